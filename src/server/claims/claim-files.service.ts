// Claim files go through the API into the blob store: the type is proven by the file's first bytes,
// the size bounded per kind, the name neutralised; the metadata row (files) names its owner, so a
// claim can only reference files its own user uploaded. The upstream receives the blob key.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { files } from '../../../db/schema/files';
import { ATTACHMENT_MAX_BYTES, checkClaimFile, claimFileName, CLAIM_FILE_EXTENSIONS, type AttachmentKind } from '../../domain/claims';
import { readPageForm } from '../page-form';
import type { Services } from '../services';
import type { ClaimFileInput } from '../upstream/generated';
import { isUpstreamOutage } from '../upstream/errors';
import { refuseActivePdf } from '../uploads/pdf-active-content';
import { attachUploads, detachUploads, mayUploadPending, sweepSoon } from '../uploads/pending-uploads';
import { claimsError } from './claims.errors';

export interface StoredClaimFile { id: string; kind: AttachmentKind; fileName: string; contentType: string; size: number }

/** Multipart overhead on top of the largest file of a kind. */
const OVERHEAD = 64 * 1024;

export async function readUploadForm(request: Request, kind: AttachmentKind): Promise<{ name: string; bytes: Uint8Array }> {
  const read = await readPageForm(request, ATTACHMENT_MAX_BYTES[kind] + OVERHEAD);
  if (!read.ok) throw claimsError(read.reason === 'too_large' ? 'FILE_TOO_LARGE' : 'FILE_EMPTY');
  const file = read.form.get('file');
  if (!file || typeof file === 'string' || file.size === 0) throw claimsError('FILE_EMPTY');
  return { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) };
}

/** `area` names the blob folder: returns store their photos the same way under their own prefix. */
export async function storeClaimFile(deps: Pick<Services, 'db' | 'blob'>, userId: number, kind: AttachmentKind, file: { name: string; bytes: Uint8Array }, area: 'claims' | 'returns' = 'claims'): Promise<StoredClaimFile> {
  const check = checkClaimFile(kind, file.bytes);
  if (check.ok && !(await mayUploadPending(deps.db, userId))) throw claimsError('TOO_MANY_PENDING');
  if (!check.ok) throw claimsError(check.reason === 'type' ? 'FILE_TYPE' : check.reason === 'too_large' ? 'FILE_TOO_LARGE' : 'FILE_EMPTY');
  await refuseActivePdf(file.bytes);
  const id = crypto.randomUUID();
  const blobKey = `${area}/${id}.${CLAIM_FILE_EXTENSIONS[check.type]}`;
  const fileName = claimFileName(file.name, check.type);
  await deps.blob.put(blobKey, file.bytes, check.type);
  try {
    await deps.db.insert(files).values({ id, blobKey, fileName, contentType: check.type, size: file.bytes.length, ownerUserId: userId });
  } catch (error) {
    await deps.blob.delete(blobKey);
    throw error;
  }
  sweepSoon(deps);
  return { id, kind, fileName, contentType: check.type, size: file.bytes.length };
}

/**
 * The user's own uploaded files as the upstream's file inputs, in the order given, joined to `target`
 * (`claim-submission:<id>` or `claim:<id>`); any other id, or one joined to something else, is refused.
 */
export async function ownFiles(deps: Pick<Services, 'db'>, userId: number, refs: readonly { id: string; kind: AttachmentKind }[], target: string, title?: string): Promise<ClaimFileInput[]> {
  if (refs.length === 0) return [];
  const ids = [...new Set(refs.map((r) => r.id))];
  if (ids.length !== refs.length) throw claimsError('FILE_UNKNOWN');
  const rows = await deps.db.select().from(files).where(and(inArray(files.id, ids), eq(files.ownerUserId, userId), isNull(files.deletedAt)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const inputs = refs.map((ref) => {
    const row = byId.get(ref.id);
    if (!row || !row.blobKey.startsWith('claims/')) throw claimsError('FILE_UNKNOWN');
    return { docType: ref.kind, title: title ?? null, url: row.blobKey, fileName: row.fileName, contentType: row.contentType };
  });
  if (!(await attachUploads(deps.db, userId, ids, target))) throw claimsError('FILE_UNKNOWN');
  return inputs;
}

/**
 * Runs the upstream write that uses files joined to `target`; when it is refused the files are free
 * again for the user's next try. After a timeout or outage the write may have happened: they stay.
 */
export async function withJoinedFiles<T>(deps: Pick<Services, 'db'>, refs: readonly { id: string }[], target: string, since: Date, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUpstreamOutage(error)) await detachUploads(deps.db, refs.map((r) => r.id), target, since);
    throw error;
  }
}
