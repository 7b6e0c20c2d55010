// The ledger's pure rules: what a payment request collects, when credit is blocked, and when a
// delivery's invoice falls due.
import { describe, expect, it } from 'vitest';
import { blockReasons, ownBlockReason, type CreditFigures } from '../../upstream/ledger/credit/credit.rules';
import { deliveryInvoiceDueDate, deliveryInvoiceNumbers } from '../../upstream/ledger/orders/delivery-invoice';
import { allowancesOf, paymentAmount, type PayableRow } from '../../upstream/ledger/payments/payment-amount.rules';

const row = (over: Partial<PayableRow>): PayableRow => ({
  accountingNo: 'A1', invoiceNo: 'INV1', amount: 100_000, installmentCount: null, earlyPaymentDiscount: 0, freightAllowance: 0, ...over,
});
const instalment = (k: number) => row({ accountingNo: `I${k}`, invoiceNo: 'INST', amount: 30_000, installmentCount: 3, earlyPaymentDiscount: 900, freightAllowance: 100 });
const full = { rowsPerInvoice: new Map([['INST', 3]]), isPartialPayment: false, requestedAmount: null, merchantDiscountPercent: 0 };

describe('payment amount', () => {
  it('deducts early payment discount and freight allowance of a whole invoice', () => {
    const result = paymentAmount({ ...full, selected: [row({ earlyPaymentDiscount: 2_000, freightAllowance: 500 })] });
    expect(result).toMatchObject({ ok: true, amount: 97_500, combinedTotal: 100_000 });
  });

  it('counts an instalment invoice’s allowances once, and only with every instalment selected', () => {
    expect(allowancesOf([instalment(1), instalment(2)], full.rowsPerInvoice)).toBe(0);
    expect(allowancesOf([instalment(1), instalment(2), instalment(3)], full.rowsPerInvoice)).toBe(1_000);
  });

  it('nets deductions against payable invoices', () => {
    const result = paymentAmount({ ...full, selected: [row({}), row({ accountingNo: 'CN', invoiceNo: 'CN1', amount: -20_000 })] });
    expect(result).toMatchObject({ ok: true, amount: 80_000 });
  });

  it('refuses a selection without a payable invoice or with a total of zero or less', () => {
    expect(paymentAmount({ ...full, selected: [row({ amount: -5 })] })).toMatchObject({ ok: false, field: 'invoiceNumbers' });
    expect(paymentAmount({ ...full, selected: [row({ amount: 10 }), row({ accountingNo: 'CN', amount: -10 })] })).toMatchObject({ ok: false });
  });

  it('gives the merchant discount on a full payment but not on a partial one', () => {
    expect(paymentAmount({ ...full, merchantDiscountPercent: 1, selected: [row({})] })).toMatchObject({ ok: true, amount: 99_000, merchantDiscount: 1_000 });
    expect(paymentAmount({ ...full, merchantDiscountPercent: 1, isPartialPayment: true, requestedAmount: 40_000, selected: [row({})] })).toMatchObject({
      ok: true, amount: 40_000, merchantDiscount: 0,
    });
  });

  it('keeps a partial amount between 1 and the selected total', () => {
    const partial = (requestedAmount: number) => paymentAmount({ ...full, isPartialPayment: true, requestedAmount, selected: [row({})] });
    expect(partial(0)).toEqual({ ok: false, field: 'amount', message: 'The minimum amount is 1' });
    expect(partial(100_001)).toEqual({ ok: false, field: 'amount', message: 'The maximum amount is 100000' });
    expect(partial(0.5)).toMatchObject({ ok: false, field: 'amount' });
    expect(partial(100_000)).toMatchObject({ ok: true, amount: 100_000 });
  });
});

const healthy: CreditFigures = { creditLimit: 1_000, openInvoice: 300, openDO: 200, consignment: 100, overdueOverLimitAmount: 0, oldestArBlocked: false };

describe('credit block reasons', () => {
  it('puts long-overdue invoices before the limit and the limit before a manual block', () => {
    expect(ownBlockReason({ ...healthy, overdueOverLimitAmount: 1, creditLimit: 0, oldestArBlocked: true })).toBe('overdue_over_limit');
    expect(ownBlockReason({ ...healthy, creditLimit: 599, oldestArBlocked: true })).toBe('limit_exceeded');
    expect(ownBlockReason({ ...healthy, oldestArBlocked: true })).toBe('oldest_ar_blocked');
    expect(ownBlockReason(healthy)).toBeNull();
  });

  it('does not block at exactly the limit', () => {
    expect(ownBlockReason({ ...healthy, creditLimit: 600 })).toBeNull();
  });

  it('blocks the other companies of a customer blocked in one', () => {
    expect(blockReasons([healthy, { ...healthy, creditLimit: 1 }])).toEqual(['other_company_blocked', 'limit_exceeded']);
    expect(blockReasons([healthy, healthy])).toEqual([null, null]);
  });
});

describe('invoice on delivery', () => {
  const credit = { kind: 'credit', netDays: 30 };
  it('falls due on the dating terms\' day, else the term\'s net days after delivery, else on delivery for cash on delivery', () => {
    expect(deliveryInvoiceDueDate({ invoiceDueDate: '2027-05-02', term: credit }, '2027-02-01')).toBe('2027-05-02');
    expect(deliveryInvoiceDueDate({ invoiceDueDate: '2027-05-02', term: null }, '2027-02-01')).toBe('2027-05-02');
    expect(deliveryInvoiceDueDate({ invoiceDueDate: null, term: credit }, '2027-01-20')).toBe('2027-02-19');
    expect(deliveryInvoiceDueDate({ invoiceDueDate: null, term: { kind: 'cash_on_delivery', netDays: null } }, '2027-01-20')).toBe('2027-01-20');
  });

  it('is not booked for prepaid orders or orders from before terms', () => {
    expect(deliveryInvoiceDueDate({ invoiceDueDate: null, term: { kind: 'prepayment', netDays: null } }, '2027-01-20')).toBeNull();
    expect(deliveryInvoiceDueDate({ invoiceDueDate: null, term: null }, '2027-01-20')).toBeNull();
  });

  it('numbers its invoices apart from the demo invoices and credit notes', () => {
    expect(deliveryInvoiceNumbers(7, 'DE01')).toEqual({ invoiceNo: '9260000007', accountingNo: '1600000007' });
    expect(deliveryInvoiceNumbers(7, 'US01').invoiceNo).toMatch(/^91600/);
  });
});
