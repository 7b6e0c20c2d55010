/** Phone header titles and the customer chip are cut at 36 characters (docs/requirements.md#text-length). */
export const TRIM_LENGTH = 36;
export const ELLIPSIS = '...';

/** Cuts by characters, not UTF-16 units, so a name never ends in half an emoji or accent pair. */
export function trimText(text: string, max: number = TRIM_LENGTH): string {
  const chars = Array.from(text);
  return chars.length > max ? chars.slice(0, max).join('').trimEnd() + ELLIPSIS : text;
}
