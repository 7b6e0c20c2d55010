// Reads an article-maintenance spreadsheet (cell texts, header row first) into the rows of its
// kind. Columns per kind are fixed (SHEET_COLUMNS); a line that does not fit its schema is reported
// by its line number and nothing of the sheet is sent.
import { ROW_SCHEMAS, type MaintenanceKind, type MaintenanceRow } from './maintenance.schema';

export const MAINTENANCE_MAX_ROWS = 5_000;

export const SHEET_COLUMNS: Record<MaintenanceKind, readonly string[]> = {
  stock: ['article_code', 'stock'],
  products: ['article_code', 'description', 'price', 'sales_unit', 'uom_converter', 'stock'],
  attributes: ['article_code', 'sorg', 'order_flag', 'new_arrival_from', 'new_arrival_to', 'new_arrival_active'],
  delete: ['article_code', 'sorg'],
  order_limits: ['article_code', 'order_limit'],
};

export type MaintenanceSheet<K extends MaintenanceKind> =
  | { ok: true; rows: MaintenanceRow<K>[] }
  | { ok: false; reason: 'lines'; lines: number[] }
  | { ok: false; reason: 'empty' }
  | { ok: false; reason: 'too_many' };

/** Whole number text ("12", "12.0" as spreadsheets write it); NaN otherwise. */
function whole(text: string): number {
  return /^-?\d{1,13}(\.0+)?$/.test(text) ? Number.parseInt(text, 10) : Number.NaN;
}

/** A decimal amount ("12.5", "12,50") in minor units of the given precision; NaN when it has more decimals. */
export function minorUnits(text: string, precision: number): number {
  const m = /^(\d{1,12})(?:[.,](\d+))?$/.exec(text.trim());
  if (!m) return Number.NaN;
  const decimals = (m[2] ?? '').replace(/0+$/, '');
  if (decimals.length > precision) return Number.NaN;
  return Number(m[1]) * 10 ** precision + Number(decimals.padEnd(precision, '0') || '0');
}

const TRUE = new Set(['1', 'true', 'yes', 'y', 'x', 'ja', 'oui', 'ya']);
const FALSE = new Set(['0', 'false', 'no', 'n', '', 'nein', 'non', 'tidak']);

function flag(text: string): boolean | null {
  const t = text.trim().toLowerCase();
  if (TRUE.has(t)) return true;
  return FALSE.has(t) ? false : null;
}

/** yyyy-mm-dd as typed, or a spreadsheet date serial (days since 1899-12-30); '' is no date. */
export function sheetDate(text: string): string | null {
  const t = text.trim();
  if (t === '') return null;
  if (/^\d{5}(\.\d+)?$/.test(t)) return new Date(Date.UTC(1899, 11, 30) + Math.floor(Number(t)) * 86_400_000).toISOString().slice(0, 10);
  return t;
}

function candidate(kind: MaintenanceKind, c: readonly string[], precision: number): unknown {
  const at = (i: number) => (c[i] ?? '').trim();
  switch (kind) {
    case 'stock':
      return { articleCode: at(0), stock: whole(at(1)) };
    case 'products':
      return { articleCode: at(0), description: at(1), price: minorUnits(at(2), precision), salesUnit: at(3), uomConverter: whole(at(4)), stock: whole(at(5)) };
    case 'attributes':
      return { articleCode: at(0), sorg: at(1), orderFlag: flag(at(2)), newArrivalFrom: sheetDate(at(3)), newArrivalTo: sheetDate(at(4)), newArrivalActive: flag(at(5)) };
    case 'delete':
      return { articleCode: at(0), sorg: at(1) };
    case 'order_limits':
      return { articleCode: at(0), orderLimit: at(1) === '' ? null : whole(at(1)) };
  }
}

/** Skips the header and blank lines; `precision` is the minor-unit digits of the vendor's currency. */
export function readMaintenanceSheet<K extends MaintenanceKind>(kind: K, cells: readonly (readonly string[])[], precision = 2): MaintenanceSheet<K> {
  if (cells.length - 1 > MAINTENANCE_MAX_ROWS) return { ok: false, reason: 'too_many' };
  const schema = ROW_SCHEMAS[kind];
  const rows: MaintenanceRow<K>[] = [];
  const lines: number[] = [];
  cells.forEach((row, i) => {
    if (i === 0 || row.every((cell) => cell.trim() === '')) return;
    const parsed = schema.safeParse(candidate(kind, row, precision));
    if (parsed.success) rows.push(parsed.data as MaintenanceRow<K>);
    else lines.push(i + 1);
  });
  if (lines.length > 0) return { ok: false, reason: 'lines', lines };
  return rows.length === 0 ? { ok: false, reason: 'empty' } : { ok: true, rows };
}
