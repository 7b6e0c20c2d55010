import { describe, expect, it } from 'vitest';
import { EMPTY_SELECTION, type InvoiceRow } from '../../src/domain/invoices';
import type { MoneyFormat } from '../../src/domain/money';
import { checkRequest, type FlowState } from '../../src/islands/invoices/payment-request';
import type { MethodOption } from '../../src/islands/invoices/payment.types';

const money: MoneyFormat = { display: 'EUR', symbol: '€', thousandSeparator: '.', decimalSeparator: ',', decimalPrecision: 2 };
const row = (id: string, amount: number, dueDate: string, overdue = false): InvoiceRow => ({
  id, invoiceNo: id, assignment: id, status: 'Open', amount, currency: 'EUR', dueDate, overdue, installment: null,
  earlyPaymentDiscount: 0, freightAllowance: 0,
});
const rows = [row('A', 100_000, '2026-10-01', true), row('B', 50_000, '2026-12-01'), row('CN', -5_000, '2026-11-01')];
const card: MethodOption = { id: 'NL01-CC-ADYEN', type: 'Credit Card', desc: 'Creditcard', instruction: '', discountPercent: 0 };
const transfer: MethodOption = { id: 'NL01-BT-SEPA', type: 'Bank Transfer', desc: 'Bankoverschrijving', instruction: '', discountPercent: 0 };
const info = { creditCardType: 'Visa', creditCardNumber: '4242424242424242', expiredMonth: '12', expiredYear: '2099', securityCode: '123' };
const state = (over: Partial<FlowState>): FlowState => ({ selection: EMPTY_SELECTION, methodId: '', savedId: '', partialOn: false, partialText: '', acknowledged: false, terms: true, info: {}, ...over });
const text = (key: string, params?: Readonly<Record<string, string | number>>) => (params && Object.keys(params).length > 0 ? `${key} ${JSON.stringify(params)}` : key);
const ctx = (method: MethodOption | undefined, rule = 'overdue', allowPartial = true) => ({ rows, rule, allowPartial, money, company: { code: 'NL01', currency: 'EUR' }, method, text });

describe('the island checks a payment before sending it', () => {
  it('sends rows, method and payment information, never a full-payment amount', () => {
    const checked = checkRequest(state({ selection: { positive: ['A'], negative: ['CN'] }, info }), ctx(card));
    expect(checked).toEqual({ ok: true, body: { company: 'NL01', invoices: [{ id: 'A', invoiceNo: 'A' }, { id: 'CN', invoiceNo: 'CN' }], paymentId: card.id, termsAccepted: true, information: { ...info, kind: 'Credit Card', shouldSavePayment: false } } });
  });

  it('stops at the payment rule, a missing method, card errors and unaccepted terms, in that order', () => {
    expect(checkRequest(state({ selection: { positive: ['B'], negative: [] } }), ctx(card))).toMatchObject({ ok: false, message: 'invoice.rule_overdue' });
    expect(checkRequest(state({ selection: { positive: ['A'], negative: [] } }), ctx(undefined))).toMatchObject({ ok: false, message: 'payment.method_required' });
    expect(checkRequest(state({ selection: { positive: ['A'], negative: [] }, info: { ...info, creditCardNumber: '4242424242424241' } }), ctx(card))).toMatchObject({ ok: false, fieldErrors: { creditCardNumber: 'payment.card_number_invalid' } });
    expect(checkRequest(state({ selection: { positive: ['A'], negative: [] }, terms: false }), ctx(transfer))).toMatchObject({ ok: false, message: 'payment.terms_required' });
  });

  it('reads a partial amount in the host format and names the maximum in the host format', () => {
    const partial = (partialText: string) => state({ selection: { positive: ['A'], negative: [] }, partialOn: true, partialText, acknowledged: true });
    expect(checkRequest(partial('250,50'), ctx(transfer))).toMatchObject({ ok: true, body: { partial: { amount: 25_050, acknowledged: true } } });
    expect(checkRequest(partial('0,50'), ctx(transfer))).toMatchObject({ ok: false, message: 'invoice.partial_min' });
    expect(checkRequest(partial('1.000,01'), ctx(transfer))).toMatchObject({ ok: false, message: 'invoice.partial_max {"total":"€1.000,00"}' });
    expect(checkRequest(partial('250,50'), ctx(transfer, 'overdue', false))).toMatchObject({ ok: false, message: 'invoice.partial_not_allowed' });
  });
});
