// What the third-party catalogue page does: read the query, answer a form POST (add to the cart,
// remove a line, check out one vendor) and load the page's data. The same services as /api.
import { idempotencyKeySchema } from '../../domain/cart/cart.schema';
import { tpCartLineSchema, tpCartRemoveSchema, tpCatalogQuery, tpCheckoutSchema, type TpCatalogQuery } from '../../domain/third-party/third-party.schema';
import type { CustCode } from '../auth/claims';
import { formText, readPageForm, UNREADABLE_FORM_KEY } from '../page-form';
import type { Services } from '../services';
import { addTpCartLine, removeTpCartLine } from './cart.service';
import { placeTpOrder, type TpLineError } from './checkout.service';
import { readShipTos, readTpCart, readTpProducts, readTpVendors, type ShipTo, type TpCartGroup, type TpProductPage, type TpVendor } from './third-party.reads';
import { formFieldErrors } from '../../domain/validation/field-errors';

export type CatalogAction =
  | { kind: 'redirect'; notice: 'added' | 'removed' }
  | { kind: 'placed'; orderNos: string[] }
  | { kind: 'failed'; status: number; messageKey: string; message?: string; vendorId?: string; fields: Record<string, string>; values: Record<string, string>; lineErrors: TpLineError[] };

export function catalogQueryOf(url: URL): TpCatalogQuery {
  const parsed = tpCatalogQuery.safeParse(Object.fromEntries([...url.searchParams].filter(([, v]) => v !== '')));
  return parsed.success ? parsed.data : tpCatalogQuery.parse({});
}

export async function handleCatalogForm(services: Services, userId: string, code: CustCode, request: Request): Promise<CatalogAction> {
  const read = await readPageForm(request);
  const fail = (status: number, messageKey: string, rest: Partial<Extract<CatalogAction, { kind: 'failed' }>> = {}): CatalogAction =>
    ({ kind: 'failed', status, messageKey, fields: {}, values: {}, lineErrors: [], ...rest });
  if (!read.ok) return fail(400, UNREADABLE_FORM_KEY);
  const { form } = read;
  const action = formText(form, 'action');
  const values = Object.fromEntries(['vendorId', 'articleCode', 'qty', 'shipto', 'reqDeliveryDate', 'notes', 'idempotencyKey'].map((k) => [k, formText(form, k)]));
  const present = Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== ''));
  if (action === 'add') {
    const parsed = tpCartLineSchema.safeParse(present);
    if (!parsed.success) return fail(400, 'third_party.add_failed', { fields: formFieldErrors(parsed.error.issues), values });
    const change = await addTpCartLine(services.upstream, code.r3, parsed.data);
    return change.ok ? { kind: 'redirect', notice: 'added' } : fail(422, 'third_party.cart_refused', { message: change.message, values });
  }
  if (action === 'remove') {
    const parsed = tpCartRemoveSchema.safeParse(present);
    if (!parsed.success) return fail(400, UNREADABLE_FORM_KEY);
    await removeTpCartLine(services.upstream, code.r3, parsed.data.vendorId, parsed.data.articleCode);
    return { kind: 'redirect', notice: 'removed' };
  }
  if (action === 'checkout') {
    const parsed = tpCheckoutSchema.safeParse(present);
    const key = idempotencyKeySchema.safeParse(values['idempotencyKey']);
    if (!parsed.success || !key.success) {
      return fail(400, 'third_party.checkout_invalid', { vendorId: values['vendorId'] ?? '', fields: parsed.success ? {} : formFieldErrors(parsed.error.issues), values });
    }
    const outcome = await placeTpOrder(services, { userId, custCode: code.r3 }, key.data, parsed.data);
    if (outcome.kind === 'placed') return { kind: 'placed', orderNos: outcome.orders.map((o) => o.orderNo) };
    if (outcome.kind === 'conflict') return fail(409, 'api.error.idempotency_conflict', { vendorId: parsed.data.vendorId, values });
    const fields = outcome.field === 'shipto' ? { shipto: 'third_party.shipto_changed' } : {};
    return fail(422, 'third_party.checkout_refused', { message: outcome.message, vendorId: parsed.data.vendorId, fields, values, lineErrors: outcome.lineErrors });
  }
  return fail(400, UNREADABLE_FORM_KEY);
}

export interface CatalogData {
  page: TpProductPage;
  vendors: TpVendor[];
  cart: TpCartGroup[];
  shipTos: ShipTo[];
}

export async function loadCatalog(services: Services, code: CustCode, query: TpCatalogQuery): Promise<CatalogData> {
  const [page, vendors, cart, shipTos] = await Promise.all([
    readTpProducts(services.upstream, code.r3, query),
    readTpVendors(services.upstream, code.r3),
    readTpCart(services.upstream, code.r3),
    readShipTos(services.upstream, code.r3),
  ]);
  return { page, vendors, cart, shipTos };
}

export type CatalogPage =
  | { kind: 'redirect'; to: string; status: 302 | 303 }
  | { kind: 'render'; status: number; query: TpCatalogQuery; data: CatalogData | null; loadFailed: boolean; notice: string | null; failure: Extract<CatalogAction, { kind: 'failed' }> | null };

/** The whole request of /3rd-party/catalog (and -new): POST actions first, then the page's reads. */
export async function runCatalogPage(services: Services, user: { sub: string; salesActiveCustCode: CustCode | null }, request: Request, url: URL, ordersPath: string): Promise<CatalogPage> {
  const code = user.salesActiveCustCode;
  const query = catalogQueryOf(url);
  let failure: Extract<CatalogAction, { kind: 'failed' }> | null = null;
  if (request.method === 'POST' && code) {
    const outcome = await handleCatalogForm(services, user.sub, code, request);
    if (outcome.kind === 'placed') return { kind: 'redirect', to: `${ordersPath}?placed=${encodeURIComponent(outcome.orderNos.join(','))}`, status: 303 };
    if (outcome.kind === 'redirect') {
      const next = new URL(url);
      next.searchParams.set('done', outcome.notice);
      return { kind: 'redirect', to: `${next.pathname}${next.search}${outcome.notice === 'added' ? '' : '#tp-cart'}`, status: 303 };
    }
    failure = outcome;
  }
  const done = request.method === 'GET' ? url.searchParams.get('done') : null;
  const notice = done === 'added' ? 'third_party.added' : done === 'removed' ? 'third_party.removed' : null;
  if (!code) return { kind: 'render', status: 200, query, data: null, loadFailed: false, notice, failure };
  try {
    return { kind: 'render', status: failure?.status ?? 200, query, data: await loadCatalog(services, code, query), loadFailed: false, notice, failure };
  } catch (error) {
    console.warn('[third-party] catalogue could not be loaded', error);
    return { kind: 'render', status: 200, query, data: null, loadFailed: true, notice, failure };
  }
}
