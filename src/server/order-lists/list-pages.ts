// Form posts of the saved order list pages: the same services as the API, answered with
// post-redirect-get on success and a translated message (and field errors) on failure.
import type { z } from 'zod';
import { orderListCreateSchema, orderListUpdateSchema, type OrderListSource } from '../../domain/order-lists/order-list.schema';
import type { ListLine } from '../../domain/order-lists/order-list.rules';
import { ApiError } from '../api/errors';
import { formText, UNREADABLE_FORM_KEY, type PageForm } from '../page-form';
import type { Services } from '../services';
import { OrderListsError } from './order-lists.errors';
import { changeList, createList, putListInCart, removeList, type ListToCartResult, type ListViewer, type OrderListDetail } from './order-lists.service';
import { formFieldErrors } from '../../domain/validation/field-errors';

export type ListPageOutcome =
  | { kind: 'redirect'; to: string }
  | { kind: 'cart'; result: ListToCartResult }
  | { kind: 'saved' }
  | { kind: 'error'; status: number; messageKey: string; params: Readonly<Record<string, string | number>>; fields: Record<string, string> };

type Deps = Pick<Services, 'db' | 'upstream'>;

function invalid(error: z.ZodError): ListPageOutcome {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join('.')] ??= issue.message;
  return { kind: 'error', status: 400, messageKey: 'api.error.validation', params: {}, fields };
}

async function run(work: () => Promise<ListPageOutcome>): Promise<ListPageOutcome> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError) {
      const params = error instanceof OrderListsError ? error.params : {};
      const fields = formFieldErrors(error.issues ?? []);
      return { kind: 'error', status: error.status, messageKey: error.messageKey, params, fields };
    }
    throw error;
  }
}

const notAForm: ListPageOutcome = { kind: 'error', status: 400, messageKey: UNREADABLE_FORM_KEY, params: {}, fields: {} };

function sourceOf(form: FormData): OrderListSource | { from: string } {
  const from = formText(form, 'source');
  if (from.startsWith('order:')) return { from: 'order', orderNumber: from.slice('order:'.length) };
  if (from === 'cart') return { from: 'cart' };
  return { from: 'text', text: formText(form, 'lines') };
}

/** New list from the lists page; on success the browser goes to the new (or, on a double submit, the same) list. */
/** `read`: the page's one readPageForm of the request, so the page can show the typed values again. */
export async function handleCreateForm(deps: Deps, viewer: ListViewer, read: PageForm, detailPath: (id: number) => string): Promise<ListPageOutcome> {
  if (!read.ok) return notAForm;
  const parsed = orderListCreateSchema.safeParse({
    name: formText(read.form, 'name'),
    shared: formText(read.form, 'shared') === 'on',
    submissionId: formText(read.form, 'submissionId'),
    source: sourceOf(read.form),
  });
  if (!parsed.success) return invalid(parsed.error);
  return run(async () => ({ kind: 'redirect', to: detailPath((await createList(deps, viewer, parsed.data)).id) }));
}

const keyOf = (line: Pick<ListLine, 'articleCode' | 'sorg'>) => `${line.sorg}|${line.articleCode}`;

/** The quantities typed into the list's table (`qty.<sorg>|<code>`), for the lines the list holds. */
function typedQuantities(form: FormData, list: OrderListDetail): { articleCode: string; sorg: string; qty: number }[] {
  return list.lines.flatMap((line) => {
    const raw = formText(form, `qty.${keyOf(line)}`).trim();
    if (raw === '') return [];
    return [{ articleCode: line.articleCode, sorg: line.sorg, qty: /^\d+$/.test(raw) ? Number(raw) : Number.NaN }];
  });
}

/** The buttons of a list page: save quantities, put all or the ticked lines in the cart, rename/share, delete. */
export async function handleListForm(deps: Deps, viewer: ListViewer, list: OrderListDetail, read: PageForm, listsPath: string): Promise<ListPageOutcome> {
  if (!read.ok) return notAForm;
  const form = read.form;
  const action = formText(form, 'action');
  return run(async () => {
    if (action === 'cart_all' || action === 'cart_chosen') {
      const picked = new Set(form.getAll('pick').filter((v): v is string => typeof v === 'string'));
      const lines = action === 'cart_all' ? undefined : list.lines.filter((l) => picked.has(keyOf(l))).map((l) => ({ articleCode: l.articleCode, sorg: l.sorg }));
      if (lines && lines.length === 0) return { kind: 'error', status: 400, messageKey: 'order_lists.choose_lines', params: {}, fields: {} };
      return { kind: 'cart', result: await putListInCart(deps, viewer, list.id, lines ? { lines } : {}) };
    }
    if (action === 'delete') {
      await removeList(deps, viewer, list.id);
      return { kind: 'redirect', to: listsPath };
    }
    const input = action === 'settings' ? { name: formText(form, 'name'), shared: formText(form, 'shared') === 'on' } : { lines: typedQuantities(form, list) };
    const parsed = orderListUpdateSchema.safeParse(input);
    if (!parsed.success) return invalid(parsed.error);
    await changeList(deps, viewer, list.id, parsed.data);
    return { kind: 'saved' };
  });
}
