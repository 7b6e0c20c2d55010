// Store visits: list, one, create (idempotent, photos to the blob store first), update, delete,
// photo bytes and the question lists. Every visit read is checked against the user's reach.
import { PHOTO_EXTENSIONS, PHOTO_SLOTS, type PhotoSlot, type VisitBrand, type VisitFields, type VisitListQuery } from '../../domain/visits';
import type { Services } from '../services';
import type { FormVisitFieldsFragment, FormVisitImagesInput } from '../upstream/generated';
import { CreateFormVisitDocument, DeleteFormVisitDocument, FormVisitQuestionsDocument, FormVisitsDocument, UpdateFormVisitDocument } from '../upstream/generated';
import { demoPhotoSvg } from './demo-photo';
import type { Photo, VisitSubmission } from './visit-form';
import { checkForm, reachOf, requireInReach, type Reach, type VisitUser } from './visits.reach';
import { visitsError } from './visits.errors';

export type Visit = FormVisitFieldsFragment;
type Deps = Pick<Services, 'upstream' | 'blob'>;

export interface VisitPage {
  rows: Visit[];
  page: number;
  limit: number;
  total: number;
  pageCount: number;
}

export async function listVisits(deps: Deps, user: VisitUser, sorg: string, brand: VisitBrand, q: VisitListQuery, reach?: Reach): Promise<VisitPage> {
  checkForm(user, brand);
  const r = reach ?? (await reachOf(deps.upstream, user, sorg, brand));
  const codes = r.customers.map((c) => c.r3);
  const custCodes = q.custCode ? (r.all || codes.includes(q.custCode) || r.customers.some((c) => c.code === q.custCode) ? [q.custCode] : []) : codes;
  const { formVisits } = await deps.upstream.request(FormVisitsDocument, { brand, page: q.page, limit: q.limit, from: q.from ?? null, to: q.to ?? null, custCodes });
  return { rows: formVisits.data, page: q.page, limit: q.limit, total: formVisits.info.count, pageCount: formVisits.info.pageTotal };
}

/** The visit, or a 404 when it does not exist; a 403 when it is of a customer outside the user's reach. */
export async function findVisit(deps: Deps, user: VisitUser, sorg: string, brand: VisitBrand, id: string): Promise<Visit> {
  checkForm(user, brand);
  const { formVisits } = await deps.upstream.request(FormVisitsDocument, { brand, id, page: 1, limit: 1 });
  const visit = formVisits.data[0];
  if (!visit) throw visitsError('VISIT_NOT_FOUND');
  requireInReach(await reachOf(deps.upstream, user, sorg, brand), visit.custCode);
  return visit;
}

export async function questions(deps: Deps, brand: VisitBrand) {
  const q = await deps.upstream.request(FormVisitQuestionsDocument, { brand });
  return { otherMidrange: q.formVisitOtherMidranges, equipment: q.formVisitEquipments, brandDisplay: q.formVisitBrandDisplays, series: q.formVisitSeries };
}

/** Answers must come from the brand's question lists. */
async function checkAnswers(deps: Deps, brand: VisitBrand, fields: VisitFields): Promise<void> {
  const q = await questions(deps, brand);
  const codes = (list: { code: string }[]) => new Set(list.map((o) => o.code));
  const bad: { path: string; message: string }[] = [];
  const check = (path: string, values: readonly string[], allowed: Set<string>) => {
    if (values.some((v) => !allowed.has(v))) bad.push({ path, message: 'visits.error.unknown_answer' });
  };
  check('otherMidrange', fields.otherMidrange, codes(q.otherMidrange));
  check('equipment', fields.equipment, codes(q.equipment));
  check('brandDisplay', [fields.brandDisplay], codes(q.brandDisplay));
  check('seriesList', fields.seriesList, codes(q.series));
  if (bad.length > 0) throw visitsError('BODY', 'account.check_input', bad);
}

const photoKey = (brand: VisitBrand, folder: string, photo: Photo) => `visits/${brand}/${folder}/${photo.slot}.${PHOTO_EXTENSIONS[photo.type]}`;

