// What /3rd-party/order does: a line-status form POST by the customer-vendor, then the orders page.
import { tpLineStatusSchema, tpOrdersQuery, type TpOrdersQuery } from '../../domain/third-party/third-party.schema';
import type { CustCode } from '../auth/claims';
import { formText, readPageForm, UNREADABLE_FORM_KEY } from '../page-form';
import type { Services } from '../services';
import { changeTpLineStatus } from './orders.service';
import { readTpOrders, type TpOrderPage } from './third-party.reads';

export type OrdersPage =
  | { kind: 'redirect'; to: string }
  | { kind: 'render'; status: number; query: TpOrdersQuery; orders: TpOrderPage | null; loadFailed: boolean; notice: string | null; error: string | null; placed: string[] };

export function ordersQueryOf(url: URL): TpOrdersQuery {
  const parsed = tpOrdersQuery.safeParse(Object.fromEntries([...url.searchParams].filter(([k, v]) => v !== '' && k !== 'placed' && k !== 'done')));
  return parsed.success ? parsed.data : tpOrdersQuery.parse({});
}

async function handleStatusForm(services: Services, code: CustCode, request: Request): Promise<{ ok: true } | { ok: false; status: number; key: string }> {
  const read = await readPageForm(request);
  if (!read.ok) return { ok: false, status: 400, key: UNREADABLE_FORM_KEY };
  const parsed = tpLineStatusSchema.safeParse({ orderNo: formText(read.form, 'orderNo'), articleCode: formText(read.form, 'articleCode'), status: formText(read.form, 'status') });
  if (!parsed.success) return { ok: false, status: 400, key: UNREADABLE_FORM_KEY };
  const outcome = await changeTpLineStatus(services.upstream, code.r3, parsed.data);
  if (outcome.ok) return { ok: true };
  return { ok: false, status: outcome.notFound ? 404 : 422, key: outcome.notFound ? 'third_party.order_not_found' : 'third_party.status_refused' };
}

export async function runOrdersPage(services: Services, code: CustCode | null, request: Request, url: URL): Promise<OrdersPage> {
  const query = ordersQueryOf(url);
  let error: string | null = null;
  let status = 200;
  if (request.method === 'POST' && code) {
    const outcome = await handleStatusForm(services, code, request);
    if (outcome.ok) {
      const next = new URL(url);
      next.searchParams.delete('placed');
      next.searchParams.set('done', 'status');
      return { kind: 'redirect', to: `${next.pathname}${next.search}` };
    }
    error = outcome.key;
    status = outcome.status;
  }
  const placed = request.method === 'GET' ? (url.searchParams.get('placed') ?? '').split(',').filter((n) => /^[A-Z0-9-]{1,30}$/.test(n)) : [];
  const notice = request.method === 'GET' && url.searchParams.get('done') === 'status' ? 'third_party.status_changed' : null;
  if (!code) return { kind: 'render', status, query, orders: null, loadFailed: false, notice, error, placed };
  try {
    return { kind: 'render', status, query, orders: await readTpOrders(services.upstream, code.r3, query), loadFailed: false, notice, error, placed };
  } catch (cause) {
    console.warn('[third-party] orders could not be loaded', cause);
    return { kind: 'render', status, query, orders: null, loadFailed: true, notice, error, placed };
  }
}
