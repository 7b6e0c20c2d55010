// Saved order lists: made from the cart, one of the customer's orders, or pasted lines (the fast
// order's reader), and put back in the cart through the fast order's per-line checks (stock, order
// limit, price, availability) in one step. Viewer = the signed-in user acting for a customer.
import { parseFastOrder, FAST_ORDER_MAX_LINES } from '../../domain/cart/fast-order.rules';
import { ORDER_LIST_MAX_LINES, ORDER_LISTS_PER_CUSTOMER, type OrderListAddInput, type OrderListCreateInput, type OrderListSource, type OrderListToCartInput, type OrderListUpdateInput } from '../../domain/order-lists/order-list.schema';
import { applyQtyEdits, canEditList, canSeeList, chosenLines, mergeListLines, type ListLine } from '../../domain/order-lists/order-list.rules';
import type { ApiIssue } from '../api/errors';
import { readCart } from '../cart/cart.service';
import { fastOrder, type FastOrderResult } from '../cart/fast-order.service';
import { recentOrders } from '../cart/repeat-order.service';
import type { Services } from '../services';
import { orderListsError } from './order-lists.errors';
import { countLists, deleteList, findList, insertList, listsOfCustomer, updateList, type OrderListRow } from './order-lists.repo';

export interface ListViewer {
  userId: number;
  custR3: string;
  /** The host's sales organisation: pasted lines are ordered there. */
  sorg: string;
}

export type OrderListSummary = OrderListRow & { mine: boolean };
export type OrderListDetail = OrderListSummary & { lines: ListLine[] };

type Deps = Pick<Services, 'db' | 'upstream'>;

export async function visibleLists(deps: Pick<Services, 'db'>, viewer: ListViewer): Promise<OrderListSummary[]> {
  const rows = await listsOfCustomer(deps.db, viewer.custR3);
  return rows.filter((r) => canSeeList(r, viewer)).map((r) => ({ ...r, mine: r.ownerUserId === viewer.userId }));
}

/** A list the viewer may see, or 404: another customer's list and someone else's private list look the same. */
export async function visibleList(deps: Pick<Services, 'db'>, viewer: ListViewer, id: number): Promise<OrderListDetail> {
  const list = await findList(deps.db, viewer.custR3, id);
  if (!list || !canSeeList(list, viewer)) throw orderListsError('LIST_NOT_FOUND');
  return { ...list, mine: list.ownerUserId === viewer.userId };
}

async function sourceLines(deps: Deps, viewer: ListViewer, source: OrderListSource): Promise<ListLine[]> {
  switch (source.from) {
    case 'cart':
      return (await readCart(deps.upstream, viewer.custR3)).lines.map((l) => ({ articleCode: l.articleCode, sorg: l.sorg, qty: l.qty }));
    case 'order': {
      const order = (await recentOrders(deps.upstream, viewer.custR3)).find((o) => o.orderNumber === source.orderNumber);
      if (!order) throw orderListsError('ORDER_NOT_FOUND');
      return order.lines.map((l) => ({ articleCode: l.articleCode, sorg: order.sorg, qty: l.qty }));
    }
    case 'text': {
      const parsed = parseFastOrder(source.text);
      if (parsed.problems.length > 0) {
        const issues: ApiIssue[] = parsed.problems.map((p) => ({ path: `source.text.${p.lineNo}`, message: p.messageKey }));
        throw orderListsError('LIST_LINES_INVALID', { max: FAST_ORDER_MAX_LINES }, issues);
      }
      return parsed.lines.map((l) => ({ articleCode: l.articleCode, sorg: viewer.sorg, qty: l.qty }));
    }
    case 'lines':
      return source.lines;
  }
}

export async function createList(deps: Deps, viewer: ListViewer, input: OrderListCreateInput): Promise<{ id: number; created: boolean }> {
  const lines = mergeListLines(await sourceLines(deps, viewer, input.source));
  if (lines.length === 0) throw orderListsError('LIST_EMPTY');
  if (lines.length > ORDER_LIST_MAX_LINES) throw orderListsError('LIST_LINES_INVALID');
  if ((await countLists(deps.db, viewer.custR3)) >= ORDER_LISTS_PER_CUSTOMER) throw orderListsError('LIST_LIMIT', { max: ORDER_LISTS_PER_CUSTOMER });
  return insertList(deps.db, { custR3: viewer.custR3, ownerUserId: viewer.userId, name: input.name, shared: input.shared, submissionId: input.submissionId }, lines);
}

async function ownList(deps: Pick<Services, 'db'>, viewer: ListViewer, id: number): Promise<OrderListDetail> {
  const list = await visibleList(deps, viewer, id);
  if (!canEditList(list, viewer)) throw orderListsError('LIST_READ_ONLY');
  return list;
}

export async function changeList(deps: Pick<Services, 'db'>, viewer: ListViewer, id: number, input: OrderListUpdateInput): Promise<OrderListDetail> {
  const list = await ownList(deps, viewer, id);
  const lines = input.lines ? applyQtyEdits(list.lines, input.lines) : null;
  if (lines && lines.length === 0) throw orderListsError('LIST_EMPTY');
  await updateList(deps.db, id, { name: input.name, shared: input.shared }, lines);
  return visibleList(deps, viewer, id);
}

/** Adds lines to the owner's list: an article it holds already gets the quantity added. */
export async function addToList(deps: Pick<Services, 'db'>, viewer: ListViewer, id: number, input: OrderListAddInput): Promise<OrderListDetail> {
  const list = await ownList(deps, viewer, id);
  const lines = mergeListLines([...list.lines, ...input.lines]);
  if (lines.length > ORDER_LIST_MAX_LINES) throw orderListsError('LIST_LINES_INVALID');
  await updateList(deps.db, id, {}, lines);
  return visibleList(deps, viewer, id);
}

export async function removeList(deps: Pick<Services, 'db'>, viewer: ListViewer, id: number): Promise<void> {
  await ownList(deps, viewer, id);
  await deleteList(deps.db, id);
}

export interface ListToCartResult {
  results: (FastOrderResult & { sorg: string })[];
  added: number;
  totalQty: number;
}

/** The chosen lines (or all) go to the cart with the fast order's checks, one call per sales organisation. */
export async function putListInCart(deps: Deps, viewer: ListViewer, id: number, input: OrderListToCartInput): Promise<ListToCartResult> {
  const list = await visibleList(deps, viewer, id);
  const lines = chosenLines(list.lines, input.lines);
  if (lines.length === 0) throw orderListsError('LIST_EMPTY');
  const sorgs = [...new Set(lines.map((l) => l.sorg))];
  const results: ListToCartResult['results'] = [];
  let totalQty = 0;
  for (const sorg of sorgs) {
    const part = lines.filter((l) => l.sorg === sorg).map((l, i) => ({ lineNo: list.lines.indexOf(l) + 1 || i + 1, articleCode: l.articleCode, qty: l.qty }));
    const outcome = await fastOrder(deps.upstream, viewer.custR3, sorg, part);
    results.push(...outcome.results.map((r) => ({ ...r, sorg })));
    totalQty = outcome.totalQty || totalQty;
  }
  results.sort((a, b) => a.lineNo - b.lineNo);
  return { results, added: results.filter((r) => r.problem === null).length, totalQty };
}
