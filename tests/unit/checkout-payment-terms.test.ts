import { describe, expect, it } from 'vitest';
import { checkoutTerms, isTermOffered, termWording, type PaymentTerm } from '../../src/domain/cart/payment-terms.rules';
import { renderOrderConfirmation } from '../../src/server/cart/order-mail';
import { unitedStates } from '../../src/content/hosts/united-states';

const term = (sorg: string, code: string, isDefault = false, extra: Partial<PaymentTerm> = {}): PaymentTerm => ({
  sorg, code, description: `${code} wording`, kind: 'credit', netDays: 30, isDefault, ...extra,
});

describe('checkoutTerms', () => {
  it("offers one company's terms in the ERP's order with its default preselected", () => {
    const terms = [term('US01', 'Z210'), term('US01', 'N030', true), term('US01', 'PREP')];
    const offered = checkoutTerms(terms, ['US01']);
    expect(offered.options.map((o) => o.code)).toEqual(['Z210', 'N030', 'PREP']);
    expect(offered.defaultCode).toBe('N030');
  });

  it('offers only the terms agreed in every company of the cart', () => {
    const terms = [term('DE01', 'Z214', true), term('DE01', 'N030'), term('DE01', 'PREP'), term('NL01', 'N030', true), term('NL01', 'Z214')];
    const offered = checkoutTerms(terms, ['NL01', 'DE01']);
    expect(offered.options.map((o) => o.code)).toEqual(['Z214', 'N030']);
    expect(offered.defaultCode).toBe('Z214');
  });

  it("falls back to the first common term when the first company's default is not agreed in the other", () => {
    const terms = [term('DE01', 'PREP', true), term('DE01', 'N030'), term('NL01', 'N030', true)];
    expect(checkoutTerms(terms, ['DE01', 'NL01'])).toMatchObject({ defaultCode: 'N030' });
  });

  it('offers nothing and preselects nothing when the companies share no term', () => {
    expect(checkoutTerms([term('DE01', 'Z214', true), term('NL01', 'N030', true)], ['DE01', 'NL01'])).toEqual({ options: [], defaultCode: null });
  });

  it('counts every term of the customer once when the cart names no company', () => {
    const offered = checkoutTerms([term('DE01', 'Z214', true), term('NL01', 'Z214'), term('NL01', 'N030', true)], []);
    expect(offered.options.map((o) => o.code)).toEqual(['Z214', 'N030']);
    expect(isTermOffered(offered, 'N030')).toBe(true);
    expect(isTermOffered(offered, 'COD')).toBe(false);
  });
});

describe('termWording', () => {
  it('says net days, cash discount, prepayment and cash on delivery with their numbers', () => {
    expect(termWording({ code: 'N045', description: '', kind: 'credit', netDays: 45 })).toEqual({ key: 'checkout.term_net', params: { days: 45 } });
    expect(termWording({ code: 'Z214', description: '', kind: 'credit', netDays: 30, discountDays: 14, discountPercent: 2 })).toEqual({
      key: 'checkout.term_discount', params: { discountDays: 14, percent: 2, netDays: 30 },
    });
    expect(termWording({ code: 'PREP', description: '', kind: 'prepayment' })?.key).toBe('checkout.term_prepayment');
    expect(termWording({ code: 'COD', description: '', kind: 'cash_on_delivery' })?.key).toBe('checkout.term_cod');
  });

  it("keeps the ERP's wording for a term the portal cannot say itself", () => {
    expect(termWording({ code: 'X1', description: 'Letter of credit', kind: 'letter_of_credit' })).toBeNull();
    expect(termWording({ code: 'X2', description: 'End of month', kind: 'credit', netDays: null })).toBeNull();
  });
});

describe('order confirmation mail', () => {
  it('names the payment term the order was placed with', () => {
    const order = { orderNumber: 'B2B1', soNumber: null, sorg: 'US01', currency: 'USD', amount: 1250, qty: 1, paymentTerm: 'Z210', lines: [{ article_code: 'A', qty: 1, unitPrice: 1250, amount: 1250 }] };
    const { text } = renderOrderConfirmation('Spoke', [order], { code: 'Z210', description: '10 days 2% discount, 30 days net', kind: 'credit' });
    expect(text).toContain('Payment term: 10 days 2% discount, 30 days net (Z210)');
    expect(renderOrderConfirmation('Spoke', [order]).text).not.toContain('Payment term');
  });
});

describe('order confirmation mail in the language of the order', () => {
  it('writes a German order in German with German amounts', () => {
    const order = { orderNumber: 'B2B1', soNumber: null, sorg: 'US01', currency: 'USD', amount: 123456, qty: 2, paymentTerm: 'Z210', lines: [{ article_code: 'A', qty: 2, unitPrice: 61728, amount: 123456 }] };
    const { subject, text } = renderOrderConfirmation('Spoke', [order], { code: 'Z210', description: '30 days net', kind: 'credit' }, { locale: 'de', host: unitedStates });
    expect(subject).toBe('Spoke: Auftragsbestätigung B2B1');
    expect(text).toContain('Vielen Dank für Ihre Bestellung.');
    expect(text).toContain('Bestellung B2B1 (US01): 2 Artikel, 1.234,56\u00a0$');
    expect(text).toContain('Zahlungsbedingung: 30 days net (Z210)');
  });
});
