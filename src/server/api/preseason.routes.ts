// Pre-season booking (decision 0081). Dealers (page.preseason) read the open windows of the host's
// sales organisation, when their customer orders from it, and keep their own booking; the back office (preseason.manage) opens and
// changes windows, reads the booked totals per model and turns a closed window into orders.
import { Hono } from 'hono';
import { windowState } from '../../domain/preseason/preseason.rules';
import { bookingInputSchema, windowIdSchema, windowInputSchema } from '../../domain/preseason/preseason.schema';
import { priceBooking, readGridModels } from '../preseason/preseason.grid';
import { listWindows } from '../preseason/preseason.repo';
import {
  changeWindow, createWindow, findBooking, findWindow, placedOrders, placeWindowOrders, readWindowTotals, saveBooking, todayUtc, type Outcome,
} from '../preseason/preseason.service';
import { requireCustomerSite } from './customer-site.guard';
import { ApiError } from './errors';
import type { ActingVariables, AuthedEnv } from './guards';
import { requireActingCustomer, requireScopes } from './guards';
import { requestHost } from './request-host';
import { validate } from './validate';

const DEALER = 'page.preseason';
const MANAGE = 'preseason.manage';

const notFound = () => new ApiError(404, 'NOT_FOUND', 'Booking window not found', 'preseason.not_found');

function idOf(raw: string): number {
  const parsed = windowIdSchema.safeParse(raw);
  if (!parsed.success) throw notFound();
  return parsed.data;
}

function refusal(outcome: Exclude<Outcome<unknown>, { ok: true }>): ApiError {
  if (outcome.status === 404) return notFound();
  const code = outcome.status === 409 ? 'CONFLICT' : 'UNPROCESSABLE';
  return new ApiError(outcome.status, code, 'The booking could not be saved', outcome.key, outcome.issues);
}

export const preseasonRoutes = new Hono<AuthedEnv & { Variables: ActingVariables }>()
  .get('/preseason/windows', requireScopes(DEALER), requireActingCustomer, requireCustomerSite, async (c) => {
    const today = todayUtc();
    const windows = (await listWindows(c.var.services.db, requestHost(c).sorg)).filter((w) => windowState(w, today) !== 'upcoming');
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: windows.map((w) => ({ ...w, state: windowState(w, today) })) }, 200);
  })
  .get('/preseason/windows/:id/booking', requireScopes(DEALER), requireActingCustomer, requireCustomerSite, async (c) => {
    const window = await findWindow(c.var.services.db, requestHost(c).sorg, idOf(c.req.param('id')));
    if (!window || windowState(window, todayUtc()) === 'upcoming') throw notFound();
    const code = c.var.actingCustomer.r3;
    const [models, booking] = await Promise.all([readGridModels(c.var.services.upstream, window, code), findBooking(c.var.services.db, window.id, code)]);
    const lines = booking?.lines ?? [];
    const priced = priceBooking(models, lines, window.discountPercent);
    const orders = booking ? await placedOrders(c.var.services.db, [booking.id]) : [];
    c.header('Cache-Control', 'private, no-store');
    return c.json({
      data: {
        window: { ...window, state: windowState(window, todayUtc()) }, models, lines,
        totals: { qty: priced.qty, amount: priced.amount, listAmount: priced.listAmount, currency: priced.currency },
        orders: orders.map(({ bookingId: _b, ...o }) => o), updatedAt: booking?.updatedAt ?? null,
      },
    }, 200);
  })
  .put('/preseason/windows/:id/booking', requireScopes(DEALER), requireActingCustomer, requireCustomerSite, validate('json', bookingInputSchema), async (c) => {
    const window = await findWindow(c.var.services.db, requestHost(c).sorg, idOf(c.req.param('id')));
    if (!window || windowState(window, todayUtc()) === 'upcoming') throw notFound();
    const saved = await saveBooking(c.var.services, window, c.var.actingCustomer.r3, Number(c.var.auth.sub) || null, c.req.valid('json'));
    if (!saved.ok) throw refusal(saved);
    return c.json({ data: { lines: saved.value } }, 200);
  })
  .get('/admin/preseason/windows', requireScopes(MANAGE), async (c) => {
    const today = todayUtc();
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: (await listWindows(c.var.services.db, requestHost(c).sorg)).map((w) => ({ ...w, state: windowState(w, today) })) }, 200);
  })
  .post('/admin/preseason/windows', requireScopes(MANAGE), validate('json', windowInputSchema), async (c) => {
    const created = await createWindow(c.var.services, requestHost(c).sorg, c.req.valid('json'));
    if (!created.ok) throw refusal(created);
    return c.json({ data: { id: created.value } }, 201);
  })
  .put('/admin/preseason/windows/:id', requireScopes(MANAGE), validate('json', windowInputSchema), async (c) => {
    const changed = await changeWindow(c.var.services, requestHost(c).sorg, idOf(c.req.param('id')), c.req.valid('json'));
    if (!changed.ok) throw refusal(changed);
    return c.json({ data: { id: changed.value } }, 200);
  })
  .get('/admin/preseason/windows/:id/totals', requireScopes(MANAGE), async (c) => {
    const window = await findWindow(c.var.services.db, requestHost(c).sorg, idOf(c.req.param('id')));
    if (!window) throw notFound();
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: await readWindowTotals(c.var.services, window) }, 200);
  })
  .post('/admin/preseason/windows/:id/orders', requireScopes(MANAGE), async (c) => {
    const window = await findWindow(c.var.services.db, requestHost(c).sorg, idOf(c.req.param('id')));
    if (!window) throw notFound();
    const placed = await placeWindowOrders(c.var.services, window);
    if (!placed.ok) throw refusal(placed);
    return c.json({ data: placed.value }, 200);
  });
