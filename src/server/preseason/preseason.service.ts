// Pre-season booking: the dealer's booking (checked against the window and its models), the back
// office's totals, and turning a closed window's bookings into scheduled orders upstream.
import {
  canPlaceOrders, deliveryDateOf, invoiceDueDateOf, isDeliveryMonth, isWindowOpen, linesByMonth, totalsByModel, windowProblems,
  type BookedLine, type ModelTotal, type WindowProblem,
} from '../../domain/preseason/preseason.rules';
import type { BookingInput, WindowInput } from '../../domain/preseason/preseason.schema';
import type { Services } from '../services';
import { PlaceScheduledOrderDocument } from '../upstream/generated';
import { readGridModels, type GridModel } from './preseason.grid';
import {
  findBooking, findWindow, insertWindow, markWindowOrdered, placedOrders, recordOrder, replaceBooking, updateWindow, windowLines, type BookingWindow,
} from './preseason.repo';

export const todayUtc = (): string => new Date().toISOString().slice(0, 10);

export interface Issue { path: string; message: string }

export type Outcome<T = void> = { ok: true; value: T } | { ok: false; status: 404 | 409 | 422; key: string; issues?: Issue[] };

const PROBLEM_KEYS: Record<WindowProblem, string> = {
  closes_before_opens: 'preseason.error.closes_before_opens',
  month_not_after_close: 'preseason.error.month_not_after_close',
  months_not_unique: 'preseason.error.months_not_unique',
};

function windowRefusal(input: WindowInput): Outcome<never> | null {
  const problems = windowProblems(input);
  if (problems.length === 0) return null;
  return { ok: false, status: 422, key: PROBLEM_KEYS[problems[0]!], issues: problems.map((p) => ({ path: p === 'closes_before_opens' ? 'closesOn' : 'deliveryMonths', message: PROBLEM_KEYS[p] })) };
}

export async function createWindow(services: Services, sorg: string, input: WindowInput): Promise<Outcome<number>> {
  return windowRefusal(input) ?? { ok: true, value: await insertWindow(services.db, sorg, input) };
}

export async function changeWindow(services: Services, sorg: string, id: number, input: WindowInput): Promise<Outcome<number>> {
  const window = await findWindow(services.db, sorg, id);
  if (!window) return { ok: false, status: 404, key: 'preseason.not_found' };
  if (window.orderedAt) return { ok: false, status: 409, key: 'preseason.error.already_ordered' };
  const refused = windowRefusal(input);
  if (refused) return refused;
  return (await updateWindow(services.db, sorg, id, input)) ? { ok: true, value: id } : { ok: false, status: 409, key: 'preseason.error.already_ordered' };
}

/**
 * Replaces the acting customer's booking. Refused when the window is not open, a month is not one
 * of the window's, or an article is not a bookable variant of an eligible model; nothing is written then.
 */
export async function saveBooking(services: Services, window: BookingWindow, custCode: string, userId: number | null, input: BookingInput, today = todayUtc()): Promise<Outcome<BookedLine[]>> {
  if (!isWindowOpen(window, today)) return { ok: false, status: 409, key: 'preseason.error.window_closed' };
  const models = await readGridModels(services.upstream, window, custCode);
  const modelOf = bookableArticles(models);
  const issues: Issue[] = [];
  const cells = new Map<string, BookedLine>();
  input.lines.forEach((line, i) => {
    const modelSlug = modelOf.get(line.articleCode);
    if (!modelSlug) issues.push({ path: `lines.${i}.articleCode`, message: 'preseason.error.not_eligible' });
    else if (!isDeliveryMonth(window, line.month)) issues.push({ path: `lines.${i}.month`, message: 'preseason.error.month_not_offered' });
    // The same cell twice counts once: the last value wins, as a form field typed twice would.
    else cells.set(`${line.articleCode}|${line.month}`, { modelSlug, articleCode: line.articleCode, month: line.month, qty: line.qty });
  });
  if (issues.length) return { ok: false, status: 422, key: 'preseason.error.lines', issues };
  const lines = [...cells.values()].filter((l) => l.qty > 0);
  await replaceBooking(services.db, window.id, custCode, userId, lines);
  return { ok: true, value: lines };
}

