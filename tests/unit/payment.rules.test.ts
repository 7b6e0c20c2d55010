import { describe, expect, it } from 'vitest';
import { allowances, canOfferPartial, isPartialPayment, methodDiscountApplies, partialIssues, paymentSummary, type InvoiceRow, type PartialInput } from '../../src/domain/invoices';

type Row = Pick<InvoiceRow, 'amount' | 'invoiceNo' | 'installment' | 'earlyPaymentDiscount' | 'freightAllowance'>;
const plain = (invoiceNo: string, amount: number, epd = 0, fa = 0): Row => ({ invoiceNo, amount, installment: null, earlyPaymentDiscount: epd, freightAllowance: fa });
const inst = (number: number, amount: number): Row => ({ invoiceNo: 'INS', amount, installment: { number, count: 3 }, earlyPaymentDiscount: 300, freightAllowance: 50 });

describe('early payment discount and freight allowance', () => {
  it.each([
    ['an invoice without instalments', [plain('A', 10_000, 200, 40)], 200, 40],
    ['two invoices, each once', [plain('A', 10_000, 200, 40), plain('B', 5_000, 100, 0)], 300, 40],
    ['some instalments only', [inst(1, 3_000), inst(2, 3_000)], 0, 0],
    ['every instalment, counted once', [inst(1, 3_000), inst(2, 3_000), inst(3, 3_001)], 300, 50],
    ['deductions never bring allowances', [plain('CN', -500, 99, 9)], 0, 0],
  ])('%s', (_name, rows, epd, fa) => {
    expect(allowances(rows)).toEqual({ earlyPaymentDiscount: epd, freightAllowance: fa });
  });
});

describe('payment summary', () => {
  it('subtracts deductions, allowances and the method discount from a full payment (precision 2)', () => {
    const s = paymentSummary([plain('A', 100_000, 2_000, 500), plain('CN', -10_000)], { methodDiscountPercent: 1.5, partialAmount: null });
    expect(s).toEqual({ positiveTotal: 100_000, deductionTotal: -10_000, combinedTotal: 90_000, earlyPaymentDiscount: 2_000, freightAllowance: 500, methodDiscount: 1_313, amountToPay: 86_187 });
  });

  it('rounds the method discount to whole rupiah (precision 0)', () => {
    const s = paymentSummary([plain('A', 1_234_567)], { methodDiscountPercent: 2, partialAmount: null });
    expect([s.methodDiscount, s.amountToPay]).toEqual([24_691, 1_209_876]);
  });

  it('gives no discounts to a partial payment and collects the entered amount', () => {
    const s = paymentSummary([plain('A', 100_000, 2_000, 500)], { methodDiscountPercent: 3, partialAmount: 25_000 });
    expect([s.earlyPaymentDiscount, s.freightAllowance, s.methodDiscount, s.amountToPay]).toEqual([0, 0, 0, 25_000]);
  });

  it('applies no method discount without a method or with a zero percent', () => {
    expect(paymentSummary([plain('A', 10_000)], { methodDiscountPercent: null, partialAmount: null }).methodDiscount).toBe(0);
    expect(paymentSummary([plain('A', 10_000)], { methodDiscountPercent: 0, partialAmount: null }).methodDiscount).toBe(0);
    expect(methodDiscountApplies(2, true)).toBe(false);
    expect(methodDiscountApplies(2, false)).toBe(true);
  });
});

describe('partial payment', () => {
  const base: PartialInput = { hostAllows: true, optedIn: true, acknowledged: true, amount: 5_000, positiveCount: 1, combinedTotal: 10_000, precision: 2 };

  it('is offered only where the host allows it and one positive invoice is selected', () => {
    expect([canOfferPartial(true, 1), canOfferPartial(false, 1), canOfferPartial(true, 2), canOfferPartial(true, 0)]).toEqual([true, false, false, false]);
  });

  it.each([
    ['an accepted amount', {}, []],
    ['no opt-in', { optedIn: false, amount: null }, []],
    ['a host that does not allow it', { hostAllows: false }, ['invoice.partial_not_allowed']],
    ['two positive invoices', { positiveCount: 2 }, ['invoice.partial_one_invoice']],
    ['a missing acknowledgement', { acknowledged: false }, ['invoice.partial_acknowledge_required']],
    ['no number', { amount: null }, ['validation.numeric']],
    ['less than 1 (precision 2)', { amount: 99 }, ['invoice.partial_min']],
    ['exactly 1 (precision 2)', { amount: 100 }, []],
    ['exactly 1 (precision 0)', { amount: 1, precision: 0 }, []],
    ['0 (precision 0)', { amount: 0, precision: 0 }, ['invoice.partial_min']],
    ['more than the total', { amount: 10_001 }, ['invoice.partial_max']],
    ['the total itself', { amount: 10_000 }, []],
  ])('with %s gives %j', (_name, over, keys) => {
    expect(partialIssues({ ...base, ...over }).map((i) => i.key)).toEqual(keys);
  });

  it('names the maximum in the max issue', () => {
    expect(partialIssues({ ...base, amount: 20_000 })).toContainEqual({ field: 'amount', key: 'invoice.partial_max', max: 10_000 });
  });

  it('counts as partial only when the amount differs from the combined total', () => {
    expect([isPartialPayment(true, 5_000, 10_000), isPartialPayment(true, 10_000, 10_000), isPartialPayment(false, 5_000, 10_000)]).toEqual([true, false, false]);
  });
});
