// Reads the first worksheet of an .xlsx upload into rows of cell texts (fast order). Only
// xl/worksheets/sheet1.xml and xl/sharedStrings.xml are inflated, each capped, so a small zip that
// expands to gigabytes is refused instead of filling memory. The XML is read with patterns: the
// parts written by spreadsheet programs are flat and Workers have no DOM parser.
import { strFromU8, unzipSync } from 'fflate';

const SHEET = 'xl/worksheets/sheet1.xml';
const SHARED = 'xl/sharedStrings.xml';
const MAX_PART_BYTES = 8 * 1024 * 1024;
const MAX_ROWS = 10_000;

export type XlsxResult = { ok: true; rows: string[][] } | { ok: false; reason: 'not_xlsx' | 'too_large' };

/** A zip file starts with the local file header signature PK\x03\x04. */
export function isZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return ENTITIES[name] ?? whole;
  });
}

/** Text of a string item: its <t> runs, leaving out phonetic guides (<rPh>). */
function itemText(xml: string): string {
  const runs = xml.replace(/<rPh\b[\s\S]*?<\/rPh>/g, '').matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g);
  return decodeXml([...runs].map((m) => m[1] ?? '').join(''));
}

function sharedStrings(xml: string | undefined): string[] {
  if (!xml) return [];
  return [...xml.matchAll(/<si>([\s\S]*?)<\/si>|<si\/>/g)].map((m) => itemText(m[1] ?? ''));
}

/** Column index of a cell reference: A1 → 0, AB7 → 27. */
function columnOf(ref: string): number {
  let index = 0;
  for (const ch of ref.replace(/\d+$/, '')) index = index * 26 + (ch.charCodeAt(0) - 64);
  return index - 1;
}

function cellText(attrs: string, body: string, strings: readonly string[]): string {
  const type = /\st="([^"]*)"/.exec(attrs)?.[1] ?? 'n';
  if (type === 'inlineStr') return itemText(body);
  const value = decodeXml(/<v>([\s\S]*?)<\/v>/.exec(body)?.[1] ?? '');
  return type === 's' ? (strings[Number(value)] ?? '') : value;
}

function sheetRows(xml: string, strings: readonly string[]): string[][] {
  const rows: string[][] = [];
  for (const row of xml.matchAll(/<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    const rowNo = Number(/\sr="(\d+)"/.exec(row[1] ?? '')?.[1] ?? rows.length + 1);
    if (rowNo > MAX_ROWS) break;
    const cells: string[] = [];
    for (const cell of (row[2] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attrs = cell[1] ?? '';
      const ref = /\sr="([A-Z]+\d*)"/.exec(attrs)?.[1];
      cells[ref ? columnOf(ref) : cells.length] = cellText(attrs, cell[2] ?? '', strings).trim();
    }
    while (rows.length < rowNo - 1) rows.push([]);
    rows.push(Array.from(cells, (c) => c ?? ''));
  }
  return rows;
}

export function readXlsx(bytes: Uint8Array): XlsxResult {
  if (!isZip(bytes)) return { ok: false, reason: 'not_xlsx' };
  let tooLarge = false;
  let parts: Record<string, Uint8Array>;
  try {
    parts = unzipSync(bytes, {
      filter: (file) => {
        const wanted = file.name === SHEET || file.name === SHARED;
        if (wanted && file.originalSize > MAX_PART_BYTES) tooLarge = true;
        return wanted && !tooLarge;
      },
    });
  } catch {
    return { ok: false, reason: 'not_xlsx' };
  }
  if (tooLarge) return { ok: false, reason: 'too_large' };
  const sheet = parts[SHEET];
  if (!sheet) return { ok: false, reason: 'not_xlsx' };
  const strings = sharedStrings(parts[SHARED] ? strFromU8(parts[SHARED]) : undefined);
  return { ok: true, rows: sheetRows(strFromU8(sheet), strings) };
}

/** The rows as fast-order text: the first two cells of each row, tab separated, row numbers kept. */
export function xlsxToFastOrderText(rows: readonly (readonly string[])[]): string {
  return rows.map((cells) => cells.slice(0, 2).join('\t').trim()).join('\n');
}
