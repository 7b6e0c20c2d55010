// How a host shows stock and next arrival (core.md section 3, host configuration): masked
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

/** Reads a next arrival in a locale: a full date, or "March 2026" where the host masks the day. */
export function formatNextArrival(arrival: NextArrival, locale: string): string {
  if (arrival.kind === 'date') {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${arrival.date}T00:00:00Z`));
  }
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(arrival.year, arrival.month - 1, 1)));
}
