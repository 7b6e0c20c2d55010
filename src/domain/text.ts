/** Phone header titles and the customer chip are cut at 36 characters (docs/requirements.md#text-length). */
export const TRIM_LENGTH = 36;
export const ELLIPSIS = '...';

/** Cuts by characters, not UTF-16 units, so a name never ends in half an emoji or accent pair. */
export function trimText(text: string, max: number = TRIM_LENGTH): string {
  const chars = Array.from(text);
  return chars.length > max ? chars.slice(0, max).join('').trimEnd() + ELLIPSIS : text;
}

/**
 * Control characters (NUL and the rest of C0 and C1, DEL) and the bidirectional overrides and
 * isolates that can make `invoice‮fdp.exe` read as `invoiceexe.pdf`. Tab, line feed and carriage
 * return are left to each field's own rule.
 */
const UNSAFE_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
const UNSAFE_CHARS_ALL = new RegExp(UNSAFE_CHARS.source, 'gu');

export function hasUnsafeChars(text: string): boolean {
  return UNSAFE_CHARS.test(text);
}

export function withoutUnsafeChars(text: string): string {
  return text.replace(UNSAFE_CHARS_ALL, '');
}
