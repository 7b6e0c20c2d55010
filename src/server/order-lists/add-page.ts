// /order/lists/add: what the "Save to list" buttons of the product page, the catalogue list and the
// cart open. A GET names the articles (`line=<sorg>|<code>` with `qty`, the product grid's
// `q.<sorg>|<code>` quantities, or `from=cart`) and shows them with name, price and stock beside the
// owner's lists and a new one; the POST adds them to the chosen list (or makes it) and goes to it.
// Plain forms, so the catalogue list, a hot page, ships no script for it.
import { mergeListLines, type ListLine } from '../../domain/order-lists/order-list.rules';
import { ORDER_LIST_MAX_LINES, orderListAddSchema, orderListName, submissionId } from '../../domain/order-lists/order-list.schema';
import { sameSitePath } from '../../domain/same-site-path';
import { ApiError } from '../api/errors';
import { readCart } from '../cart/cart.service';
import { claimKey, completeKey, releaseKey } from '../cart/idempotency.repo';
import { formText, readPageForm, UNREADABLE_FORM_KEY } from '../page-form';
import type { Services } from '../services';
import { lineDetails, lineKey, type LineDetail } from './line-details';
import { OrderListsError } from './order-lists.errors';
import { addToList, createList, visibleLists, type ListViewer, type OrderListSummary } from './order-lists.service';

type Deps = Pick<Services, 'db' | 'upstream'>;
type Source = Pick<URLSearchParams, 'get' | 'getAll'> & { keys(): IterableIterator<string> | Iterable<string> };

const LINE = /^([A-Z0-9]{2,8})\|(.{1,40})$/;
const wholeQty = (raw: string | null, fallback: number): number => (raw !== null && /^\d{1,6}$/.test(raw.trim()) ? Number(raw.trim()) : fallback);

/** The articles a request names, with their quantities; a quantity that is no whole number reads as 1 (GET) so the page can show it. */
export function requestedLines(params: Source): ListLine[] {
  const lines: ListLine[] = [];
  const single = params.getAll('line').length === 1;
  for (const value of params.getAll('line')) {
    const match = typeof value === 'string' ? LINE.exec(value) : null;
    if (!match) continue;
    const qty = wholeQty(params.get(`qty.${value}`) ?? (single ? params.get('qty') : null), 1);
    lines.push({ sorg: match[1]!, articleCode: match[2]!, qty });
  }
  for (const name of params.keys()) {
    const match = name.startsWith('q.') ? LINE.exec(name.slice(2)) : null;
    const qty = match ? wholeQty(params.get(name), 0) : 0;
    if (match && qty > 0) lines.push({ sorg: match[1]!, articleCode: match[2]!, qty });
  }
  return mergeListLines(lines).slice(0, ORDER_LIST_MAX_LINES);
}

/** Where to go back to: the `back` field, else the page the button was on (same site only). */
export function backOf(params: Source, request: Request): string | null {
  const given = sameSitePath(params.get('back'));
  if (given) return given;
  const referer = request.headers.get('referer');
  if (!referer) return null;
  try {
    const from = new URL(referer);
    return from.origin === new URL(request.url).origin ? sameSitePath(`${from.pathname}${from.search}`) : null;
  } catch {
    return null;
  }
}

export interface AddPageView {
  lines: (ListLine & { detail: LineDetail | null })[];
  /** The viewer's own lists: the only ones it may add to. */
  lists: OrderListSummary[];
  back: string | null;
  fromCart: boolean;
  /** What was typed, after a refused POST. */
  chosen: string;
  name: string;
}

export type AddPage =
  | { kind: 'redirect'; to: string }
  | { kind: 'render'; status: number; error: { key: string; params: Record<string, string | number> } | null; view: AddPageView };

async function linesOf(deps: Deps, viewer: ListViewer, params: Source): Promise<{ lines: ListLine[]; fromCart: boolean }> {
  if (params.get('from') !== 'cart') return { lines: requestedLines(params), fromCart: false };
  const cart = await readCart(deps.upstream, viewer.custR3);
  const typed = requestedLines(params);
  // A refused POST sends the quantities as typed; the first GET takes the cart's.
  return { lines: typed.length > 0 ? typed : mergeListLines(cart.lines.map((l) => ({ articleCode: l.articleCode, sorg: l.sorg, qty: l.qty }))), fromCart: true };
}

