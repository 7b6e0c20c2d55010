// Money is integer minor units plus a currency; the host's currency settings say how it reads.
import type { HostCurrency } from '../../domain/hosts.types';

const PRECISION: Readonly<Record<string, number>> = { IDR: 0, JPY: 0 };

function group(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** `-1234567` USD with US settings reads "-$12,345.67"; a foreign currency shows its code. */
export function formatMoney(minor: number, currency: string, host: HostCurrency): string {
  const own = currency === host.display;
  const precision = own ? host.decimalPrecision : (PRECISION[currency] ?? 2);
  const abs = Math.abs(Math.trunc(minor));
  const factor = 10 ** precision;
  const whole = group(String(Math.floor(abs / factor)), host.thousandSeparator);
  const fraction = precision > 0 ? host.decimalSeparator + String(abs % factor).padStart(precision, '0') : '';
  const prefix = own ? host.symbol : `${currency} `;
  return `${minor < 0 ? '-' : ''}${prefix}${whole}${fraction}`;
}
