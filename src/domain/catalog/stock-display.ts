// How a host shows stock and next arrival (docs/requirements.md#stock-display, host configuration): masked
// quantities read "{n}+", masked arrival dates read as a month, per-location or cumulative.

export interface StockHost {
  maskStock: number | null;
  maskNextArrival: boolean;
  nextArrivalDisplay: boolean;
  stockDisplay: 'cumulative' | 'per-location';
}

export interface StockInput {
  available: number;
  nextArrival: string | null;
  locations: readonly { code: string; name: string; qty: number; nextArrival: string | null }[];
}

export interface StockLine {
  label: string | null;
  qty: string;
  nextArrival: NextArrival | null;
}

export type NextArrival = { kind: 'date'; date: string } | { kind: 'month'; year: number; month: number };

export function maskedQty(qty: number, maskStock: number | null): string {
  if (qty <= 0) return '0';
  if (maskStock !== null && qty > maskStock) return `${maskStock}+`;
  return String(qty);
}

export function nextArrivalOf(date: string | null, host: StockHost): NextArrival | null {
  if (!host.nextArrivalDisplay || !date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  if (!host.maskNextArrival) return { kind: 'date', date };
  return { kind: 'month', year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) };
}

export function stockLines(stock: StockInput, host: StockHost): StockLine[] {
  if (host.stockDisplay === 'per-location' && stock.locations.length > 0) {
    return stock.locations.map((loc) => ({ label: loc.name, qty: maskedQty(loc.qty, host.maskStock), nextArrival: nextArrivalOf(loc.nextArrival, host) }));
  }
  return [{ label: null, qty: maskedQty(stock.available, host.maskStock), nextArrival: nextArrivalOf(stock.nextArrival, host) }];
}

// Building a DateTimeFormat costs far more than formatting with one, and a catalogue page shows a
// next arrival on most of its rows: one formatter per locale and style for the process.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, style: NextArrival['kind']): Intl.DateTimeFormat {
  const key = `${style}|${locale}`;
  let format = formatters.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions =
      style === 'date' ? { dateStyle: 'medium', timeZone: 'UTC' } : { month: 'long', year: 'numeric', timeZone: 'UTC' };
    format = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}

/** Reads a next arrival in a locale: a full date, or "March 2026" where the host masks the day. */
export function formatNextArrival(arrival: NextArrival, locale: string): string {
  if (arrival.kind === 'date') return formatter(locale, 'date').format(new Date(`${arrival.date}T00:00:00Z`));
  return formatter(locale, arrival.kind).format(new Date(Date.UTC(arrival.year, arrival.month - 1, 1)));
}
