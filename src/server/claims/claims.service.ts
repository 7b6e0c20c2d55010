// Claims as a user may see them: list within the reach, one claim by id (a 404 outside it), its
// comments (internal ones only for the warranty desk), status changes along the capability list
// with the dealer's e-mail, and comments.
import { canMoveClaim, nextStatuses, reasonRequired, type ClaimCapability, type ClaimListQuery } from '../../domain/claims';
import type { Language } from '../../domain/locales';
import type { Services } from '../services';
import {
  ClaimCommentsDocument, ClaimsV3Document, ClaimUserCapabilitiesDocument, ClaimV2Document, CreateClaimCommentDocument, UpdateClaimStatusDocument,
  type ClaimCommentFieldsFragment, type ClaimDetailFieldsFragment, type ClaimRowFieldsFragment,
} from '../upstream/generated';
import { claimReach, isClaimStaff, reaches, type ClaimReach, type ClaimUser } from './claim-reach';
import { claimsError } from './claims.errors';
import { mailStatusChange } from './claim-mail';

export type ClaimRow = ClaimRowFieldsFragment;
export type ClaimDetail = ClaimDetailFieldsFragment;
export type ClaimComment = ClaimCommentFieldsFragment;
type Deps = Pick<Services, 'upstream' | 'db' | 'mail'>;

export interface ClaimPage { rows: ClaimRow[]; page: number; limit: number; total: number; pageCount: number }

export async function listClaims(deps: Pick<Services, 'upstream'>, auth: ClaimUser, q: ClaimListQuery): Promise<ClaimPage> {
  const reach = await claimReach(deps.upstream, auth);
  if (reach.kind === 'none') return { rows: [], page: 1, limit: q.limit, total: 0, pageCount: 0 };
  const { claimsV3 } = await deps.upstream.request(ClaimsV3Document, {
    page: q.page, limit: q.limit, filter: { search: q.search || null, statusId: q.status ?? null, from: q.from ?? null, to: q.to ?? null },
    custCode: reach.kind === 'customer' ? reach.custCode : null, custCodes: reach.kind === 'customers' ? reach.custCodes : null,
  });
  return { rows: claimsV3.data, page: q.page, limit: q.limit, total: claimsV3.info.count, pageCount: claimsV3.info.pageTotal };
}

async function claimIn(deps: Pick<Services, 'upstream'>, reach: ClaimReach, id: string, internal: boolean, language: Language = 'en'): Promise<ClaimDetail> {
  if (!/^\d{1,12}$/.test(id)) throw claimsError('CLAIM_NOT_FOUND');
  const { claimV2 } = await deps.upstream.request(ClaimV2Document, { id, internal, lang: language });
  if (!claimV2 || !reaches(reach, claimV2.custCode)) throw claimsError('CLAIM_NOT_FOUND');
  return claimV2;
}

/** `language`: the texts of the frame's recalls (the distributor's English where it wrote none in it). */
export async function readClaim(deps: Pick<Services, 'upstream'>, auth: ClaimUser, id: string, language: Language = 'en'): Promise<ClaimDetail> {
  return claimIn(deps, await claimReach(deps.upstream, auth), id, isClaimStaff(auth), language);
}

export async function readComments(deps: Pick<Services, 'upstream'>, auth: ClaimUser, id: string): Promise<ClaimComment[]> {
  await readClaim(deps, auth, id);
  // Internal comments never leave the upstream for anyone but the warranty desk, whatever is asked.
  const { claimComments } = await deps.upstream.request(ClaimCommentsDocument, { id, internal: isClaimStaff(auth) });
  return claimComments;
}

export async function capabilities(deps: Pick<Services, 'upstream'>): Promise<ClaimCapability[]> {
  const { claimUserCapabilities } = await deps.upstream.request(ClaimUserCapabilitiesDocument, {});
  return claimUserCapabilities.map((c) => ({ ...c, productCategory: c.productCategory === 'paa' ? 'paa' : 'bike' }));
}

/** The statuses this user may move the claim to (none for a dealer). */
export async function statusChoices(deps: Pick<Services, 'upstream'>, auth: ClaimUser, claim: ClaimDetail): Promise<number[]> {
  if (!isClaimStaff(auth)) return [];
  const caps = await capabilities(deps);
  return nextStatuses(caps, { productCategory: claim.productCategory === 'paa' ? 'paa' : 'bike', customerCategory: claim.custCategory, from: claim.status.id });
}

export async function changeStatus(deps: Deps, auth: ClaimUser, id: string, to: number, reason: string | undefined, site: string): Promise<ClaimDetail> {
  if (!isClaimStaff(auth)) throw claimsError('STAFF_ONLY');
  const claim = await readClaim(deps, auth, id);
  const move = { productCategory: claim.productCategory === 'paa' ? 'paa' as const : 'bike' as const, customerCategory: claim.custCategory, from: claim.status.id, to };
  if (!canMoveClaim(await capabilities(deps), move)) throw claimsError('STATUS_NOT_ALLOWED');
  if (reasonRequired(to) && !reason?.trim()) throw claimsError('REASON_REQUIRED', {}, [{ path: 'reason', message: 'claims.error.reason_required' }]);
  const { updateClaimStatus } = await deps.upstream.request(UpdateClaimStatusDocument, { id, statusId: to, reason: reason ?? null, createdBy: auth.name });
  if (!updateClaimStatus.claim) throw claimsError('STATUS_NOT_ALLOWED');
  const moved = await readClaim(deps, auth, id);
  await mailStatusChange(deps, moved, reason ?? null, site);
  return moved;
}

export async function addComment(deps: Pick<Services, 'upstream'>, auth: ClaimUser, id: string, comment: string, internal: boolean): Promise<ClaimComment> {
  if (internal && !isClaimStaff(auth)) throw claimsError('STAFF_ONLY');
  await readClaim(deps, auth, id);
  const { createClaimComment } = await deps.upstream.request(CreateClaimCommentDocument, { id, comment, internal, displayName: auth.name, createdBy: auth.sub });
  if (!createClaimComment.comment) throw claimsError('SAVE_FAILED');
  return createClaimComment.comment;
}
