// The one place where amounts, numbers and dates become text for a page (decision 0019). Every
// page, island and server message formats through here, so a locale reads one way everywhere:
// - money: the host's currency settings (symbol, precision, separators) on the host's own
//   languages; on any other language the host's symbol and precision with that language's
//   separators and symbol position (a German page on the US site reads "1.234,56 $");
// - dates: one style per locale (Intl "medium": "Nov 7, 2026", "07.11.2026", "7 Nov 2026");
// - numbers: the locale's grouping.
// Pure: pages, islands and the server share it. Intl objects are built once per locale and kept.
import { BoundedCache } from './bounded-cache.ts';
import type { HostConfig } from './hosts.types.ts';
import { htmlLangOf, type Locale } from './locales.ts';
import { formatAmount, formatMoney as formatHostMoney, precisionFor, type MoneyFormat } from './money.ts';

export type FormatHost = Pick<HostConfig, 'key' | 'currency' | 'languages'>;

const moneyFormats = new Map<string, MoneyFormat>();
const dateFormats = new Map<Locale, Intl.DateTimeFormat>();
const dateTimeFormats = new Map<Locale, Intl.DateTimeFormat>();
const numberFormats = new Map<Locale, Intl.NumberFormat>();
const percentFormats = new Map<Locale, Intl.NumberFormat>();

function cached<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

/** How money reads on a page of `locale` on `host` (see the header). */
export function moneyFormatFor(locale: Locale, host: FormatHost): MoneyFormat {
  if (host.languages.some((l) => l.code === locale)) return host.currency;
  return cached(moneyFormats, `${host.key}|${locale}`, () => {
    const tag = htmlLangOf(locale);
    const parts = new Intl.NumberFormat(tag, { style: 'currency', currency: host.currency.display }).formatToParts(1234567.5);
    const part = (type: string): string => parts.find((p) => p.type === type)?.value ?? '';
    const currencyAt = parts.findIndex((p) => p.type === 'currency');
    const symbolAfter = currencyAt > parts.findIndex((p) => p.type === 'integer');
    return {
      ...host.currency,
      thousandSeparator: part('group'),
      decimalSeparator: part('decimal') || host.currency.decimalSeparator,
      symbolPosition: symbolAfter ? 'after' : 'before',
    };
  });
}

/** An amount in minor units on a page of `locale`: "-$1,234.56", "-1.234,56 $", "Rp150.000". */
export function formatMoneyFor(locale: Locale, host: FormatHost, minor: number, currency: string): string {
  return formatHostMoney(minor, currency, moneyFormatFor(locale, host));
}

/** A whole or decimal number with the locale's grouping: 12500 reads "12,500" or "12.500". */
export function formatNumber(locale: Locale, value: number): string {
  return formattedOnce(`${locale}#${value}`, () => cached(numberFormats, locale, () => new Intl.NumberFormat(htmlLangOf(locale), { maximumFractionDigits: 3 })).format(value));
}

/** A percentage given in percent (0.5 reads "0.5%", "0,5 %"). */
export function formatPercent(locale: Locale, percent: number): string {
  return cached(percentFormats, locale, () => new Intl.NumberFormat(htmlLangOf(locale), { style: 'percent', maximumFractionDigits: 2 })).format(percent / 100);
}

const formattedTexts = new BoundedCache<string, string>({ max: 5_000 });

/**
 * Intl's format costs a few microseconds a call, and a page repeats the same few dates and counts
 * (order and invoice days, quantities, facet counts): the text is kept per locale and value, for the
 * most recent ones.
 */
function formattedOnce(key: string, format: () => string): string {
  let text = formattedTexts.get(key);
  if (text === undefined) {
    text = format();
    formattedTexts.set(key, text);
  }
  return text;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function toDate(value: string): Date | null {
  const date = new Date(DATE_ONLY.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A calendar date ("2026-11-07", or a timestamp whose UTC day is meant) in the locale's one date
 * style; text that is no date comes back as it was, an empty value as ''.
 */
export function formatDate(locale: Locale, value: string | null | undefined): string {
  if (!value) return '';
  return formattedOnce(`${locale}|${value}`, () => {
    const date = toDate(value);
    return date ? cached(dateFormats, locale, () => new Intl.DateTimeFormat(htmlLangOf(locale), { dateStyle: 'medium', timeZone: 'UTC' })).format(date) : value;
  });
}

/** A calendar month `YYYY-MM` as the locale writes it ("February 2027", "Februar 2027"). */
export function formatMonth(locale: Locale, month: string): string {
  const date = toDate(`${month}-01`);
  if (!date) return month;
  return new Intl.DateTimeFormat(htmlLangOf(locale), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** A moment (ISO timestamp) with its time, in the locale's date style and the given time zone. */
export function formatDateTime(locale: Locale, value: string | null | undefined, timeZone = 'UTC'): string {
  if (!value) return '';
  const date = toDate(value);
  if (!date) return value;
  const key = locale;
  const format = timeZone === 'UTC'
    ? cached(dateTimeFormats, key, () => new Intl.DateTimeFormat(htmlLangOf(locale), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }))
    : new Intl.DateTimeFormat(htmlLangOf(locale), { dateStyle: 'medium', timeStyle: 'short', timeZone });
  return format.format(date);
}

/** Everything a page formats, bound to its locale and host. */
export interface Formatter {
  readonly money: (minor: number, currency: string) => string;
  readonly amount: (minor: number, currency: string) => string;
  readonly number: (value: number) => string;
  readonly date: (value: string | null | undefined) => string;
  readonly dateTime: (value: string | null | undefined) => string;
  readonly moneyFormat: MoneyFormat;
}

export function formatterFor(locale: Locale, host: FormatHost): Formatter {
  const moneyFormat = moneyFormatFor(locale, host);
  return {
    money: (minor, currency) => formatHostMoney(minor, currency, moneyFormat),
    amount: (minor, currency) => formatAmount(minor, precisionFor(currency, moneyFormat), moneyFormat),
    number: (value) => formatNumber(locale, value),
    date: (value) => formatDate(locale, value),
    dateTime: (value) => formatDateTime(locale, value),
    moneyFormat,
  };
}
