// Claim attachments (docs/requirements.md#claim-attachments): how many of each kind, which are
// required, and what each kind may be. Counts are checked in the browser and again on the server.
import type { ImageCompression } from '../image-compression';

export const ATTACHMENT_KINDS = ['invoice', 'idCard', 'photo', 'video', 'additionalDoc'] as const;
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];

export const ATTACHMENT_MAX: Record<AttachmentKind, number> = { invoice: 1, idCard: 1, photo: 6, video: 1, additionalDoc: 5 };

export type AttachmentCounts = Partial<Record<AttachmentKind, number>>;

export interface AttachmentIssue {
  kind: AttachmentKind;
  /** Locale key; `max` travels with claims.error.max_items. */
  message: 'claims.error.photo_required' | 'claims.error.id_card_required' | 'claims.error.max_items';
  max?: number;
}

/** Problems with a claim's attachments; an empty list means they may be saved. */
export function attachmentIssues(counts: AttachmentCounts, consumerFilled: boolean): AttachmentIssue[] {
  const issues: AttachmentIssue[] = [];
  for (const kind of ATTACHMENT_KINDS) {
    if ((counts[kind] ?? 0) > ATTACHMENT_MAX[kind]) issues.push({ kind, message: 'claims.error.max_items', max: ATTACHMENT_MAX[kind] });
  }
  if ((counts.photo ?? 0) < 1) issues.push({ kind: 'photo', message: 'claims.error.photo_required' });
  if (consumerFilled && (counts.idCard ?? 0) < 1) issues.push({ kind: 'idCard', message: 'claims.error.id_card_required' });
  return issues;
}

const MB = 1024 * 1024;

/** Photos are checked before compression (spec: under 100 MB); video limit: decision 0035. */
export const ATTACHMENT_MAX_BYTES: Record<AttachmentKind, number> = {
  photo: 100 * MB,
  video: 100 * MB,
  invoice: 10 * MB,
  idCard: 10 * MB,
  additionalDoc: 10 * MB,
};

/** Photos are sent compressed (spec section 5): at most 2048 px, JPEG at falling quality until 1 MB. */
export const CLAIM_PHOTO_COMPRESSION: ImageCompression = { maxEdge: 2048, types: ['image/jpeg'], qualities: [0.82, 0.72, 0.6, 0.5], targetBytes: MB };

export type ClaimFileType = 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf' | 'video/mp4' | 'video/quicktime' | 'video/webm';

export const CLAIM_FILE_EXTENSIONS: Record<ClaimFileType, string> = {
  'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'application/pdf': 'pdf', 'video/mp4': 'mp4', 'video/quicktime': 'mov', 'video/webm': 'webm',
};

const IMAGES: readonly ClaimFileType[] = ['image/jpeg', 'image/png', 'image/webp'];
const DOCUMENTS: readonly ClaimFileType[] = [...IMAGES, 'application/pdf'];

export const ACCEPTED_TYPES: Record<AttachmentKind, readonly ClaimFileType[]> = {
  photo: IMAGES,
  video: ['video/mp4', 'video/quicktime', 'video/webm'],
  invoice: DOCUMENTS,
  idCard: DOCUMENTS,
  additionalDoc: DOCUMENTS,
};

const at = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

/** The type the file's first bytes prove, never the name's or the browser's claim. */
export function sniffClaimFile(bytes: Uint8Array): ClaimFileType | null {
  if (at(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  if (at(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (at(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (at(bytes, [0x52, 0x49, 0x46, 0x46]) && at(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  if (at(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return 'video/webm';
  // ISO base media: a box size, then 'ftyp' and a brand; QuickTime's brand is 'qt  '.
  if (at(bytes, [0x66, 0x74, 0x79, 0x70], 4)) return at(bytes, [0x71, 0x74, 0x20, 0x20], 8) ? 'video/quicktime' : 'video/mp4';
  return null;
}

export type ClaimFileCheck = { ok: true; type: ClaimFileType } | { ok: false; reason: 'empty' | 'too_large' | 'type' };

export function checkClaimFile(kind: AttachmentKind, bytes: Uint8Array): ClaimFileCheck {
  if (bytes.length === 0) return { ok: false, reason: 'empty' };
  if (bytes.length > ATTACHMENT_MAX_BYTES[kind]) return { ok: false, reason: 'too_large' };
  const type = sniffClaimFile(bytes);
  return type && ACCEPTED_TYPES[kind].includes(type) ? { ok: true, type } : { ok: false, reason: 'type' };
}

/** A display name safe for headers and the upstream: no path, no control characters, bounded. */
export function claimFileName(name: string, type: ClaimFileType): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const stem = base.replace(/\.[^.]*$/, '').replace(/[^\p{L}\p{N} _().-]/gu, '_').slice(0, 80).trim();
  return `${stem || 'file'}.${CLAIM_FILE_EXTENSIONS[type]}`;
}
