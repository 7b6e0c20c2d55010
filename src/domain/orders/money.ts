// Amounts in the spreadsheet export are numbers in the currency's unit. The distributor keeps IDR
// without decimals (sorg ID01, precision 0); the other currencies of the demo use two.

const ZERO_DECIMAL = new Set(['IDR', 'JPY', 'KRW', 'VND']);

export const precisionOf = (currency: string): number => (ZERO_DECIMAL.has(currency) ? 0 : 2);

export const toUnits = (minor: number, currency: string): number => minor / 10 ** precisionOf(currency);
