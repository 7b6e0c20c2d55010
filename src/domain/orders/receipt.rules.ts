// Payment receipts: the type comes from the file's first bytes, never from its name or the
// browser's claim, so a renamed executable is refused.

export const MAX_RECEIPT_BYTES = 5 * 1024 * 1024;

export type ReceiptType = 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/webp';

export const RECEIPT_EXTENSIONS: Record<ReceiptType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

/** The receipt type the content proves, or null. */
export function sniffReceiptType(bytes: Uint8Array): ReceiptType | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp'; // RIFF....WEBP
  return null;
}

export type ReceiptCheck = { ok: true; type: ReceiptType } | { ok: false; reason: 'empty' | 'too_large' | 'type' };

export function checkReceipt(bytes: Uint8Array): ReceiptCheck {
  if (bytes.length === 0) return { ok: false, reason: 'empty' };
  if (bytes.length > MAX_RECEIPT_BYTES) return { ok: false, reason: 'too_large' };
  const type = sniffReceiptType(bytes);
  return type ? { ok: true, type } : { ok: false, reason: 'type' };
}

/** A display name safe for headers and the upstream: no path, no control characters, bounded. */
export function receiptFileName(name: string, type: ReceiptType): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const stem = base.replace(/\.[^.]*$/, '').replace(/[^\p{L}\p{N} _().-]/gu, '_').slice(0, 80).trim();
  return `${stem || 'receipt'}.${RECEIPT_EXTENSIONS[type]}`;
}
