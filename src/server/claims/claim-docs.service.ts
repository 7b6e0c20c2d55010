// A claim's files: reading one (only within the user's reach), and the additional documents a user
// adds or deletes after filing (at most five). The dealer's side deletes only what it attached, and
// only while the claim can still be changed; the warranty desk any (documentDeletion).
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { files, permissions, rolePermissions, userRoles } from '../../../db/schema';
import { ATTACHMENT_MAX, CLAIM_STAFF_SCOPE, documentDeletion, type DocumentSide } from '../../domain/claims';
import type { Services } from '../services';
import { CreateClaimAdditionalDocumentDocument, DeleteClaimAdditionalDocumentDocument, type ClaimDocFieldsFragment } from '../upstream/generated';
import { ownFiles, withJoinedFiles } from './claim-files.service';
import { claimsError } from './claims.errors';
import { isClaimStaff, type ClaimUser } from './claim-reach';
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

/**
 * Who attached each document, by its blob key: the portal's upload record names the user; a user
 * holding the warranty desk's scope is the distributor. A document without a record is the ERP's own.
 */
export async function documentSides(deps: Pick<Services, 'db'>, docs: readonly Pick<ClaimDoc, 'id' | 'url'>[]): Promise<Map<string, DocumentSide>> {
  const sides = new Map<string, DocumentSide>(docs.map((d) => [d.id, 'unknown']));
  if (docs.length === 0) return sides;
  const uploads = await deps.db.select({ blobKey: files.blobKey, owner: files.ownerUserId }).from(files).where(and(inArray(files.blobKey, docs.map((d) => d.url)), isNull(files.deletedAt)));
  const owners = [...new Set(uploads.flatMap((u) => (u.owner === null ? [] : [u.owner])))];
  const desk = owners.length === 0 ? [] : await deps.db
    .selectDistinct({ userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(and(inArray(userRoles.userId, owners), eq(permissions.name, CLAIM_STAFF_SCOPE)));
  const deskUsers = new Set(desk.map((d) => d.userId));
  const ownerOf = new Map(uploads.map((u) => [u.blobKey, u.owner]));
  for (const doc of docs) {
    const owner = ownerOf.get(doc.url);
    if (owner !== undefined && owner !== null) sides.set(doc.id, deskUsers.has(owner) ? 'desk' : 'dealer');
  }
  return sides;
}

/** The additional documents this user may delete now (the page offers a delete button for these only). */
export function deletableDocuments(auth: ClaimUser, claim: { status: { id: number }; additionalDocuments: readonly ClaimDoc[] }, sides: ReadonlyMap<string, DocumentSide>): Set<string> {
  const staff = isClaimStaff(auth);
  return new Set(claim.additionalDocuments.filter((d) => documentDeletion({ staff }, sides.get(d.id) ?? 'unknown', claim.status.id) === 'allowed').map((d) => d.id));
}

export async function deleteAdditionalDocument(deps: Deps, auth: ClaimUser, claimId: string, docId: string): Promise<void> {
  const claim = await readClaim(deps, auth, claimId);
  const doc = claim.additionalDocuments.find((d) => d.id === docId);
  if (!doc) throw claimsError('CLAIM_NOT_FOUND');
  const side = (await documentSides(deps, [doc])).get(doc.id) ?? 'unknown';
  const verdict = documentDeletion({ staff: isClaimStaff(auth) }, side, claim.status.id);
  if (verdict === 'not_yours') throw claimsError('DOCUMENT_NOT_YOURS');
  if (verdict === 'locked') throw claimsError('CLAIM_LOCKED');
  const { deleteClaimAdditionalDocument } = await deps.upstream.request(DeleteClaimAdditionalDocumentDocument, { id: docId });
  if (!deleteClaimAdditionalDocument.message.status) throw claimsError('CLAIM_NOT_FOUND');
  await deps.blob.delete(doc.url);
}
