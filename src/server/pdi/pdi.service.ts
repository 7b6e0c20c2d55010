// PDIs of the acting customer: list (with or without deleted ones), read one (a 404 for another
// customer's), create, update, soft delete and restore; the checklist of a merchandise.
import type { PdiInput, PdiListQuery } from '../../domain/pdi';
import type { CustCode } from '../auth/claims';
import { claimsError } from '../claims/claims.errors';
import type { UpstreamClient } from '../upstream';
import {
  ClaimArticlesV2Document, CreatePdiDocument, DeletePdiDocument, PdiChecklistDocument, PdiDocument, PdisDocument, RestorePdiDocument, UpdatePdiDocument,
  type PdiFieldsFragment, type PdiInput as UpstreamPdiInput,
} from '../upstream/generated';

export type Pdi = PdiFieldsFragment;
export interface PdiPage { rows: Pdi[]; page: number; limit: number; total: number; pageCount: number }

export async function listPdis(upstream: UpstreamClient, customer: CustCode, q: PdiListQuery): Promise<PdiPage> {
  const { pdis } = await upstream.request(PdisDocument, { custCode: customer.r3, search: q.search || null, showDeleted: q.showDeleted, page: q.page, limit: q.limit });
  return { rows: pdis.data, page: q.page, limit: q.limit, total: pdis.info.count, pageCount: pdis.info.pageTotal };
}

export async function readPdi(upstream: UpstreamClient, customer: CustCode, id: string): Promise<Pdi> {
  if (!/^\d{1,12}$/.test(id)) throw claimsError('PDI_NOT_FOUND');
  const { pdi } = await upstream.request(PdiDocument, { id });
  if (!pdi || pdi.custCode !== customer.r3) throw claimsError('PDI_NOT_FOUND');
  return pdi;
}

export async function checklist(upstream: UpstreamClient, merchandise: string) {
  const { pdiChecklist } = await upstream.request(PdiChecklistDocument, { merchandise });
  return pdiChecklist;
}

const wire = (input: PdiInput): UpstreamPdiInput => ({
  frameNumber: input.frameNumber, articleCode: input.articleCode, description: input.description, brand: input.brand, merchandise: input.merchandise,
  modelYear: input.modelYear ?? null, model: input.model ?? null, series: input.series ?? null, mechanic: input.mechanic, checklist: input.checklist,
});

export async function createPdi(upstream: UpstreamClient, customer: CustCode, input: PdiInput): Promise<string> {
  const { createPdi: out } = await upstream.request(CreatePdiDocument, { custCode: customer.r3, input: wire(input) });
  if (!out.pdi) throw claimsError('SAVE_FAILED');
  return out.pdi.id;
}

export async function updatePdi(upstream: UpstreamClient, customer: CustCode, id: string, input: PdiInput): Promise<void> {
  await readPdi(upstream, customer, id);
  const { updatePdi: out } = await upstream.request(UpdatePdiDocument, { id, input: wire(input) });
  if (!out.pdi) throw claimsError('PDI_NOT_FOUND');
}

export async function setDeleted(upstream: UpstreamClient, customer: CustCode, id: string, deleted: boolean): Promise<void> {
  await readPdi(upstream, customer, id);
  const message = deleted
    ? (await upstream.request(DeletePdiDocument, { id })).deletePdi.message
    : (await upstream.request(RestorePdiDocument, { id })).restorePdi.message;
  if (!message.status) throw claimsError('PDI_NOT_FOUND');
}

/** What a new PDI starts from: the frame as shipped to the customer, or null when it is not one of theirs. */
export async function frameForPdi(upstream: UpstreamClient, customer: CustCode, frameNumber: string) {
  const { claimArticlesV2 } = await upstream.request(ClaimArticlesV2Document, { custCode: customer.r3, frameNumber });
  return claimArticlesV2;
}
