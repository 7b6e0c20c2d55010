// The fast-order form's input as text: the uploaded file when there is one (an .xlsx workbook or
// CSV/plain text, told apart by content, never by name or type), otherwise the pasted lines.
import { readPageForm, UNREADABLE_FORM_KEY } from '../page-form';
import { isZip, readXlsx } from '../spreadsheet/xlsx';

export const FAST_ORDER_MAX_FILE_BYTES = 512 * 1024;

/** The largest file plus the pasted lines and the multipart framing. */
const FAST_ORDER_MAX_BODY_BYTES = FAST_ORDER_MAX_FILE_BYTES + 128 * 1024;

export type FastOrderInput =
  | { ok: true; text: string; fromFile: boolean }
  | { ok: false; messageKey: 'fast_order.bad_file' | 'fast_order.file_too_large' | typeof UNREADABLE_FORM_KEY };

/** Text files carry no NUL bytes; legacy .xls, PDFs and images do within their first bytes. */
const looksBinary = (bytes: Uint8Array) => bytes.subarray(0, 4096).includes(0);

export async function fastOrderInput(form: FormData): Promise<FastOrderInput> {
  const file = form.get('file');
  const pasted = form.get('lines');
  if (!(file instanceof File) || file.size === 0) return { ok: true, text: typeof pasted === 'string' ? pasted : '', fromFile: false };
  if (file.size > FAST_ORDER_MAX_FILE_BYTES) return { ok: false, messageKey: 'fast_order.file_too_large' };
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (isZip(bytes)) {
    const sheet = await readXlsx(bytes);
    if (!sheet.ok) return { ok: false, messageKey: sheet.reason === 'too_large' ? 'fast_order.file_too_large' : 'fast_order.bad_file' };
    return { ok: true, text: xlsxToFastOrderText(sheet.rows), fromFile: true };
  }
  if (looksBinary(bytes)) return { ok: false, messageKey: 'fast_order.bad_file' };
  return { ok: true, text: new TextDecoder().decode(bytes), fromFile: true };
}

/** The rows as fast-order text: the first two cells of each row, tab separated, row numbers kept. */
export function xlsxToFastOrderText(rows: readonly (readonly string[])[]): string {
  return rows.map((cells) => cells.slice(0, 2).join('\t').trim()).join('\n');
}

/** The posted form's input; a body that is not a form, or is too large to be one, gets its message. */
export async function fastOrderRequestInput(request: Request): Promise<FastOrderInput> {
  const read = await readPageForm(request, FAST_ORDER_MAX_BODY_BYTES);
  if (!read.ok) return { ok: false, messageKey: read.reason === 'too_large' ? 'fast_order.file_too_large' : UNREADABLE_FORM_KEY };
  return fastOrderInput(read.form);
}
