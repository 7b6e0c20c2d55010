// Which sheet of a workbook to read: the one the caller names, else the first visible one (a
// workbook whose tabs were reordered or that hides a lookup tab still gives the rows a person sees).
import { Parser } from 'saxen';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';

export interface WorkbookSheet {
  name: string;
  visible: boolean;
}

/** The sheets in tab order, from xl/workbook.xml; null when the part is not a workbook. */
export function workbookSheets(workbookXml: string): WorkbookSheet[] | null {
  const sheets: WorkbookSheet[] = [];
  let broken = false;
  const parser = new Parser();
  parser.ns({ [MAIN]: 'x' });
  parser.on('openTag', (name: string, attrs: () => Record<string, string>, decode: (text: string) => string) => {
    if (name !== 'x:sheet' && name !== 'sheet') return;
    const { name: sheetName, state } = attrs();
    if (sheetName) sheets.push({ name: decode(sheetName), visible: state !== 'hidden' && state !== 'veryHidden' });
  });
  parser.on('error', () => {
    broken = true;
  });
  parser.parse(workbookXml);
  return broken || sheets.length === 0 ? null : sheets;
}

/** The sheet named `preferred` (compared without case), else the first visible sheet. */
export function chooseSheet(sheets: readonly WorkbookSheet[], preferred?: string): string | undefined {
  const wantedName = preferred?.toLowerCase();
  const named = wantedName ? sheets.find((s) => s.name.toLowerCase() === wantedName) : undefined;
  return (named ?? sheets.find((s) => s.visible) ?? sheets[0])?.name;
}
