// The resolutions an uploaded marketing image is kept in (spec: thumbnail, low, medium and high beside
// the original). The browser draws them before upload and the server checks each against its bound,
// so both runtimes store them without an image library.
import { scaledSize, type ImageCompression } from '../image-compression';

export const IMAGE_VARIANTS = ['thumbnail', 'low', 'medium', 'high'] as const;
export type ImageVariant = (typeof IMAGE_VARIANTS)[number];

/** Longest edge in pixels. */
export const VARIANT_EDGE: Readonly<Record<ImageVariant, number>> = { thumbnail: 320, low: 640, medium: 1280, high: 2560 };

/** Upper size in bytes; a variant drawn at its bound as WebP or JPEG is far below these. */
export const VARIANT_MAX_BYTES: Readonly<Record<ImageVariant, number>> = { thumbnail: 512 * 1024, low: 1024 * 1024, medium: 4 * 1024 * 1024, high: 12 * 1024 * 1024 };

/** The variant's pixel size for an original of width × height: scaled down to the bound, never up. */
export function variantSize(variant: ImageVariant, width: number, height: number): { width: number; height: number } {
  return scaledSize(width, height, VARIANT_EDGE[variant]);
}

const VARIANT_QUALITY: Readonly<Record<ImageVariant, number>> = { thumbnail: 0.75, low: 0.8, medium: 0.82, high: 0.85 };

/** How the browser draws each variant: WebP where it can encode it, else JPEG. */
export const variantCompression = (variant: ImageVariant): ImageCompression => ({
  maxEdge: VARIANT_EDGE[variant],
  types: ['image/webp', 'image/jpeg'],
  qualities: [VARIANT_QUALITY[variant]],
});

/** Whether an image of width × height may be stored as the variant. */
export function fitsVariant(variant: ImageVariant, width: number, height: number): boolean {
  return width >= 1 && height >= 1 && Math.max(width, height) <= VARIANT_EDGE[variant];
}
