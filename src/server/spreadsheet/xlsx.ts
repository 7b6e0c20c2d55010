// Every .xlsx the portal reads or writes goes through here (decisions 0090 and 0104).
// Reading: the zip is unpacked with its inflated size counted as it inflates (xlsx-unzip.ts), the
// sheet is chosen by name or as the first visible one, and read-excel-file parses it. Writing:
// write-excel-file, one sheet with a bold, frozen header row. On Node both run in worker threads.
import { zipSync } from 'fflate';
import type { Cell } from 'write-excel-file/node';
import { parseSheetInBackground, writeSheetInBackground } from '#runtime/xlsx-background';
import { rowsAsText } from './sheet-cells';
import { unzipXlsxParts } from './xlsx-unzip';
import { chooseSheet, workbookSheets } from './workbook-sheets';

export { isZip, XLSX_MAX_INFLATED_BYTES } from './xlsx-unzip';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
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

export type CellValue = string | number;
export type SheetRow = readonly CellValue[];

/** A written workbook and the name it is downloaded under. */
export interface SpreadsheetFile {
  name: string;
  bytes: Uint8Array;
}

/** Excel refuses a sheet name that is empty, longer than 31 characters or holds any of []/\:*?. */
export function sheetName(name: string): string {
  return name.replace(/[[\]/\\:*?]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 31).trim() || 'Sheet1';
}

function cell(value: CellValue, header: boolean): Cell {
  // NaN and Infinity are no numbers a spreadsheet can hold: they go in as the text they print.
  const content = typeof value === 'number' && !Number.isFinite(value) ? String(value) : value;
  return header ? { value: content, fontWeight: 'bold' } : content;
}

/** One sheet; the first row is the header (bold, frozen). Numbers stay numbers, strings stay text. */
export async function writeXlsx(name: string, rows: readonly SheetRow[]): Promise<Uint8Array> {
  const data = rows.map((row, r) => row.map((value) => cell(value, r === 0)));
  return writeSheetInBackground(data, { sheet: sheetName(name), stickyRowsCount: 1 });
}
