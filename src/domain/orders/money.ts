// Money of the order screens: integer minor units plus currency. The distributor keeps IDR without
// decimals (sorg ID01, precision 0); the other currencies of the demo use two.

const ZERO_DECIMAL = new Set(['IDR', 'JPY', 'KRW', 'VND']);

export const precisionOf = (currency: string): number => (ZERO_DECIMAL.has(currency) ? 0 : 2);

export const toUnits = (minor: number, currency: string): number => minor / 10 ** precisionOf(currency);

export function formatMoney(minor: number, currency: string, locale: string): string {
  const digits = precisionOf(currency);
  return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(toUnits(minor, currency));
}
