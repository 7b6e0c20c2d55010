// Pre-season booking (decision 0081): a booking window per season and sales organisation,
// open from its first to its last day inclusive; dealers book eligible models per delivery month;
// the booking is priced with the shared price rule plus the window's early-order discount; each
// delivery month becomes one scheduled order whose invoices fall due `datingDays` after delivery.
import { earlyOrderTier, priceLine, type DiscountTier, type LinePrice } from '../price.rules';

export type WindowState = 'upcoming' | 'open' | 'closed' | 'ordered';

export interface BookingWindowRules {
  opensOn: string;
  closesOn: string;
  /** Early-order discount in percent (e.g. 8 or 7.5); 0 means none. */
  discountPercent: number;
  /** Delivery months `YYYY-MM`, ascending. */
  deliveryMonths: readonly string[];
  datingDays: number;
  modelSlugs: readonly string[];
  /** Set once the bookings were turned into orders. */
  orderedAt: string | null;
}

/** Where the window stands on `today` (YYYY-MM-DD); dates compare as ISO strings. */
export function windowState(window: Pick<BookingWindowRules, 'opensOn' | 'closesOn' | 'orderedAt'>, today: string): WindowState {
  if (window.orderedAt) return 'ordered';
  if (today < window.opensOn) return 'upcoming';
  if (today > window.closesOn) return 'closed';
  return 'open';
}

export const isWindowOpen = (window: Pick<BookingWindowRules, 'opensOn' | 'closesOn' | 'orderedAt'>, today: string): boolean =>
  windowState(window, today) === 'open';

/** Orders are placed only once booking has ended and only once. */
export const canPlaceOrders = (window: Pick<BookingWindowRules, 'opensOn' | 'closesOn' | 'orderedAt'>, today: string): boolean =>
  windowState(window, today) === 'closed';

export const isEligibleModel = (window: Pick<BookingWindowRules, 'modelSlugs'>, slug: string): boolean => window.modelSlugs.includes(slug);

export const isDeliveryMonth = (window: Pick<BookingWindowRules, 'deliveryMonths'>, month: string): boolean => window.deliveryMonths.includes(month);

/** The requested delivery date of a month's order: its first day. */
export const deliveryDateOf = (month: string): string => `${month}-01`;

function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Dating terms: the invoices of a month's order fall due `datingDays` after its delivery date. */
export const invoiceDueDateOf = (month: string, datingDays: number): string => addDays(deliveryDateOf(month), datingDays);

/** The dating days an order carries: from its requested delivery day to the day its invoices fall due. */
export const datingDaysOf = (deliveryDate: string, invoiceDueDate: string): number =>
  Math.round((Date.parse(`${invoiceDueDate.slice(0, 10)}T00:00:00Z`) - Date.parse(`${deliveryDate.slice(0, 10)}T00:00:00Z`)) / 86_400_000);

export type WindowProblem = 'closes_before_opens' | 'month_not_after_close' | 'months_not_unique';

/**
 * What is wrong with a window's dates: it must close on or after it opens, and every delivery month
 * must start after booking closes (a booking is never delivered before it is final).
 */
export function windowProblems(window: Pick<BookingWindowRules, 'opensOn' | 'closesOn' | 'deliveryMonths'>): WindowProblem[] {
  const problems: WindowProblem[] = [];
  if (window.closesOn < window.opensOn) problems.push('closes_before_opens');
  if (window.deliveryMonths.some((m) => deliveryDateOf(m) <= window.closesOn)) problems.push('month_not_after_close');
  if (new Set(window.deliveryMonths).size !== window.deliveryMonths.length) problems.push('months_not_unique');
  return problems;
}

/** Distinct months in calendar order. */
export const sortedMonths = (months: readonly string[]): string[] => [...new Set(months)].sort();

/**
 * A booked line's price: the article's own discount tiers plus the early-order discount as one more
 * tier, through the shared rule (the dealer gets the lowest unit price of the tiers that apply).
 */
export function bookingLinePrice(dealerPrice: number, qty: number, tiers: readonly DiscountTier[], discountPercent: number): LinePrice {
  return priceLine(dealerPrice, qty, discountPercent > 0 ? [...tiers, earlyOrderTier(discountPercent)] : tiers);
}

export interface BookedLine {
  modelSlug: string;
  articleCode: string;
  month: string;
  qty: number;
}

export interface ModelTotal {
  modelSlug: string;
  qty: number;
  /** Quantity per delivery month. */
  byMonth: Record<string, number>;
  /** How many customers booked the model. */
  customers: number;
}

/** Booked quantities per model (back office), models in first-seen order. */
export function totalsByModel(lines: readonly (BookedLine & { custCode: string })[]): ModelTotal[] {
  const totals = new Map<string, ModelTotal & { custs: Set<string> }>();
  for (const line of lines) {
    if (line.qty <= 0) continue;
    const total = totals.get(line.modelSlug) ?? { modelSlug: line.modelSlug, qty: 0, byMonth: {}, customers: 0, custs: new Set<string>() };
    total.qty += line.qty;
    total.byMonth[line.month] = (total.byMonth[line.month] ?? 0) + line.qty;
    total.custs.add(line.custCode);
    totals.set(line.modelSlug, total);
  }
  return [...totals.values()].map(({ custs, ...t }) => ({ ...t, customers: custs.size }));
}

/** Lines with a quantity, grouped per delivery month (one scheduled order each), months ascending. */
export function linesByMonth<T extends { month: string; qty: number }>(lines: readonly T[]): [string, T[]][] {
  const months = sortedMonths(lines.filter((l) => l.qty > 0).map((l) => l.month));
  return months.map((m) => [m, lines.filter((l) => l.month === m && l.qty > 0)]);
}
