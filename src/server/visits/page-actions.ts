// Form posts of the visit pages (create, edit, delete) run the same services as the API, answered
// with post-redirect-get on success and the page's messages on failure; and what the pages show.
import type { PhotoSlot, VisitBrand } from '../../domain/visits';
import { ApiError } from '../api/errors';
import { formText, readPageForm, UNREADABLE_FORM_KEY } from '../page-form';
import type { SourceFieldIssue } from '../field-messages';
import type { Services } from '../services';
import { readVisitForm } from './visit-form';
import type { VisitUser } from './visits.reach';
import { createVisit, deleteVisit, questions, updateVisit, type Visit } from './visits.service';

type Deps = Pick<Services, 'upstream' | 'blob'>;

export type VisitPostOutcome =
  | { kind: 'done'; id: string | null }
  | { kind: 'error'; messageKey: string; issues: readonly SourceFieldIssue[]; echo: Readonly<Record<string, string | string[]>> };

function failure(error: unknown, echo: Record<string, string | string[]> = {}): VisitPostOutcome {
  if (error instanceof ApiError) return { kind: 'error', messageKey: error.messageKey, issues: error.issues ?? [], echo };
  throw error;
}

/** Create or update from the page's multipart form. */
export async function saveVisitForm(deps: Deps, user: VisitUser, sorg: string, brand: VisitBrand, request: Request, id?: string): Promise<VisitPostOutcome> {
  let echo: Record<string, string | string[]> = {};
  try {
    const read = await readVisitForm(request);
    if (!read.ok) return { kind: 'error', messageKey: read.code === 'BODY' ? UNREADABLE_FORM_KEY : read.key, issues: read.issues, echo: read.echo };
    echo = read.echo;
    const visit = id ? await updateVisit(deps, user, sorg, brand, id, read.visit) : await createVisit(deps, user, sorg, brand, read.visit);
    return { kind: 'done', id: visit.id };
  } catch (error) {
    return failure(error, echo);
  }
}

export async function deleteVisitForm(deps: Deps, user: VisitUser, sorg: string, brand: VisitBrand, id: string, request: Request): Promise<VisitPostOutcome> {
  const read = await readPageForm(request);
  if (!read.ok || formText(read.form, 'action') !== 'delete') return { kind: 'error', messageKey: UNREADABLE_FORM_KEY, issues: [], echo: {} };
  try {
    await deleteVisit(deps, user, sorg, brand, id);
    return { kind: 'done', id: null };
  } catch (error) {
    return failure(error);
  }
}

/** A visit as the form's values. */
export function formValuesOf(v: Visit): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {
    custCode: v.custCode, otherMidrange: v.otherMidrange, otherMidrangeDescription: v.otherMidrangeDescription, brandDomination: v.brandDomination ? 'yes' : 'no',
    qtyPlgGrp: String(v.qtyPlgGrp), qtyNonPlgGrp: String(v.qtyNonPlgGrp), brandDisplay: v.brandDisplay, brandDisplayDescription: v.brandDisplayDescription,
    seriesList: v.seriesList, otherSeriesList: v.otherSeriesList.join(', '), equipment: v.equipment, equipmentText: v.equipmentText, notes: v.notes,
  };
  v.seriesBrand.forEach((s, i) => {
    values[`seriesBrand.${i}.brand`] = s.brand;
    values[`seriesBrand.${i}.series`] = s.series;
  });
  return values;
}

export type Questions = Awaited<ReturnType<typeof questions>>;

/** Labels of answer codes (an unknown code shows as it is). */
export function answerLabels(q: Questions) {
  return (list: keyof Questions, codes: readonly string[]): string => codes.map((c) => q[list].find((o) => o.code === c)?.label ?? c).join(', ');
}

export const photoPath = (brand: VisitBrand, id: string) => (slot: PhotoSlot) => `/api/visits/${brand}/${id}/photos/${slot}`;
