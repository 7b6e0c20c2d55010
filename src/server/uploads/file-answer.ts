// How every file a user uploaded is answered (decision 0105): as an attachment, so that opening its
// address saves it instead of letting the browser render it in the portal's origin, except a raster
// image whose own bytes prove it (JPEG, PNG, GIF, WebP: never SVG, which can carry script), which may
// show inline. The type sent is the one the bytes prove, never the stored or the browser's word, with
// nosniff so the browser does not guess another, and a sandboxing policy in case one is rendered.
import { sniffFile } from '../content/file-types';

export const USER_FILE_CSP = "default-src 'none'; sandbox";

/** `filename` for old clients (ASCII, no quotes or controls) and `filename*` with the real name. */
export function dispositionName(fileName: string): string {
  const safe = fileName.replace(/[\p{Cc}\p{Cf}"\\]/gu, '').trim() || 'file';
  return `filename="${safe.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(safe)}`;
}

/**
 * Content-Type, Content-Disposition, X-Content-Type-Options and Content-Security-Policy for a user's
 * file; `download` makes even an image an attachment. The caller adds caching and length.
 */
export function userFileHeaders(file: { bytes: Uint8Array; fileName?: string | null; download?: boolean }): Record<string, string> {
  const sniffed = sniffFile(file.bytes);
  const inline = !file.download && sniffed?.kind === 'image';
  const name = file.fileName ? `; ${dispositionName(file.fileName)}` : '';
  return {
    'Content-Type': sniffed?.type ?? 'application/octet-stream',
    'Content-Disposition': `${inline ? 'inline' : 'attachment'}${name}`,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': USER_FILE_CSP,
  };
}
