// Workers have no threads: the sheet is parsed in the request's own isolate. The size limit of the
// unzip step bounds the work (decision 0090).
import { readSheet } from 'read-excel-file/universal';
import type { RawRow } from '../../spreadsheet/sheet-cells';

export async function parseSheetInBackground(workbook: ArrayBuffer, sheet: string): Promise<RawRow[]> {
  return (await readSheet(workbook, sheet)) as RawRow[];
}