async function view(deps: Deps, viewer: ListViewer, lines: ListLine[], base: Omit<AddPageView, 'lines' | 'lists'>): Promise<AddPageView> {
  const [details, lists] = await Promise.all([lineDetails(deps.upstream, lines).catch(() => new Map<string, LineDetail>()), visibleLists(deps, viewer)]);
  return { ...base, lines: lines.map((l) => ({ ...l, detail: details.get(lineKey(l)) ?? null })), lists: lists.filter((l) => l.mine) };
}

/**
 * Adds once per form: the form's one-time token claims the portal's idempotency store, so a double
 * submit (or a reload of the answer) adds the lines once. False when the token was used for another request.
 */
async function addOnce(deps: Deps, viewer: ListViewer, target: number, lines: ListLine[], token: string): Promise<boolean> {
  const scope = `order-list-add:${viewer.userId}:${viewer.custR3}`;
  const claim = await claimKey(deps.db, scope, token, JSON.stringify([target, lines]));
  if (claim.kind === 'conflict') return false;
  if (claim.kind !== 'claimed') return true;
  try {
    await addToList(deps, viewer, target, { lines });
  } catch (error) {
    await releaseKey(deps.db, scope, token);
    throw error;
  }
  await completeKey(deps.db, scope, token, 200, JSON.stringify({ id: target }));
  return true;
}

/** The list to add to: the viewer's most recently changed own list, else a new one. */
const defaultChoice = (lists: readonly OrderListSummary[]): string => (lists[0] ? String(lists[0].id) : 'new');

export async function runAddPage(deps: Deps, viewer: ListViewer, request: Request, url: URL, listPath: (id: number, query: string) => string, defaultName: string): Promise<AddPage> {
  if (request.method !== 'POST') {
    const { lines, fromCart } = await linesOf(deps, viewer, url.searchParams);
    const back = backOf(url.searchParams, request);
    const shown = await view(deps, viewer, lines, { back, fromCart, chosen: '', name: defaultName });
    // Opened without articles (a bookmark, a button with every quantity at 0): the page says what to do.
    return { kind: 'render', status: 200, error: lines.length === 0 ? { key: 'order_lists.nothing_to_add', params: {} } : null, view: { ...shown, chosen: defaultChoice(shown.lists) } };
  }
  const read = await readPageForm(request);
  if (!read.ok) return { kind: 'render', status: 400, error: { key: UNREADABLE_FORM_KEY, params: {} }, view: await view(deps, viewer, [], { back: null, fromCart: false, chosen: 'new', name: defaultName }) };
  const form = read.form;
  const params: Source = { get: (n) => (form.has(n) ? formText(form, n) : null), getAll: (n) => form.getAll(n).filter((v): v is string => typeof v === 'string'), keys: () => form.keys() };
  const lines = requestedLines(params);
  const chosen = formText(form, 'list');
  const name = formText(form, 'name');
  const base = { back: sameSitePath(formText(form, 'back')), fromCart: formText(form, 'from') === 'cart', chosen, name };
  const refuse = async (status: number, key: string, params: Record<string, string | number> = {}): Promise<AddPage> => ({ kind: 'render', status, error: { key, params }, view: await view(deps, viewer, lines, base) });
  const parsed = orderListAddSchema.safeParse({ lines });
  if (!parsed.success) return refuse(400, parsed.error.issues[0]?.message ?? UNREADABLE_FORM_KEY);
  const token = submissionId.safeParse(formText(form, 'submissionId'));
  if (!token.success) return refuse(400, UNREADABLE_FORM_KEY);
  try {
    let id: number;
    if (chosen === 'new') {
      const listName = orderListName.safeParse(name);
      if (!listName.success) return refuse(400, listName.error.issues[0]?.message ?? UNREADABLE_FORM_KEY);
      id = (await createList(deps, viewer, { name: listName.data, shared: false, submissionId: token.data, source: { from: 'lines', lines: parsed.data.lines } })).id;
    } else {
      id = Number(chosen);
      if (!Number.isSafeInteger(id) || id < 1) return refuse(400, 'order_lists.choose_list');
      if (!(await addOnce(deps, viewer, id, parsed.data.lines, token.data))) return refuse(409, UNREADABLE_FORM_KEY);
    }
    const query = new URLSearchParams({ added: String(parsed.data.lines.length), ...(base.back ? { back: base.back } : {}) });
    return { kind: 'redirect', to: listPath(id, query.toString()) };
  } catch (error) {
    if (error instanceof ApiError) return refuse(error.status, error.messageKey, error instanceof OrderListsError ? error.params : {});
    throw error;
  }
}
