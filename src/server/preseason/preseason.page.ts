// What /preseason does: on a POST save the acting customer's grid (every `q.<article>.<month>`
// field; an empty field is 0), then read the windows, the chosen window's grid and the booking.
import { windowState, type BookedLine, type WindowState } from '../../domain/preseason/preseason.rules';
import { bookingInputSchema, parseCellName, windowIdSchema, MAX_BOOKING_LINES } from '../../domain/preseason/preseason.schema';
import type { CustCode } from '../auth/claims';
import { ordersOnSite } from '../auth/customer-sites';
import { formText, readPageForm, UNREADABLE_FORM_KEY } from '../page-form';
import type { Services } from '../services';
import { priceBooking, readGridModels, type GridModel, type PricedBooking } from './preseason.grid';
import { listWindows, type BookingWindow, type PlacedOrder } from './preseason.repo';
import { findBooking, placedOrders, saveBooking, todayUtc } from './preseason.service';

export interface PreseasonView {
  windows: (BookingWindow & { state: WindowState })[];
  window: (BookingWindow & { state: WindowState }) | null;
  models: GridModel[];
  /** The quantity shown in each cell, `article|month` → text as typed (after a refused POST) or saved. */
  cells: Map<string, string>;
  priced: PricedBooking | null;
  orders: PlacedOrder[];
  updatedAt: string | null;
}

export type PreseasonPage =
  | { kind: 'redirect'; to: string }
  | ({ kind: 'render'; status: number; notice: string | null; error: string | null; loadFailed: boolean } & PreseasonView);

const cellKey = (articleCode: string, month: string) => `${articleCode}|${month}`;

/** The grid's fields as booking lines; null when a field is no whole number in range. */
function linesOf(form: FormData): { lines: { articleCode: string; month: string; qty: number }[]; typed: Map<string, string> } | null {
  const lines: { articleCode: string; month: string; qty: number }[] = [];
  const typed = new Map<string, string>();
  for (const [name, value] of form.entries()) {
    const cell = parseCellName(name);
    if (!cell || typeof value !== 'string') continue;
    typed.set(cellKey(cell.articleCode, cell.month), value);
    const text = value.trim();
    lines.push({ ...cell, qty: text === '' ? 0 : Number(text) });
  }
  return lines.length > MAX_BOOKING_LINES ? null : { lines, typed };
}

function chooseWindow(windows: PreseasonView['windows'], wanted: number | null) {
  if (wanted !== null) return windows.find((w) => w.id === wanted) ?? null;
  return windows.find((w) => w.state === 'open') ?? windows[0] ?? null;
}

export async function runPreseasonPage(services: Services, sorg: string, code: CustCode | null, userId: number | null, request: Request, url: URL): Promise<PreseasonPage> {
  const today = todayUtc();
  // Another country's windows are not this customer's to see or book.
  if (code && !(await ordersOnSite(services.upstream, code, sorg))) {
    return { kind: 'render', status: 403, notice: null, error: 'customer.wrong_site', loadFailed: false, windows: [], window: null, models: [], cells: new Map(), priced: null, orders: [], updatedAt: null };
  }
  const idParam = windowIdSchema.safeParse(url.searchParams.get('window') ?? '');
  const windows = (await listWindows(services.db, sorg)).map((w) => ({ ...w, state: windowState(w, today) })).filter((w) => w.state !== 'upcoming');
  const window = chooseWindow(windows, idParam.success ? idParam.data : null);
  const empty: PreseasonView = { windows, window, models: [], cells: new Map(), priced: null, orders: [], updatedAt: null };
  let status = window || !idParam.success ? 200 : 404;
  let error: string | null = window || !idParam.success ? null : 'preseason.not_found';
  let typed: Map<string, string> | null = null;
  if (request.method === 'POST' && code && window) {
    const read = await readPageForm(request, 256 * 1024);
    // The grid names its submit: a form without it is no booking (an empty one would clear the booking).
    const parsed = read.ok && formText(read.form, 'action') === 'save' ? linesOf(read.form) : null;
    const input = parsed ? bookingInputSchema.safeParse({ lines: parsed.lines }) : null;
    typed = parsed?.typed ?? null;
    if (!input?.success) {
      status = 400;
      error = parsed ? 'preseason.error.qty' : UNREADABLE_FORM_KEY;
    } else {
      const saved = await saveBooking(services, window, code.r3, userId, input.data, today);
      if (saved.ok) return { kind: 'redirect', to: `${url.pathname}?window=${window.id}&done=saved` };
      status = saved.status;
      error = saved.key;
    }
  }
  const notice = request.method === 'GET' && url.searchParams.get('done') === 'saved' ? 'preseason.saved' : null;
  const base = { kind: 'render' as const, status, notice, error, loadFailed: false };
  if (!code || !window) return { ...base, ...empty };
  try {
    const [models, booking] = await Promise.all([readGridModels(services.upstream, window, code.r3), findBooking(services.db, window.id, code.r3)]);
    const lines: BookedLine[] = booking?.lines ?? [];
    const cells = new Map(lines.map((l) => [cellKey(l.articleCode, l.month), String(l.qty)]));
    for (const [key, value] of typed ?? []) cells.set(key, value);
    const orders = booking ? await placedOrders(services.db, [booking.id]) : [];
    return { ...base, ...empty, models, cells, priced: priceBooking(models, lines, window.discountPercent), orders, updatedAt: booking?.updatedAt ?? null };
  } catch (cause) {
    console.warn('[preseason] the booking grid could not be loaded', cause);
    return { ...base, ...empty, loadFailed: true };
  }
}

export { cellKey };
