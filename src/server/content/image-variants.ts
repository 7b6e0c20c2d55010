// The resolutions the browser drew of an uploaded image (form fields `thumbnail`, `low`, `medium`,
// `high`): each is checked (an image by its bytes, within its bound in pixels and bytes) before
// anything is stored, then kept as a file of the item in the variant's role.
import { fitsVariant, IMAGE_VARIANTS, VARIANT_MAX_BYTES, type ImageVariant } from '../../domain/content/image-variants';
import type { Services } from '../services';
import { sniffFile } from './file-types';
import { setRoleFile, storeContentFile } from './files';
import { imageSize } from './image-size';

export interface VariantBytes {
  variant: ImageVariant;
  bytes: Uint8Array;
}

export type VariantCheck = { ok: true; variants: VariantBytes[] } | { ok: false; variant: ImageVariant; reason: 'type' | 'size' };

/** The variant fields a form carries (missing ones are left out: a browser without canvas sends none). */
export async function variantsOf(form: FormData): Promise<VariantBytes[]> {
  const out: VariantBytes[] = [];
  for (const variant of IMAGE_VARIANTS) {
    const part = form.get(variant);
    if (part instanceof File && part.size > 0) out.push({ variant, bytes: new Uint8Array(await part.arrayBuffer()) });
  }
  return out;
}

/** Every variant must be an image whose pixels and bytes stay within its bound. */
export function checkVariants(variants: readonly VariantBytes[]): VariantCheck {
  for (const { variant, bytes } of variants) {
    const sniffed = sniffFile(bytes);
    if (!sniffed || sniffed.kind !== 'image') return { ok: false, variant, reason: 'type' };
    const size = imageSize(bytes, sniffed.type);
    if (!size || bytes.length > VARIANT_MAX_BYTES[variant] || !fitsVariant(variant, size.width, size.height)) return { ok: false, variant, reason: 'size' };
  }
  return { ok: true, variants: [...variants] };
}

const EXTENSION: Readonly<Record<string, string>> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif' };

/** Stores checked variants as the row's files in their roles, named after the original ("bike-medium.webp"). */
export async function storeVariants(services: Pick<Services, 'db' | 'blob'>, target: { contentType: string; contentId: number; userId: number; original: string }, variants: readonly VariantBytes[]): Promise<void> {
  const base = target.original.replace(/\.[^.]+$/, '');
  for (const { variant, bytes } of variants) {
    const ext = EXTENSION[sniffFile(bytes)?.type ?? ''] ?? 'img';
    const stored = await storeContentFile(services, { bytes, fileName: `${base}-${variant}.${ext}`, accept: ['image'], ownerUserId: target.userId });
    if (stored.ok) await setRoleFile(services.db, target.contentType, target.contentId, variant, stored.file.id);
  }
}

/** Drops the variants of a row whose file was replaced by one without them (a video, or no canvas). */
export async function clearVariants(services: Pick<Services, 'db'>, contentType: string, contentId: number): Promise<void> {
  for (const variant of IMAGE_VARIANTS) await setRoleFile(services.db, contentType, contentId, variant, null);
}
