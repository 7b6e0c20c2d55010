// Money is integer minor units plus a currency. The host's currency settings (symbol, separators,
// precision) say how an amount of the host's own currency reads and how a typed amount parses.
import type { HostCurrency } from './hosts.types.ts';

export type MoneyFormat = Pick<HostCurrency, 'display' | 'symbol' | 'thousandSeparator' | 'decimalSeparator' | 'decimalPrecision'> & {
  /** Where the symbol stands; before unless the page's language puts it after ("1.234,56 $"). */
  readonly symbolPosition?: 'before' | 'after';
};

export interface Money {
  readonly amount: number;
  readonly currency: string;
}

const ZERO_DECIMAL = new Set(['IDR', 'JPY', 'KRW', 'VND']);

/** Minor-unit digits of a currency: the host's precision for its own currency, ISO otherwise. */
export function precisionFor(currency: string, host: MoneyFormat): number {
  if (currency === host.display) return host.decimalPrecision;
  return ZERO_DECIMAL.has(currency) ? 0 : 2;
}

function group(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** Digits only, without symbol: `123456` with precision 2 and ',' '.' reads "1,234.56". */
export function formatAmount(minor: number, precision: number, host: Pick<MoneyFormat, 'thousandSeparator' | 'decimalSeparator'>): string {
  const abs = Math.abs(Math.trunc(minor));
  const factor = 10 ** precision;
  const whole = group(String(Math.floor(abs / factor)), host.thousandSeparator);
  const fraction = precision > 0 ? host.decimalSeparator + String(abs % factor).padStart(precision, '0') : '';
  return `${minor < 0 ? '-' : ''}${whole}${fraction}`;
}

/** `-123456` USD on the US host reads "-$1,234.56"; a currency other than the host's shows its code. */
export function formatMoney(minor: number, currency: string, host: MoneyFormat): string {
  const own = currency === host.display;
  const text = formatAmount(Math.abs(minor), precisionFor(currency, host), host);
  const sign = minor < 0 ? '-' : '';
  if (host.symbolPosition === 'after') return `${sign}${text}\u00a0${own ? host.symbol : currency}`;
  return `${sign}${own ? host.symbol : `${currency} `}${text}`;
}

/**
 * A typed amount ("1,234.5", "1.234,50", "150000") in minor units, or null when it is not a number
 * with at most `precision` decimals. Thousand separators are optional; the decimal separator is the host's.
 */
export function parseAmount(text: string, precision: number, host: Pick<MoneyFormat, 'thousandSeparator' | 'decimalSeparator'>): number | null {
  const trimmed = text.trim().replace(/[ \u00a0\u202f]/g, '');
  if (trimmed === '') return null;
  const [whole = '', fraction = '', ...rest] = trimmed.split(host.decimalSeparator);
  if (rest.length > 0 || (fraction !== '' && precision === 0) || fraction.length > precision) return null;
  const groups = host.thousandSeparator === '' ? [whole] : whole.split(host.thousandSeparator);
  // "0.50" on a host with '.' thousands is not fifty: separators must sit between groups of three.
  if (groups.length > 1 && !groups.every((g, i) => (i === 0 ? /^\d{1,3}$/ : /^\d{3}$/).test(g))) return null;
  const digits = groups.join('');
  if (!/^\d+$/.test(digits) || (fraction !== '' && !/^\d+$/.test(fraction))) return null;
  const minor = Number(digits) * 10 ** precision + Number(fraction.padEnd(precision, '0') || '0');
  return Number.isSafeInteger(minor) ? minor : null;
}

/** One whole unit of the currency in minor units (100 cents, 1 rupiah). */
export const oneUnit = (precision: number): number => 10 ** precision;
