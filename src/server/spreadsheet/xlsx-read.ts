// Every .xlsx the portal reads goes through here: the zip is unpacked with its inflated size counted
// as it inflates (xlsx-unzip.ts), the sheet is chosen by name or as the first visible one, and
// read-excel-file parses it, on Node in a worker thread (decision 0090).
import { zipSync } from 'fflate';
import { parseSheetInBackground } from '#runtime/xlsx-parse';
import { rowsAsText } from './sheet-cells';
import { unzipXlsxParts } from './xlsx-unzip';
import { chooseSheet, workbookSheets } from './workbook-sheets';

export { isZip, XLSX_MAX_INFLATED_BYTES } from './xlsx-unzip';

export const XLSX_MAX_ROWS = 10_000;

export type XlsxResult = { ok: true; rows: string[][] } | { ok: false; reason: 'not_xlsx' | 'too_large' };

/** Each stored as is: read-excel-file unpacks it again by copying, not inflating. */
function storedWorkbook(parts: Map<string, Uint8Array>): ArrayBuffer {
  const zipped = zipSync(Object.fromEntries([...parts].map(([name, bytes]) => [name, [bytes, { level: 0 }]])));
  return zipped.buffer.slice(zipped.byteOffset, zipped.byteOffset + zipped.byteLength) as ArrayBuffer;
}

/** The rows of cell texts of the sheet named `sheet`, or else of the first visible sheet. */
export async function readXlsx(bytes: Uint8Array, sheet?: string): Promise<XlsxResult> {
  const unzipped = await unzipXlsxParts(bytes);
  if (!unzipped.ok) return unzipped;
  const workbook = unzipped.parts.get('xl/workbook.xml');
  const sheets = workbook ? workbookSheets(new TextDecoder().decode(workbook)) : null;
  const name = sheets ? chooseSheet(sheets, sheet) : undefined;
  if (!name) return { ok: false, reason: 'not_xlsx' };
  try {
    const rows = await parseSheetInBackground(storedWorkbook(unzipped.parts), name);
    return { ok: true, rows: rowsAsText(rows, XLSX_MAX_ROWS) };
  } catch {
    return { ok: false, reason: 'not_xlsx' };
  }
}
