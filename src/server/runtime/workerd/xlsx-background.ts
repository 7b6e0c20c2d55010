// Workers have no threads: spreadsheets are parsed and written in the request's own isolate. The size
// limit of the unzip step bounds a parse (decision 0090); an export is bounded by its row limit.
import { readSheet } from 'read-excel-file/universal';
import writeXlsxFile, { type SheetData, type SheetOptions } from 'write-excel-file/node';
import type { RawRow } from '../../spreadsheet/sheet-cells';

export async function parseSheetInBackground(workbook: ArrayBuffer, sheet: string): Promise<RawRow[]> {
  return (await readSheet(workbook, sheet)) as RawRow[];
}

/** write-excel-file's Node entry: its universal one zips large parts in a Web Worker, which workerd lacks (decision 0104). */
export async function writeSheetInBackground(data: SheetData, options: SheetOptions<never>): Promise<Uint8Array> {
  const buffer = await writeXlsxFile(data, options).toBuffer();
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}
