// A claim's files: reading one (only within the user's reach), and the additional documents a user
// adds or deletes after filing (at most five).
import { ATTACHMENT_MAX } from '../../domain/claims';
import type { Services } from '../services';
import { CreateClaimAdditionalDocumentDocument, DeleteClaimAdditionalDocumentDocument, type ClaimDocFieldsFragment } from '../upstream/generated';
import { ownFiles, withJoinedFiles } from './claim-files.service';
import { claimsError } from './claims.errors';
import type { ClaimUser } from './claim-reach';
import { readClaim } from './claims.service';

type Deps = Pick<Services, 'upstream' | 'db' | 'blob'>;
export type ClaimDoc = ClaimDocFieldsFragment;

export async function readClaimFile(deps: Deps, auth: ClaimUser, claimId: string, docId: string) {
  const claim = await readClaim(deps, auth, claimId);
  const doc = [...claim.docs, ...claim.additionalDocuments].find((d) => d.id === docId);
  const object = doc ? await deps.blob.get(doc.url) : null;
  if (!doc || !object) throw claimsError('CLAIM_NOT_FOUND');
  return { doc, object };
}

export async function addAdditionalDocument(deps: Deps, auth: ClaimUser, claimId: string, fileId: string, title: string | undefined): Promise<ClaimDoc> {
  const claim = await readClaim(deps, auth, claimId);
  if (claim.additionalDocuments.length >= ATTACHMENT_MAX.additionalDoc) throw claimsError('MAX_ITEMS', { max: ATTACHMENT_MAX.additionalDoc });
  const since = new Date();
  const target = `claim:${claimId}`;
  const [file] = await ownFiles(deps, Number(auth.sub), [{ id: fileId, kind: 'additionalDoc' }], target, title);
  if (!file) throw claimsError('FILE_UNKNOWN');
  return withJoinedFiles(deps, [{ id: fileId }], target, since, async () => {
    const { createClaimAdditionalDocument } = await deps.upstream.request(CreateClaimAdditionalDocumentDocument, { claimId, title: title ?? null, file });
    if (!createClaimAdditionalDocument.doc) throw claimsError('MAX_ITEMS', { max: ATTACHMENT_MAX.additionalDoc });
    return createClaimAdditionalDocument.doc;
  });
}

export async function deleteAdditionalDocument(deps: Deps, auth: ClaimUser, claimId: string, docId: string): Promise<void> {
  const claim = await readClaim(deps, auth, claimId);
  const doc = claim.additionalDocuments.find((d) => d.id === docId);
  if (!doc) throw claimsError('CLAIM_NOT_FOUND');
  const { deleteClaimAdditionalDocument } = await deps.upstream.request(DeleteClaimAdditionalDocumentDocument, { id: docId });
  if (!deleteClaimAdditionalDocument.message.status) throw claimsError('CLAIM_NOT_FOUND');
  await deps.blob.delete(doc.url);
}
