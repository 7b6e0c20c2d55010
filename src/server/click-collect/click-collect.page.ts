// What /click-collect does: answer the shipment submit or a status move (form POSTs), then read the
// list for the chosen status tab and the chosen order's detail.
import { CC_SHIPMENTS, CC_STATUSES, isCcStatus, type CcStatus } from '../../domain/click-collect/click-collect.rules';
import { ccOrderId, ccShipmentsSchema, ccStatusSchema } from '../../domain/click-collect/click-collect.schema';
import type { CustCode } from '../auth/claims';
import { formText, readPageForm, UNREADABLE_FORM_KEY } from '../page-form';
import type { Services } from '../services';
import { moveCc, readCcOrder, readCcOrders, submitCcShipments, type CcChange, type CcOrder } from './click-collect.service';

export type CcPage =
  | { kind: 'redirect'; to: string }
  | { kind: 'render'; status: number; tab: CcStatus | null; orders: CcOrder[] | null; order: CcOrder | null; orderMissing: boolean; loadFailed: boolean;
      notice: string | null; error: string | null; missing: string[]; chosen: Record<string, string> };

const keyOf = (change: Exclude<CcChange, { ok: true }>) =>
  change.notFound ? 'click_collect.not_found' : change.message.startsWith('All item') ? 'click_collect.choose_all' : 'click_collect.change_refused';

interface PostOutcome {
  ok: boolean;
  status: number;
  key: string;
  notice?: string;
  missing?: string[];
  chosen?: Record<string, string>;
}

async function handlePost(services: Services, code: CustCode, orderId: string, request: Request): Promise<PostOutcome> {
  const read = await readPageForm(request);
  if (!read.ok) return { ok: false, status: 400, key: UNREADABLE_FORM_KEY };
  const { form } = read;
  if (formText(form, 'action') === 'status') {
    const parsed = ccStatusSchema.safeParse({ status: formText(form, 'status') });
    if (!parsed.success) return { ok: false, status: 400, key: UNREADABLE_FORM_KEY };
    const change = await moveCc(services.upstream, code.r3, orderId, parsed.data.status);
    return change.ok ? { ok: true, status: 303, key: '', notice: 'status' } : { ok: false, status: change.notFound ? 404 : 422, key: keyOf(change) };
  }
  const order = await readCcOrder(services.upstream, code.r3, orderId);
  if (!order) return { ok: false, status: 404, key: 'click_collect.not_found' };
  const chosen: Record<string, string> = {};
  for (const line of order.details) {
    const value = formText(form, `shipment-${line.id}`);
    if ((CC_SHIPMENTS as readonly string[]).includes(value)) chosen[line.id] = value;
  }
  const missing = order.details.filter((d) => !chosen[d.id]).map((d) => d.id);
  if (missing.length > 0) return { ok: false, status: 422, key: 'click_collect.choose_all', missing, chosen };
  const parsed = ccShipmentsSchema.safeParse({ shipment: Object.entries(chosen).map(([detailId, shipment]) => ({ detailId, shipment })), confirm: formText(form, 'confirm') === 'yes' });
  if (!parsed.success) return { ok: false, status: 422, key: 'click_collect.confirm_required', chosen };
  const change = await submitCcShipments(services.upstream, code.r3, orderId, parsed.data);
  return change.ok ? { ok: true, status: 303, key: '', notice: 'submitted' } : { ok: false, status: change.notFound ? 404 : 422, key: keyOf(change), chosen };
}

export async function runCcPage(services: Services, code: CustCode | null, request: Request, url: URL): Promise<CcPage> {
  const tabParam = url.searchParams.get('status') ?? '';
  const tab = isCcStatus(tabParam) ? tabParam : null;
  const idParam = ccOrderId.safeParse(url.searchParams.get('order') ?? '');
  const orderId = idParam.success ? idParam.data : null;
  let post: PostOutcome | null = null;
  if (request.method === 'POST' && code) {
    post = orderId ? await handlePost(services, code, orderId, request) : { ok: false, status: 404, key: 'click_collect.not_found' };
    if (post.ok) {
      const next = new URL(url);
      next.searchParams.set('done', post.notice ?? 'status');
      return { kind: 'redirect', to: `${next.pathname}${next.search}` };
    }
  }
  const done = request.method === 'GET' ? url.searchParams.get('done') : null;
  const notice = done === 'submitted' ? 'click_collect.submitted' : done === 'status' ? 'click_collect.status_changed' : null;
  const base = { status: post?.status ?? 200, tab, notice, error: post?.key ?? null, missing: post?.missing ?? [], chosen: post?.chosen ?? {} };
  if (!code) return { kind: 'render', ...base, orders: null, order: null, orderMissing: false, loadFailed: false };
  try {
    const [orders, order] = await Promise.all([readCcOrders(services.upstream, code.r3, tab ? [tab] : []), orderId ? readCcOrder(services.upstream, code.r3, orderId) : null]);
    const orderMissing = orderId !== null && order === null;
    return { kind: 'render', ...base, status: orderMissing && base.status === 200 ? 404 : base.status, orders, order, orderMissing, loadFailed: false };
  } catch (cause) {
    console.warn('[click-collect] orders could not be loaded', cause);
    return { kind: 'render', ...base, orders: null, order: null, orderMissing: false, loadFailed: true };
  }
}

export const CC_TABS: readonly CcStatus[] = CC_STATUSES;
