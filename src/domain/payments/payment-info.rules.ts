// Payment information checks (docs/requirements.md#payment-preconditions): account and card types, the Luhn check of card
// numbers, the ABA checksum of US routing numbers, and an expiry that has not passed.

export const ACCOUNT_TYPES = ['Checking', 'General Ledger', 'Savings', 'Corporate Checking'] as const;
export const CARD_TYPES = ['Visa', 'MasterCard', 'American Express', 'Discover'] as const;
/** Payment method types paid at once with payment information (the others, e.g. Bank Transfer, are not). */
export const IMMEDIATE_TYPES = ['ACH', 'Credit Card'] as const;

export type AccountType = (typeof ACCOUNT_TYPES)[number];
export type CardType = (typeof CARD_TYPES)[number];
export type ImmediateType = (typeof IMMEDIATE_TYPES)[number];

export const isImmediateType = (type: string): type is ImmediateType => (IMMEDIATE_TYPES as readonly string[]).includes(type);

const digitsOnly = (value: string): string => value.replace(/[\s-]/g, '');

/** The Luhn (mod 10) check of a card number; spaces and dashes are ignored. */
export function passesLuhn(cardNumber: string): boolean {
  const digits = digitsOnly(cardNumber);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** ABA routing number: nine digits with 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) ≡ 0 (mod 10). */
export function isRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const d = [...value].map(Number);
  const at = (i: number): number => d[i] ?? 0;
  const sum = 3 * (at(0) + at(3) + at(6)) + 7 * (at(1) + at(4) + at(7)) + (at(2) + at(5) + at(8));
  return sum % 10 === 0;
}

/** A card is valid through the last day of its expiry month. `year` may have 2 or 4 digits. */
export function expiryInFuture(month: number, year: number, now: Date): boolean {
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year)) return false;
  const fullYear = year < 100 ? 2000 + year : year;
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return fullYear * 12 + (month - 1) >= current;
}

const CARD_PREFIXES: Readonly<Record<CardType, RegExp>> = {
  Visa: /^4/,
  MasterCard: /^(5[1-5]|2[2-7])/,
  'American Express': /^3[47]/,
  Discover: /^(6011|65|64[4-9])/,
};

/** The card number belongs to the chosen card type (by its issuer prefix). */
export const matchesCardType = (cardNumber: string, type: CardType): boolean => CARD_PREFIXES[type].test(digitsOnly(cardNumber));

export const securityCodeLength = (type: CardType): number => (type === 'American Express' ? 4 : 3);

/** What may be shown or saved of a number: its last four digits. */
export function maskedNumber(label: string, value: string): string {
  return `${label} •••• ${digitsOnly(value).slice(-4)}`;
}
