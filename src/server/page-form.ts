// The one way a page reads its form POST. A browser sends a page form as urlencoded or multipart;
// anything else (JSON, plain text, a broken or oversized multipart body) is a client's mistake and
// must come back as 400 with the page's own message, never as an exception and a 500.
import { concatBytes } from './bytes';

const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

/** Enough for every text form; pages that take files pass their own limit. */
export const PAGE_FORM_MAX_BYTES = 64 * 1024;

/** What a page shows when the body is not a form it can read. */
export const UNREADABLE_FORM_KEY = 'account.check_input';

export type PageForm = { ok: true; form: FormData } | { ok: false; reason: 'not_a_form' | 'too_large' };

/** The body's bytes, or null as soon as it grows past `maxBytes` (a missing or lying content-length included). */
async function boundedBody(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (!Number.isFinite(declared) || declared > maxBytes) return null;
  if (!request.body) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return concatBytes(chunks, size);
}

export async function readPageForm(request: Request, maxBytes = PAGE_FORM_MAX_BYTES): Promise<PageForm> {
  const contentType = request.headers.get('content-type') ?? '';
  const mediaType = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  if (!FORM_TYPES.has(mediaType)) return { ok: false, reason: 'not_a_form' };
  try {
    const bytes = await boundedBody(request, maxBytes);
    if (!bytes) return { ok: false, reason: 'too_large' };
    const form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
    return { ok: true, form };
  } catch {
    // A multipart body without its boundary, cut short or otherwise unreadable, or a body already read.
    return { ok: false, reason: 'not_a_form' };
  }
}

/** A text field, or '' when it is missing or a file. */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}
