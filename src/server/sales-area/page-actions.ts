// The /sales-area page's category form: ticked region ids and one category, checked by the same
// rules as the API, then the same update.
import { hasAllScopes } from '../../domain/routes';
import { rowsFromForm, salesAreaFormProblem, salesAreaUpdateSchema } from '../../domain/visits';
import { ApiError } from '../api/errors';
import { readPageForm, UNREADABLE_FORM_KEY } from '../page-form';
import type { UpstreamClient } from '../upstream';
import { SALES_AREA_UPDATE_SCOPE, updateCategories } from './sales-area.service';

export type SalesAreaOutcome = { kind: 'done'; updated: number } | { kind: 'error'; messageKey: string; selected: string[] };

export const mayUpdateSalesAreas = (scopes: readonly string[]): boolean => hasAllScopes(scopes, [SALES_AREA_UPDATE_SCOPE]);

export async function handleSalesAreaForm(upstream: UpstreamClient, country: string, request: Request): Promise<SalesAreaOutcome> {
  const read = await readPageForm(request);
  if (!read.ok) return { kind: 'error', messageKey: UNREADABLE_FORM_KEY, selected: [] };
  const selected = read.form.getAll('regionId').filter((v): v is string => typeof v === 'string');
  const category = read.form.get('category');
  const chosen = typeof category === 'string' ? category : '';
  const problem = salesAreaFormProblem(selected, chosen);
  const parsed = salesAreaUpdateSchema.safeParse(rowsFromForm(selected, chosen));
  if (problem || !parsed.success) return { kind: 'error', messageKey: problem ?? 'sales_area.error.region_required', selected };
  try {
    return { kind: 'done', updated: await updateCategories(upstream, country, parsed.data) };
  } catch (error) {
    if (error instanceof ApiError) return { kind: 'error', messageKey: error.messageKey, selected };
    throw error;
  }
}
