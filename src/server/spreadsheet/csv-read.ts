// Every CSV the portal reads (upload area, bulk users, pasted cells) goes through here. papaparse
// parses (quotes, doubled quotes, line breaks in quotes) and tells the delimiter apart: comma, the
// semicolon German Excel writes, or the tab a spreadsheet program puts on the clipboard.
import Papa from 'papaparse';
import { yieldToEventLoop } from './yield';

const DELIMITERS = [',', ';', '\t'];
/** Parsed at once: about 5 ms of papaparse's time, so the event loop is handed back often. */
const PIECE_CHARS = 64 * 1024;

/** The file's text: UTF-8 (a BOM dropped), else Windows-1252 as Excel's plain "CSV" writes it. */
export function csvText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    try {
      return new TextDecoder('windows-1252').decode(bytes);
    } catch {
      return new TextDecoder().decode(bytes);
    }
  }
}

/**
 * Where the piece that starts at `start` ends: at the first line break at or past `start + size`
 * that is outside quotes (an even number of quote characters since `start`, since a quote inside a
 * quoted field is doubled). Returns the index of that line break, or the end of the text.
 */
function pieceEnd(text: string, start: number, size: number): number {
  const target = start + size;
  if (target >= text.length) return text.length;
  let quotes = 0;
  for (let at = text.indexOf('"', start); at !== -1 && at < target; at = text.indexOf('"', at + 1)) quotes++;
  for (let i = target; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 34) quotes++;
    else if (ch === 10 && quotes % 2 === 0) return i;
  }
  return text.length;
}

const isBlank = (row: readonly string[]) => row.every((cell) => cell.trim() === '');

/**
 * Rows of cell texts. Blank lines stay (as `['']`) so line numbers match the file. Reading stops once
 * more than `maxRows` non-blank rows were read, the one past the limit included, so the caller's own
 * count refuses the file without the rest being parsed. The text goes to papaparse in pieces that end
 * at a line break outside quotes, with the event loop handed back between them.
 */
export async function readCsv(text: string, maxRows: number): Promise<string[][]> {
  const body = text.replace(/^\uFEFF/, '').replace(/\r?\n$|\r$/, '');
  if (body === '') return [];
  const rows: string[][] = [];
  let delimiter: string | undefined;
  let filled = 0;
  for (let start = 0; start <= body.length; ) {
    const end = pieceEnd(body, start, PIECE_CHARS);
    const piece = body.slice(start, end > start && body.charCodeAt(end - 1) === 13 ? end - 1 : end);
    let parsed: string[][] = [['']];
    if (piece !== '') {
      // Told from the first rows, blank lines aside: a blank row would make every guess inconsistent.
      delimiter ??= Papa.parse<string[]>(piece, { delimitersToGuess: DELIMITERS, preview: 20, skipEmptyLines: 'greedy' }).meta.delimiter;
      parsed = Papa.parse<string[]>(piece, { delimiter }).data;
    }
    for (const row of parsed) {
      rows.push(row);
      if (!isBlank(row) && ++filled > maxRows) return rows;
    }
    start = end + 1;
    if (start <= body.length) await yieldToEventLoop();
  }
  return rows;
}
