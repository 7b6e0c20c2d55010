// How an area shrinks images in the browser before upload. Each area states its own rule beside its
// other limits (claims, returns, visits, marketing variants); the browser module applies it.

export type EncodedImageType = 'image/jpeg' | 'image/webp';

export interface ImageCompression {
  /** Longest side in pixels; an image is never scaled up. */
  maxEdge: number;
  /** Encodings in order of preference: the first one this browser produces is used. */
  types: readonly EncodedImageType[];
  /** Tried in order until the result fits `targetBytes`; without a target only the first is used. */
  qualities: readonly number[];
  targetBytes?: number;
}

/** The pixel size of a width × height image scaled down to `maxEdge` on its longest side, never up. */
export function scaledSize(width: number, height: number, maxEdge: number): { width: number; height: number } {
  const scale = Math.min(1, maxEdge / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

const EXTENSIONS: Record<EncodedImageType, string> = { 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/** The file name with the extension of the type it was encoded as, and an optional suffix (`photo-low.webp`). */
export function encodedName(name: string, type: EncodedImageType, suffix = ''): string {
  const stem = name.replace(/\.[^./\\]*$/, '') || 'image';
  return `${stem}${suffix}.${EXTENSIONS[type]}`;
}
