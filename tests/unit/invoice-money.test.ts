import { describe, expect, it } from 'vitest';
import { formatAmount, formatMoney, parseAmount, precisionFor, type MoneyFormat } from '../../src/domain/money';

const US: MoneyFormat = { display: 'USD', symbol: '$', thousandSeparator: ',', decimalSeparator: '.', decimalPrecision: 2 };
const DE: MoneyFormat = { display: 'EUR', symbol: '€', thousandSeparator: '.', decimalSeparator: ',', decimalPrecision: 2 };
const ID: MoneyFormat = { display: 'IDR', symbol: 'Rp', thousandSeparator: '.', decimalSeparator: ',', decimalPrecision: 0 };

describe('formatMoney', () => {
  it.each([
    [123456, 'USD', US, '$1,234.56'],
    [-123456, 'USD', US, '-$1,234.56'],
    [5, 'USD', US, '$0.05'],
    [123456789, 'EUR', DE, '€1.234.567,89'],
    [15000000, 'IDR', ID, 'Rp15.000.000'],
    [0, 'IDR', ID, 'Rp0'],
    [123456, 'EUR', US, 'EUR 1,234.56'],
    [1500, 'IDR', US, 'IDR 1,500'],
  ])('formats %i %s with the host settings as %s', (minor, currency, host, expected) => {
    expect(formatMoney(minor, currency, host)).toBe(expected);
  });

  it('uses the host precision for its own currency and ISO precision for others', () => {
    expect(precisionFor('IDR', ID)).toBe(0);
    expect(precisionFor('USD', ID)).toBe(2);
    expect(formatAmount(1234, 0, US)).toBe('1,234');
  });
});

describe('parseAmount', () => {
  it.each([
    ['1,234.56', 2, US, 123456],
    ['1234.5', 2, US, 123450],
    ['12', 2, US, 1200],
    ['1.234,56', 2, DE, 123456],
    ['1234,5', 2, DE, 123450],
    ['150.000', 0, ID, 150000],
    ['150000', 0, ID, 150000],
    ['1.234', 2, DE, 123400],
    ['12,345,678.9', 2, US, 1234567890],
  ])('reads %s (precision %i) as %i minor units', (text, precision, host, expected) => {
    expect(parseAmount(text, precision, host)).toBe(expected);
  });

  it.each([
    ['', 2, US],
    ['abc', 2, US],
    ['1.234', 2, US],
    ['12,5', 0, ID],
    ['1.2.3', 2, US],
    ['-5', 2, US],
    ['0.50', 2, DE],
    ['1,23,456', 2, US],
    ['99999999999999999999', 2, US],
  ])('refuses %j (precision %i)', (text, precision, host) => {
    expect(parseAmount(text, precision, host)).toBeNull();
  });
});
