// The two brand forms and the eleven photo slots (section 9), and the photo checks: an image under
// 100 MB as taken on the device, a proven image type and a bounded size as the server receives it.
// No zod here: the form's script imports this file and stays small.
import type { ImageCompression } from '../image-compression';

export const VISIT_BRANDS = ['polygon', 'wim'] as const;
export type VisitBrand = (typeof VISIT_BRANDS)[number];
export const isVisitBrand = (value: string): value is VisitBrand => (VISIT_BRANDS as readonly string[]).includes(value);

/** Section 9: 4 front-shop, 4 display-shop, 1 banner, 1 poster, 1 hangtag. */
export const PHOTO_SLOTS = [
  'frontShop1', 'frontShop2', 'frontShop3', 'frontShop4',
  'displayShop1', 'displayShop2', 'displayShop3', 'displayShop4',
  'displayBanner', 'displayPoster', 'displayHangtagShimano',
] as const;
export type PhotoSlot = (typeof PHOTO_SLOTS)[number];
/** The slot's label key (locale keys are lower snake case). */
const PHOTO_SLOT_KEYS = {
  frontShop1: 'visits.slot.front_shop1', frontShop2: 'visits.slot.front_shop2', frontShop3: 'visits.slot.front_shop3', frontShop4: 'visits.slot.front_shop4',
  displayShop1: 'visits.slot.display_shop1', displayShop2: 'visits.slot.display_shop2', displayShop3: 'visits.slot.display_shop3', displayShop4: 'visits.slot.display_shop4',
  displayBanner: 'visits.slot.display_banner', displayPoster: 'visits.slot.display_poster', displayHangtagShimano: 'visits.slot.display_hangtag_shimano',
} as const satisfies Record<PhotoSlot, string>;
export const photoSlotKey = (slot: PhotoSlot) => PHOTO_SLOT_KEYS[slot];
export const isPhotoSlot = (value: string): value is PhotoSlot => (PHOTO_SLOTS as readonly string[]).includes(value);

const MB = 1024 * 1024;
/** Section 9: a photo as taken must be under 100 MB; the browser sends only its compressed copy. */
export const PHOTO_MAX_ORIGINAL_BYTES = 100 * MB;
/**
 * What the server takes per photo as sent. The browser's copy is about 0.3-1 MB; without a script
 * the photo comes as taken, and this is the limit its message names (decision 0037).
 */
export const PHOTO_MAX_SENT_BYTES = 8 * MB;
/** The limits in whole megabytes, for the messages that name them. */
export const PHOTO_MAX_ORIGINAL_MB = PHOTO_MAX_ORIGINAL_BYTES / MB;
export const PHOTO_MAX_SENT_MB = PHOTO_MAX_SENT_BYTES / MB;
/** Longest side of the compressed photo, in pixels. */
export const PHOTO_MAX_EDGE = 1600;
/** The copy kept on the device and sent: JPEG at 0.8 within PHOTO_MAX_EDGE. */
export const VISIT_PHOTO_COMPRESSION: ImageCompression = { maxEdge: PHOTO_MAX_EDGE, types: ['image/jpeg'], qualities: [0.8] };

export type PhotoType = 'image/jpeg' | 'image/png' | 'image/webp';
export const PHOTO_EXTENSIONS: Record<PhotoType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

/** The image type the content proves (never the name or the browser's claim), or null. */
export function sniffPhotoType(bytes: Uint8Array): PhotoType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

export type PhotoProblem = 'visits.error.photo_too_large' | 'visits.error.photo_too_large_sent' | 'visits.error.photo_not_image' | 'visits.error.photo_empty';

/** A photo chosen on the device, before compression: an image under 100 MB. */
export function originalPhotoProblem(file: { size: number; type: string }): PhotoProblem | null {
  if (file.size === 0) return 'visits.error.photo_empty';
  if (file.size >= PHOTO_MAX_ORIGINAL_BYTES) return 'visits.error.photo_too_large';
  if (file.type !== '' && !file.type.startsWith('image/')) return 'visits.error.photo_not_image';
  return null;
}

/** A compressed photo as the server receives it. */
export function sentPhotoCheck(bytes: Uint8Array): { ok: true; type: PhotoType } | { ok: false; problem: PhotoProblem } {
  if (bytes.length === 0) return { ok: false, problem: 'visits.error.photo_empty' };
  if (bytes.length > PHOTO_MAX_SENT_BYTES) return { ok: false, problem: 'visits.error.photo_too_large_sent' };
  const type = sniffPhotoType(bytes);
  return type ? { ok: true, type } : { ok: false, problem: 'visits.error.photo_not_image' };
}

