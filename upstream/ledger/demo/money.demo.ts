// Demo amounts are thought of in US dollars and converted to each company's currency.
import { sorgRows, usdRate } from '../../demo/sorgs.data';

export function currencyOf(sorg: string): string {
  return sorgRows.find((s) => s.code === sorg)?.currency ?? 'USD';
}

/** Minor units of the sorg's currency for a dollar amount, rounded the way its invoices are. */
export function fromUsd(sorg: string, usd: number): number {
  const precision = sorgRows.find((s) => s.code === sorg)?.decimalPrecision ?? 2;
  const major = usd * (usdRate[sorg] ?? 1);
  if (precision === 0) return Math.round(major / 100) * 100;
  return Math.round(major * 10 ** precision);
}