async function storePhotos(deps: Deps, brand: VisitBrand, folder: string, photos: readonly Photo[]): Promise<Partial<Record<PhotoSlot, string>>> {
  const refs: Partial<Record<PhotoSlot, string>> = {};
  for (const photo of photos) {
    const key = photoKey(brand, folder, photo);
    await deps.blob.put(key, photo.bytes, photo.type);
    refs[photo.slot] = key;
  }
  return refs;
}

async function dropFiles(deps: Deps, refs: readonly (string | null | undefined)[]): Promise<void> {
  for (const ref of refs) if (ref && !ref.startsWith('demo:')) await deps.blob.delete(ref);
}

const input = (fields: VisitFields, images: FormVisitImagesInput) => ({ ...fields, images });

/**
 * Files the visit once per key: the photos go to keys derived from it, so a retry writes the same
 * files again and the upstream answers with the first visit.
 */
export async function createVisit(deps: Deps, user: VisitUser, sorg: string, brand: VisitBrand, submission: VisitSubmission): Promise<Visit> {
  checkForm(user, brand);
  requireInReach(await reachOf(deps.upstream, user, sorg, brand), submission.fields.custCode);
  await checkAnswers(deps, brand, submission.fields);
  const key = submission.key ?? crypto.randomUUID();
  const refs = await storePhotos(deps, brand, `new-${key}`, submission.photos);
  const { createFormVisit } = await deps.upstream.request(CreateFormVisitDocument, { brand, input: input(submission.fields, refs), createdBy: user.name, idempotencyKey: key });
  if (!createFormVisit.visit) {
    // A definite refusal keeps no orphan files (a lost answer keeps them for the retry).
    await dropFiles(deps, Object.values(refs));
    throw visitsError('SAVE_FAILED');
  }
  return createFormVisit.visit;
}

export async function updateVisit(deps: Deps, user: VisitUser, sorg: string, brand: VisitBrand, id: string, submission: VisitSubmission): Promise<Visit> {
  const before = await findVisit(deps, user, sorg, brand, id);
  requireInReach(await reachOf(deps.upstream, user, sorg, brand), submission.fields.custCode);
  await checkAnswers(deps, brand, submission.fields);
  const refs: FormVisitImagesInput = await storePhotos(deps, brand, `${id}-${crypto.randomUUID()}`, submission.photos);
  for (const slot of submission.remove) if (!(slot in refs)) refs[slot] = null;
  const { updateFormVisit } = await deps.upstream.request(UpdateFormVisitDocument, { brand, id, input: input(submission.fields, refs) });
  if (!updateFormVisit.visit) throw visitsError('SAVE_FAILED');
  await dropFiles(deps, PHOTO_SLOTS.filter((s) => s in refs).map((s) => before.images[s]));
  return updateFormVisit.visit;
}

export async function deleteVisit(deps: Deps, user: VisitUser, sorg: string, brand: VisitBrand, id: string): Promise<void> {
  const visit = await findVisit(deps, user, sorg, brand, id);
  const { deleteFormVisit } = await deps.upstream.request(DeleteFormVisitDocument, { brand, id });
  if (!deleteFormVisit.message.status) throw visitsError('VISIT_NOT_FOUND');
  await dropFiles(deps, PHOTO_SLOTS.map((s) => visit.images[s]));
}

export async function readPhoto(deps: Deps, user: VisitUser, sorg: string, brand: VisitBrand, id: string, slot: PhotoSlot): Promise<{ body: Uint8Array; contentType: string; generated: boolean }> {
  const visit = await findVisit(deps, user, sorg, brand, id);
  const ref = visit.images[slot];
  if (!ref) throw visitsError('VISIT_NOT_FOUND');
  if (ref.startsWith('demo:')) return { body: new TextEncoder().encode(demoPhotoSvg(ref.slice(5))), contentType: 'image/svg+xml; charset=utf-8', generated: true };
  const object = await deps.blob.get(ref);
  if (!object) throw visitsError('VISIT_NOT_FOUND');
  return { body: object.body, contentType: object.contentType, generated: false };
}
