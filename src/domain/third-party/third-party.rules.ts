// Third-party order rules shared by the embedded upstream, the server and the pages
// (docs/requirements.md#third-party; the line statuses are decision 0046).

/** The fixed list a customer-vendor moves an order line through. */
export const TP_LINE_STATUSES = ['open', 'confirmed', 'shipped', 'cancelled'] as const;
export type TpLineStatus = (typeof TP_LINE_STATUSES)[number];

/** An order's status, derived from its lines. */
export const TP_ORDER_STATUSES = ['open', 'confirmed', 'partially_shipped', 'shipped', 'cancelled'] as const;
export type TpOrderStatus = (typeof TP_ORDER_STATUSES)[number];

export function isTpLineStatus(value: string): value is TpLineStatus {
  return (TP_LINE_STATUSES as readonly string[]).includes(value);
}

/** Cancelled lines do not count unless every line is cancelled. */
export function tpOrderStatus(lineStatuses: readonly string[]): TpOrderStatus {
  const live = lineStatuses.filter((s) => s !== 'cancelled');
  if (live.length === 0) return lineStatuses.length === 0 ? 'open' : 'cancelled';
  const shipped = live.filter((s) => s === 'shipped').length;
  if (shipped === live.length) return 'shipped';
  if (shipped > 0) return 'partially_shipped';
  return live.every((s) => s === 'confirmed') ? 'confirmed' : 'open';
}

/** A shipped or cancelled line is final; the others may move to any other status. */
export function canMoveTpLine(from: string, to: string): boolean {
  if (!isTpLineStatus(to) || from === to) return false;
  return from !== 'shipped' && from !== 'cancelled';
}

/** Pieces in `qty` sales units (the unit conversion shown beside the price). */
export function piecesOf(qty: number, uomConverter: number): number {
  return qty * Math.max(1, uomConverter);
}

export interface VendorLine {
  vendorId: string;
}

/** Cart lines grouped by vendor, in first-seen order: one checkout per vendor. */
export function byVendor<T extends VendorLine>(lines: readonly T[]): { vendorId: string; lines: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const line of lines) {
    const group = groups.get(line.vendorId) ?? [];
    group.push(line);
    groups.set(line.vendorId, group);
  }
  return [...groups].map(([vendorId, group]) => ({ vendorId, lines: group }));
}
