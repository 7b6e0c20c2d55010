import { describe, expect, it } from 'vitest';
import { expiryInFuture, isRoutingNumber, maskedNumber, matchesCardType, passesLuhn } from '../../src/domain/payments/payment-info.rules';
import { paymentInformation } from '../../src/domain/payments/payment-info.schema';
import { achErrors, cardErrors } from '../../src/domain/payments/payment-info.check';

const NOW = new Date('2026-11-22T10:00:00Z');

describe('card and account checks', () => {
  it.each([
    ['4242424242424242', true],
    ['4242 4242 4242 4242', true],
    ['5555555555554444', true],
    ['378282246310005', true],
    ['6011111111111117', true],
    ['4242424242424241', false],
    ['1234', false],
    ['4242x42424242424', false],
  ])('Luhn check of %s is %s', (n, ok) => expect(passesLuhn(n)).toBe(ok));

  it.each([
    ['011000015', true],
    ['021000021', true],
    ['121000358', true],
    ['011000016', false],
    ['12345678', false],
    ['0110000a5', false],
  ])('routing number %s is %s', (n, ok) => expect(isRoutingNumber(n)).toBe(ok));

  it.each([
    [11, 2026, true],
    [12, 26, true],
    [10, 2026, false],
    [1, 2027, true],
    [13, 2027, false],
    [0, 2027, false],
  ])('expiry %i/%i is in the future: %s', (m, y, ok) => expect(expiryInFuture(m, y, NOW)).toBe(ok));

  it('matches card numbers to their type and masks all but the last four digits', () => {
    expect(matchesCardType('4242424242424242', 'Visa')).toBe(true);
    expect(matchesCardType('4242424242424242', 'MasterCard')).toBe(false);
    expect(matchesCardType('378282246310005', 'American Express')).toBe(true);
    expect(maskedNumber('Visa', '4242 4242 4242 4242')).toBe('Visa •••• 4242');
  });
});

describe('payment information schema', () => {
  const schema = paymentInformation(() => NOW);
  const card = { kind: 'Credit Card', creditCardType: 'Visa', creditCardNumber: '4242424242424242', expiredMonth: '12', expiredYear: '2027', securityCode: '123' };
  const ach = { kind: 'ACH', accountType: 'Checking', accountNumber: '000123456789', routingNumber: '011000015' };
  const issuesOf = (input: unknown) => (schema.safeParse(input).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

  it('accepts a valid card and a valid ACH account', () => {
    expect(issuesOf(card)).toEqual([]);
    expect(issuesOf(ach)).toEqual([]);
  });

  it.each([
    [{ creditCardNumber: '4242424242424241' }, [['creditCardNumber', 'payment.card_number_invalid']]],
    [{ creditCardType: 'MasterCard' }, [['creditCardNumber', 'payment.card_type_mismatch']]],
    [{ expiredMonth: '10', expiredYear: '2026' }, [['expiredMonth', 'payment.expiry_past']]],
    [{ securityCode: '1234' }, [['securityCode', 'payment.security_code_invalid']]],
    [{ creditCardType: 'Diners' }, [['creditCardType', 'validation.required']]],
  ])('refuses a card with %j', (over, expected) => {
    expect(issuesOf({ ...card, ...over })).toEqual(expected);
  });

  it.each([
    [{ routingNumber: '011000016' }, [['routingNumber', 'payment.routing_number_invalid']]],
    [{ accountNumber: '12ab' }, [['accountNumber', 'payment.account_number_invalid']]],
    [{ accountType: 'Brokerage' }, [['accountType', 'validation.required']]],
    [{ accountNumber: ' ' }, [['accountNumber', 'validation.required']]],
  ])('refuses an ACH account with %j', (over, expected) => {
    expect(issuesOf({ ...ach, ...over })).toEqual(expected);
  });
});

describe('the browser checks agree with the server schema', () => {
  const schema = paymentInformation(() => NOW);
  const card = { creditCardType: 'Visa', creditCardNumber: '4242424242424242', expiredMonth: '12', expiredYear: '2027', securityCode: '123' };
  const ach = { accountType: 'Checking', accountNumber: '000123456789', routingNumber: '011000015' };
  const schemaErrors = (input: Record<string, unknown>) => Object.fromEntries((schema.safeParse(input).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

  it.each([
    {}, { creditCardNumber: '4242424242424241' }, { creditCardType: 'MasterCard' }, { expiredMonth: '10', expiredYear: '2026' },
    { securityCode: '1234' }, { creditCardType: 'Diners' }, { creditCardNumber: '' }, { expiredMonth: '13' }, { creditCardType: 'American Express', creditCardNumber: '378282246310005', securityCode: '1234' },
  ])('card %j', (over) => {
    expect(cardErrors({ ...card, ...over }, NOW)).toEqual(schemaErrors({ kind: 'Credit Card', ...card, ...over }));
  });

  it.each([{}, { routingNumber: '011000016' }, { accountNumber: '12ab' }, { accountType: 'Brokerage' }, { accountNumber: ' ' }, { routingNumber: '' }])('ACH %j', (over) => {
    expect(achErrors({ ...ach, ...over })).toEqual(schemaErrors({ kind: 'ACH', ...ach, ...over }));
  });
});
