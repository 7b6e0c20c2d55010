// Changing a claim while its status allows it (Submitted, Waiting for dealer): the same form as
// filing; files already on the claim stay by their id, new ones must be the user's own uploads.
import { claimEditable, type ClaimFormInput } from '../../domain/claims';
import type { Services } from '../services';
import { ClaimProblemsDocument, UpdateClaimBikeDocument, UpdateClaimPaaV2Document, type ClaimFileInput, type ClaimInput } from '../upstream/generated';
import { wireConsumer } from './claim-create.service';
import { ownFiles, withJoinedFiles } from './claim-files.service';
import type { ClaimUser } from './claim-reach';
import { claimsError } from './claims.errors';
import { readClaim, type ClaimDetail } from './claims.service';

/** The upload id of a stored claim file: its blob key is `claims/<id>.<ext>`. */
export const fileIdOf = (url: string): string => url.replace(/^claims\//, '').replace(/\.[^.]*$/, '');

async function filesOf(deps: Pick<Services, 'db'>, user: ClaimUser, claim: ClaimDetail, refs: ClaimFormInput['files'], target: string): Promise<ClaimFileInput[]> {
  const existing = new Map(claim.docs.map((d) => [`${d.docType}:${fileIdOf(d.url)}`, d]));
  const kept = refs.flatMap((r) => {
    const doc = existing.get(`${r.kind}:${r.id}`);
    return doc ? [{ docType: doc.docType, title: doc.title ?? null, url: doc.url, fileName: doc.fileName, contentType: doc.contentType }] : [];
  });
  const added = await ownFiles(deps, Number(user.sub), refs.filter((r) => !existing.has(`${r.kind}:${r.id}`)), target);
  return [...kept, ...added];
}

/** `phonePrefix`: the site's, for the consumer's phone (the phone rule). */
export async function updateClaim(deps: Pick<Services, 'upstream' | 'db'>, user: ClaimUser, id: string, input: ClaimFormInput, phonePrefix: string): Promise<{ id: string }> {
  const claim = await readClaim(deps, user, id);
  if (!claimEditable(claim.status.id)) throw claimsError('CLAIM_LOCKED');
  const { claimProblems } = await deps.upstream.request(ClaimProblemsDocument, { custCode: claim.custCode, articleCode: claim.articleCode });
  const unknown = input.problems.findIndex((p) => !claimProblems.some((o) => o.id === p.problemId));
  if (unknown >= 0) throw claimsError('CLAIM_INVALID', {}, [{ path: `problems.${unknown}.problemId`, message: 'validation.required' }]);
  const since = new Date();
  const target = `claim:${id}`;
  const wire: ClaimInput = {
    purchaseDate: input.purchaseDate, description: input.description, qty: input.qty,
    consumer: wireConsumer(input.consumer, phonePrefix),
    problems: input.problems.map((p) => ({ problemId: p.problemId, notes: p.notes ?? null })),
    files: await filesOf(deps, user, claim, input.files, target),
  };
  return withJoinedFiles(deps, input.files, target, since, async () => {
    const result = claim.productCategory === 'paa'
      ? (await deps.upstream.request(UpdateClaimPaaV2Document, { id, input: wire })).updateClaimPaaV2
      : (await deps.upstream.request(UpdateClaimBikeDocument, { id, input: wire })).updateClaimBike;
    if (!result.claim) throw claimsError('CLAIM_LOCKED');
    return { id: result.claim.id };
  });
}
