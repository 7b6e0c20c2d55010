// The shared formatter (src/domain/format.ts): money in the host's settings on the host's own
// languages and in the page's language elsewhere, one date style per locale, locale grouping.
import { describe, expect, it } from 'vitest';
import { germany } from '../../src/content/hosts/germany';
import { indonesia } from '../../src/content/hosts/indonesia';
import { unitedStates } from '../../src/content/hosts/united-states';
import { formatDate, formatMoneyFor, formatNumber, formatterFor, moneyFormatFor } from '../../src/domain/format';
import { LOCALES } from '../../src/domain/locales';
import { parseAmount } from '../../src/domain/money';

const NBSP = '\u00a0';

describe('money for the page locale', () => {
  it('reads in the host settings on the host own languages', () => {
    expect(formatMoneyFor('en-us', unitedStates, -123456, 'USD')).toBe('-$1,234.56');
    expect(formatMoneyFor('de', germany, 123456, 'EUR')).toBe('€1.234,56');
    expect(formatMoneyFor('id-id', indonesia, 150000000, 'IDR')).toBe(formatMoneyFor('en-id', indonesia, 150000000, 'IDR'));
  });

  it('reads German on a German page of the US site, with the US symbol and precision', () => {
    expect(formatMoneyFor('de', unitedStates, 123456, 'USD')).toBe(`1.234,56${NBSP}$`);
    expect(formatMoneyFor('de', unitedStates, -5, 'USD')).toBe(`-0,05${NBSP}$`);
  });

  it('reads English on an English page of the German site that the host does not list', () => {
    expect(formatMoneyFor('en-us', germany, 123456, 'EUR')).toBe('€1,234.56');
  });

  it('parses back what it wrote on every locale of the US site', () => {
    for (const locale of LOCALES) {
      const format = moneyFormatFor(locale, unitedStates);
      const text = formatterFor(locale, unitedStates).amount(123456789, 'USD');
      expect(parseAmount(text, 2, format), `${locale}: ${text}`).toBe(123456789);
    }
  });
});

describe('dates: one style per locale', () => {
  it('writes a calendar date in the locale style, never the raw ISO value', () => {
    expect(formatDate('en-us', '2026-11-07')).toBe('Nov 7, 2026');
    expect(formatDate('de', '2026-11-07')).toBe('07.11.2026');
    expect(formatDate('en-uk', '2026-11-07')).toBe('7 Nov 2026');
    expect(formatDate('fr', '2026-11-07')).toBe('7 nov. 2026');
    for (const locale of LOCALES) expect(formatDate(locale, '2026-11-07')).not.toContain('2026-11');
  });

  it('keeps the UTC day of a timestamp and passes through what is no date', () => {
    expect(formatDate('en-us', '2026-11-07T23:30:00Z')).toBe('Nov 7, 2026');
    expect(formatDate('en-us', 'soon')).toBe('soon');
    expect(formatDate('en-us', null)).toBe('');
  });

  it('answers a date asked again in each locale as that locale writes it', () => {
    expect(formatDate('en-us', '2027-01-31')).toBe('Jan 31, 2027');
    expect(formatDate('de', '2027-01-31')).toBe('31.01.2027');
    expect(formatDate('en-us', '2027-01-31')).toBe('Jan 31, 2027');
    expect(formatDate('en-us', 'soon')).toBe('soon');
  });
});

describe('numbers', () => {
  it('groups digits as the locale does', () => {
    expect(formatNumber('en-us', 12500)).toBe('12,500');
    expect(formatNumber('de', 12500)).toBe('12.500');
  });

  it('keeps each text per locale and value, apart from a date written with the same digits', () => {
    for (let i = 0; i < 2; i++) {
      expect(formatNumber('en-us', 1234.5)).toBe('1,234.5');
      expect(formatNumber('de', 1234.5)).toBe('1.234,5');
      expect(formatNumber('en-us', 2027)).toBe('2,027');
      expect(formatDate('en-us', '2027')).toBe('Jan 1, 2027');
    }
  });
});
