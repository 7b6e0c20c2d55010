// What an uploaded content file really is, told by its first bytes (never by its name or the
// browser's word), and which kinds each content field takes.
import { withoutUnsafeChars } from '../../domain/text';

export type FileKind = 'image' | 'video' | 'document';

interface Signature {
  type: string;
  kind: FileKind;
  test: (b: Uint8Array) => boolean;
}

const at = (b: Uint8Array, offset: number, bytes: readonly number[]) => bytes.every((v, i) => b[offset + i] === v);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

const SIGNATURES: readonly Signature[] = [
  { type: 'image/jpeg', kind: 'image', test: (b) => at(b, 0, [0xff, 0xd8, 0xff]) },
  { type: 'image/png', kind: 'image', test: (b) => at(b, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { type: 'image/gif', kind: 'image', test: (b) => at(b, 0, ascii('GIF8')) },
  { type: 'image/webp', kind: 'image', test: (b) => at(b, 0, ascii('RIFF')) && at(b, 8, ascii('WEBP')) },
  { type: 'video/webm', kind: 'video', test: (b) => at(b, 0, [0x1a, 0x45, 0xdf, 0xa3]) },
  { type: 'video/quicktime', kind: 'video', test: (b) => at(b, 4, ascii('ftypqt')) },
  { type: 'video/mp4', kind: 'video', test: (b) => at(b, 4, ascii('ftyp')) },
  { type: 'application/pdf', kind: 'document', test: (b) => at(b, 0, ascii('%PDF-')) },
];

/** The sniffed type, or null when the bytes are none of the accepted kinds (SVG is refused: it can carry script). */
export function sniffFile(bytes: Uint8Array): { type: string; kind: FileKind } | null {
  const found = SIGNATURES.find((s) => s.test(bytes));
  return found ? { type: found.type, kind: found.kind } : null;
}

/** Upper size per kind: images are compressed in the browser first, videos are stored as uploaded. */
export const MAX_BYTES: Readonly<Record<FileKind, number>> = {
  image: 20 * 1024 * 1024,
  video: 200 * 1024 * 1024,
  document: 50 * 1024 * 1024,
};

/** A file name safe to show and to put in Content-Disposition. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = withoutUnsafeChars(base).replace(/["<>|:*?\t\n\r]/g, '').trim().slice(0, 120);
  return cleaned === '' ? 'file' : cleaned;
}
