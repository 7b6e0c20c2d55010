// What a frame's serial looks like to the search box, and the passport's path (decision 0113).
// Imports nothing: the search island ships this file, so it stays a few hundred bytes.

/** The longest frame number (FRAME_MAX_LENGTH of the registration rules). */
const LONGEST = 20;

/**
 * A serial as typed into the search box: letters and digits (dashes allowed), at least one letter
 * and five digits in a row, 7 to 20 characters once spaces are gone. Article codes (digits only)
 * and words with a model number ("Shimano 105") do not look like one.
 */
const SERIAL_SHAPE = new RegExp(`^(?=[A-Z0-9-]*[A-Z])(?=[A-Z0-9-]*\\d{5})[A-Z0-9][A-Z0-9-]{6,${LONGEST - 1}}$`);

/** Frame numbers compare without spaces and in capitals, as normaliseFrame of the registration rules. */
const normalise = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

/** The serial a search term stands for, in capitals without spaces; null when it does not look like one. */
export function serialOf(term: string): string | null {
  const serial = normalise(term);
  return SERIAL_SHAPE.test(serial) ? serial : null;
}

/** The passport's path with its locale prefix: `/en-us/frame/KE250000002`. */
export function passportPath(locale: string, serial: string): string {
  return `/${locale}/frame/${encodeURIComponent(normalise(serial))}`;
}
