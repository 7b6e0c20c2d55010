// The payment information checks without zod, for the browser bundle (zod alone would take a
// quarter of the payment page's JavaScript budget). Same rules and message keys as
// payment-info.schema.ts, which the server applies; a unit test holds the two together.
import { ACCOUNT_TYPES, CARD_TYPES, expiryInFuture, isRoutingNumber, matchesCardType, passesLuhn, securityCodeLength, type CardType } from './payment-info.rules.ts';

export type InfoErrors = Record<string, string>;
type Fields = Readonly<Record<string, unknown>>;

const text = (fields: Fields, name: string): string => (typeof fields[name] === 'string' ? (fields[name] as string).trim() : '');

function check(errors: InfoErrors, fields: Fields, name: string, test: (value: string) => boolean, key: string): string {
  const value = text(fields, name);
  if (value === '') errors[name] = 'validation.required';
  else if (!test(value)) errors[name] = key;
  return value;
}

export function achErrors(fields: Fields): InfoErrors {
  const errors: InfoErrors = {};
  if (!(ACCOUNT_TYPES as readonly string[]).includes(text(fields, 'accountType'))) errors['accountType'] = 'validation.required';
  check(errors, fields, 'accountNumber', (v) => /^\d{4,17}$/.test(v), 'payment.account_number_invalid');
  check(errors, fields, 'routingNumber', isRoutingNumber, 'payment.routing_number_invalid');
  return errors;
}

export function cardErrors(fields: Fields, now: Date): InfoErrors {
  const errors: InfoErrors = {};
  const type = text(fields, 'creditCardType');
  const known = (CARD_TYPES as readonly string[]).includes(type);
  if (!known) errors['creditCardType'] = 'validation.required';
  const number = check(errors, fields, 'creditCardNumber', passesLuhn, 'payment.card_number_invalid');
  const month = check(errors, fields, 'expiredMonth', (v) => /^(0?[1-9]|1[0-2])$/.test(v), 'payment.expiry_invalid');
  const year = check(errors, fields, 'expiredYear', (v) => /^(\d{2}|\d{4})$/.test(v), 'payment.expiry_invalid');
  const code = check(errors, fields, 'securityCode', (v) => /^\d{3,4}$/.test(v), 'payment.security_code_invalid');
  if (known && !errors['creditCardNumber'] && !matchesCardType(number, type as CardType)) errors['creditCardNumber'] = 'payment.card_type_mismatch';
  if (!errors['expiredMonth'] && !errors['expiredYear'] && !expiryInFuture(Number(month), Number(year), now)) errors['expiredMonth'] = 'payment.expiry_past';
  if (known && !errors['securityCode'] && code.length !== securityCodeLength(type as CardType)) errors['securityCode'] = 'payment.security_code_invalid';
  return errors;
}