function bookableArticles(models: readonly GridModel[]): Map<string, string> {
  return new Map(models.flatMap((m) => m.variants.filter((v) => v.dealerPrice !== null).map((v) => [v.articleCode, m.slug] as const)));
}

export interface WindowTotals {
  models: (ModelTotal & { name: string })[];
  bookings: number;
  qty: number;
}

export async function readWindowTotals(services: Services, window: BookingWindow): Promise<WindowTotals> {
  const [lines, models] = await Promise.all([windowLines(services.db, window.id), readGridModels(services.upstream, window, null)]);
  const names = new Map(models.map((m) => [m.slug, m.name]));
  const totals = totalsByModel(lines);
  const order = new Map(window.modelSlugs.map((slug, i) => [slug, i]));
  totals.sort((a, b) => (order.get(a.modelSlug) ?? 999) - (order.get(b.modelSlug) ?? 999));
  return {
    models: totals.map((t) => ({ ...t, name: names.get(t.modelSlug) ?? t.modelSlug })),
    bookings: new Set(lines.map((l) => l.bookingId)).size,
    qty: totals.reduce((s, t) => s + t.qty, 0),
  };
}

export interface PlacementSummary {
  placed: number;
  failed: { custCode: string; month: string; message: string }[];
}

/**
 * Turns every booking of a closed window into one order per delivery month. Each month's order has
 * a key (window, booking, month): a repeated or concurrent run asks the upstream again with the same
 * key and gets the same order, so nothing is ordered twice. The window becomes final only when every
 * month was placed; a failure leaves it closed so the action can be repeated.
 */
export async function placeWindowOrders(services: Services, window: BookingWindow, today = todayUtc()): Promise<Outcome<PlacementSummary>> {
  if (window.orderedAt) return { ok: false, status: 409, key: 'preseason.error.already_ordered' };
  if (!canPlaceOrders(window, today)) return { ok: false, status: 409, key: 'preseason.error.still_open' };
  const lines = await windowLines(services.db, window.id);
  const bookings = [...new Set(lines.map((l) => l.bookingId))];
  const done = new Set((await placedOrders(services.db, bookings)).map((o) => `${o.bookingId}|${o.month}`));
  const summary: PlacementSummary = { placed: 0, failed: [] };
  for (const bookingId of bookings) {
    const own = lines.filter((l) => l.bookingId === bookingId && window.modelSlugs.includes(l.modelSlug) && isDeliveryMonth(window, l.month));
    const custCode = own[0]?.custCode ?? '';
    for (const [month, monthLines] of linesByMonth(own)) {
      if (done.has(`${bookingId}|${month}`)) continue;
      const invoiceDueDate = invoiceDueDateOf(month, window.datingDays);
      const { placeScheduledOrder: out } = await services.upstream.request(PlaceScheduledOrderDocument, {
        custCode, sorg: window.sorg, requestDeliveryDate: deliveryDateOf(month), invoiceDueDate, discountPercent: window.discountPercent,
        poNumber: `PRE-${window.id}-${month}`, lines: monthLines.map((l) => ({ article_code: l.articleCode, qty: l.qty })),
        idempotencyKey: `preseason:${window.id}:${bookingId}:${month}`,
      });
      const order = out.orders[0];
      if (!out.message.status || !order) {
        summary.failed.push({ custCode, month, message: out.productErrors[0]?.message ?? out.userErrors[0]?.message ?? out.message.description ?? '' });
        continue;
      }
      await recordOrder(services.db, { bookingId, month, orderNumber: order.orderNumber, amount: order.amount, currency: order.currency, invoiceDueDate });
      summary.placed += 1;
    }
  }
  if (summary.failed.length === 0) await markWindowOrdered(services.db, window.id);
  return { ok: true, value: summary };
}

export { findBooking, findWindow, placedOrders };
