// What /admin/preseason and /admin/preseason/:id do with their form POSTs: create or change a
// booking window, or turn a closed window's bookings into orders; then what the page shows.
import { windowState, type WindowState } from '../../domain/preseason/preseason.rules';
import { windowInputSchema, type WindowInput } from '../../domain/preseason/preseason.schema';
import { formFieldErrors } from '../../domain/validation/field-errors';
import { formText, readPageForm, UNREADABLE_FORM_KEY } from '../page-form';
import type { Services } from '../services';
import { findWindow, listWindows, windowOrders, type BookingWindow } from './preseason.repo';
import { changeWindow, createWindow, placeWindowOrders, readWindowTotals, todayUtc, type PlacementSummary, type WindowTotals } from './preseason.service';

/** The form's text as typed, so a refused form comes back as it was sent. */
export interface WindowFormValues {
  name: string;
  opensOn: string;
  closesOn: string;
  discountPercent: string;
  datingDays: string;
  months: string[];
  models: string;
}

export interface FormRefusal {
  status: number;
  error: string;
  fields: Record<string, string>;
  values: WindowFormValues;
}

export const formValuesOf = (w: BookingWindow | null): WindowFormValues => ({
  name: w?.name ?? '', opensOn: w?.opensOn ?? '', closesOn: w?.closesOn ?? '', discountPercent: w ? String(w.discountPercent) : '',
  datingDays: w ? String(w.datingDays) : '', months: w ? [...w.deliveryMonths] : [], models: w ? w.modelSlugs.join('\n') : '',
});

/** A model is named by its slug or pasted as its catalogue link (…/catalog/bike/<slug>). */
export function modelSlugsOf(text: string): string[] {
  return text.split(/[\s,]+/).map((s) => s.trim().replace(/[?#].*$/, '').replace(/\/+$/, '').split('/').pop() ?? '').filter((s) => s !== '');
}

function readValues(form: FormData): WindowFormValues {
  return {
    name: formText(form, 'name'), opensOn: formText(form, 'opensOn'), closesOn: formText(form, 'closesOn'), discountPercent: formText(form, 'discountPercent'),
    datingDays: formText(form, 'datingDays'), months: form.getAll('months').filter((m): m is string => typeof m === 'string'), models: formText(form, 'models'),
  };
}

type Parsed = { ok: true; input: WindowInput } | { ok: false; refusal: FormRefusal };

function parseWindowForm(values: WindowFormValues): Parsed {
  const parsed = windowInputSchema.safeParse({
    name: values.name, opensOn: values.opensOn, closesOn: values.closesOn, discountPercent: values.discountPercent.trim() === '' ? 0 : values.discountPercent.replace(',', '.'),
    datingDays: values.datingDays, deliveryMonths: values.months, modelSlugs: modelSlugsOf(values.models),
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  return { ok: false, refusal: { status: 400, error: 'account.check_input', fields: formFieldErrors(parsed.error.issues), values } };
}

export type AdminPost =
  | { kind: 'redirect'; to: string }
  | { kind: 'refused'; refusal: FormRefusal }
  | { kind: 'placed'; summary: PlacementSummary };

/** POST /admin/preseason: a new window, then its own page. */
export async function createWindowFromForm(services: Services, sorg: string, request: Request, base: string): Promise<AdminPost> {
  const read = await readPageForm(request);
  if (!read.ok) return { kind: 'refused', refusal: { status: 400, error: UNREADABLE_FORM_KEY, fields: {}, values: formValuesOf(null) } };
  const values = readValues(read.form);
  const parsed = parseWindowForm(values);
  if (!parsed.ok) return { kind: 'refused', refusal: parsed.refusal };
  const created = await createWindow(services, sorg, parsed.input);
  if (!created.ok) return { kind: 'refused', refusal: { status: created.status, error: created.key, fields: formFieldErrors(created.issues ?? []), values } };
  return { kind: 'redirect', to: `${base}/${created.value}?done=created` };
}

/** POST /admin/preseason/:id: `action=save` changes the window, `action=place` places the orders. */
export async function windowPost(services: Services, window: BookingWindow, request: Request, self: string): Promise<AdminPost> {
  const read = await readPageForm(request);
  if (!read.ok) return { kind: 'refused', refusal: { status: 400, error: UNREADABLE_FORM_KEY, fields: {}, values: formValuesOf(window) } };
  if (formText(read.form, 'action') === 'place') {
    const placed = await placeWindowOrders(services, window);
    if (!placed.ok) return { kind: 'refused', refusal: { status: placed.status, error: placed.key, fields: {}, values: formValuesOf(window) } };
    return placed.value.failed.length === 0 ? { kind: 'redirect', to: `${self}?done=placed` } : { kind: 'placed', summary: placed.value };
  }
  const values = readValues(read.form);
  const parsed = parseWindowForm(values);
  if (!parsed.ok) return { kind: 'refused', refusal: parsed.refusal };
  const changed = await changeWindow(services, window.sorg, window.id, parsed.input);
  if (!changed.ok) return { kind: 'refused', refusal: { status: changed.status, error: changed.key, fields: formFieldErrors(changed.issues ?? []), values } };
  return { kind: 'redirect', to: `${self}?done=saved` };
}

/** Months offered as delivery months: this month and the next 17, plus any the window already has. */
export function monthChoices(today: string, chosen: readonly string[]): string[] {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const months = Array.from({ length: 18 }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 + i, 1));
    return d.toISOString().slice(0, 7);
  });
  return [...new Set([...months, ...chosen])].sort();
}

export interface WindowListRow extends BookingWindow { state: WindowState }

export async function windowRows(services: Services, sorg: string): Promise<WindowListRow[]> {
  const today = todayUtc();
  return (await listWindows(services.db, sorg)).map((w) => ({ ...w, state: windowState(w, today) }));
}

export type WindowOrder = Awaited<ReturnType<typeof windowOrders>>[number];

export async function windowDetail(services: Services, sorg: string, id: number): Promise<{ window: WindowListRow; totals: WindowTotals | null; orders: WindowOrder[] } | null> {
  const window = await findWindow(services.db, sorg, id);
  if (!window) return null;
  const [totals, orders] = await Promise.all([
    readWindowTotals(services, window).catch((cause: unknown) => {
      console.warn('[preseason] totals could not be read', cause);
      return null;
    }),
    windowOrders(services.db, window.id),
  ]);
  return { window: { ...window, state: windowState(window, todayUtc()) }, totals, orders };
}
