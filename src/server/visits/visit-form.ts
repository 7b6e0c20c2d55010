// Reads a visit from a multipart form: the API and the page's own form post share it. Field names
// are the spec's; lists repeat their name; seriesBrand rows are `seriesBrand.N.brand` / `.series`;
// photos are files under their slot names; `remove` names slots to empty when editing.
import { z } from 'zod';
import { isPhotoSlot, PHOTO_MAX_SENT_BYTES, PHOTO_SLOTS, sentPhotoCheck, splitList, visitFieldsSchema, visitKeySchema, type PhotoSlot, type PhotoType, type VisitFields } from '../../domain/visits';
import { toIssues } from '../api/validate';
import type { ApiIssue } from '../api/errors';
import { readPageForm } from '../page-form';
import type { MessageKey } from '../i18n';
import { visitsError, type VisitsErrorCode } from './visits.errors';

/**
 * Eleven photos of the largest size sent, plus the text fields: the whole form's limit, which
 * body-limits.ts leaves to this route (a multipart form with files), named in its message (88 MB).
 */
export const VISIT_BODY_MAX_BYTES = PHOTO_SLOTS.length * PHOTO_MAX_SENT_BYTES + 256 * 1024;

export interface Photo {
  slot: PhotoSlot;
  bytes: Uint8Array;
  type: PhotoType;
}

export interface VisitSubmission {
  fields: VisitFields;
  photos: Photo[];
  remove: PhotoSlot[];
  key: string | null;
}

export type VisitFormResult = { ok: true; visit: VisitSubmission; echo: Record<string, string | string[]> } | { ok: false; issues: ApiIssue[]; echo: Record<string, string | string[]>; code: VisitsErrorCode; key: MessageKey };

const texts = (form: FormData, name: string): string[] => form.getAll(name).filter((v): v is string => typeof v === 'string');
const one = (form: FormData, name: string): string => texts(form, name)[0] ?? '';

function seriesBrandRows(form: FormData): { brand: string; series: string }[] {
  const rows: { brand: string; series: string }[] = [];
  for (let i = 0; i < 5; i++) {
    const brand = one(form, `seriesBrand.${i}.brand`).trim();
    const series = one(form, `seriesBrand.${i}.series`).trim();
    if (brand !== '' || series !== '') rows.push({ brand, series });
  }
  return rows;
}

function rawFields(form: FormData) {
  const domination = one(form, 'brandDomination');
  return {
    custCode: one(form, 'custCode'),
    otherMidrange: texts(form, 'otherMidrange'),
    otherMidrangeDescription: one(form, 'otherMidrangeDescription'),
    brandDomination: domination === 'yes' ? true : domination === 'no' ? false : undefined,
    qtyPlgGrp: one(form, 'qtyPlgGrp').trim() === '' ? undefined : one(form, 'qtyPlgGrp'),
    qtyNonPlgGrp: one(form, 'qtyNonPlgGrp').trim() === '' ? undefined : one(form, 'qtyNonPlgGrp'),
    brandDisplay: one(form, 'brandDisplay'),
    brandDisplayDescription: one(form, 'brandDisplayDescription'),
    seriesList: texts(form, 'seriesList'),
    seriesBrand: seriesBrandRows(form),
    otherSeriesList: splitList(one(form, 'otherSeriesList')),
    equipment: texts(form, 'equipment'),
    equipmentText: one(form, 'equipmentText'),
    notes: one(form, 'notes'),
  };
}

/** What the form showed, to fill it again after a refusal (no files). */
function echoOf(form: FormData): Record<string, string | string[]> {
  const echo: Record<string, string | string[]> = {};
  for (const [name, value] of form) {
    if (typeof value !== 'string') continue;
    const prev = echo[name];
    echo[name] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
  }
  return echo;
}

type PhotoRead = { ok: true; photos: Photo[] } | { ok: false; code: VisitsErrorCode; key: MessageKey; issues: ApiIssue[] };

async function photosOf(form: FormData): Promise<PhotoRead> {
  const photos: Photo[] = [];
  for (const slot of PHOTO_SLOTS) {
    const file = form.get(slot);
    if (!file || typeof file === 'string' || file.size === 0) continue;
    const bytes = new Uint8Array(await file.arrayBuffer());
    const check = sentPhotoCheck(bytes);
    if (!check.ok) {
      const code = check.problem === 'visits.error.photo_not_image' ? 'PHOTO_TYPE' : check.problem === 'visits.error.photo_too_large_sent' ? 'PHOTO_TOO_LARGE' : 'PHOTO_EMPTY';
      return { ok: false, code, key: check.problem, issues: [{ path: slot, message: check.problem }] };
    }
    photos.push({ slot, bytes, type: check.type });
  }
  return { ok: true, photos };
}

export async function readVisitForm(request: Request): Promise<VisitFormResult> {
  const read = await readPageForm(request, VISIT_BODY_MAX_BYTES);
  if (!read.ok) throw read.reason === 'too_large' ? visitsError('PHOTOS_TOO_LARGE') : visitsError('BODY');
  const form = read.form;
  const echo = echoOf(form);
  const parsed = visitFieldsSchema.safeParse(rawFields(form));
  const keyText = one(form, 'idempotencyKey');
  const key = keyText === '' ? null : visitKeySchema.safeParse(keyText);
  const issues = [...(parsed.success ? [] : toIssues(parsed.error.issues)), ...(key && !key.success ? [{ path: 'idempotencyKey', message: 'validation.alphanumeric' }] : [])];
  if (!parsed.success || issues.length > 0) return { ok: false, issues, echo, code: 'BODY', key: 'api.error.validation' };
  const photos = await photosOf(form);
  if (!photos.ok) return { ...photos, echo };
  const remove = texts(form, 'remove').filter(isPhotoSlot);
  return { ok: true, visit: { fields: parsed.data, photos: photos.photos, remove, key: key?.success ? key.data : null }, echo };
}

export const visitParams = z.object({ brand: z.enum(['polygon', 'wim']), id: z.string().regex(/^\d{1,12}$/) });
export const brandParam = z.object({ brand: z.enum(['polygon', 'wim']) });
export const photoParams = visitParams.extend({ slot: z.enum(PHOTO_SLOTS) });
