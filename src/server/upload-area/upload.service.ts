// The upload area: a month of retail sales from an .xlsx or .csv file (told apart by content).
// Every row is checked, first on its own (domain rules), then against what the distributor shipped
// to the dealer, and reported per line; only then are the good rows registered, in one mutation.
import { checkUploadRows, FRAME_STATE_ERRORS, UPLOAD_MAX_ROWS, type FrameState, type UploadRow } from '../../domain/frames';
import type { CustCode } from '../auth/claims';
import { csvText, readCsv } from '../spreadsheet/csv-read';
import { isZip, readXlsx } from '../spreadsheet/xlsx';
import { framesError } from '../retail-sales/retail-sales.errors';
import { todayIso } from '../retail-sales/retail-sales.service';
import type { UpstreamClient } from '../upstream';
import { FramesV4Document, UploadAccountBikesDatasDocument } from '../upstream/generated';

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

export interface LineReport {
  line: number;
  frameNumber: string;
  ok: boolean;
  /** Locale keys; params of sold_before_shipped carry the shipped date. */
  problems: string[];
  shippedAt?: string | undefined;
}

export interface UploadReport {
  registered: number;
  rejected: number;
  lines: LineReport[];
}

const looksBinary = (bytes: Uint8Array) => bytes.subarray(0, 4096).includes(0);

/** Rows of cell texts from the file's bytes; refuses what is neither a workbook nor text. */
export async function uploadRows(bytes: Uint8Array): Promise<string[][]> {
  if (bytes.length === 0) throw framesError('UPLOAD_EMPTY');
  if (bytes.length > UPLOAD_MAX_BYTES) throw framesError('UPLOAD_TOO_LARGE');
  if (isZip(bytes)) {
    const sheet = await readXlsx(bytes);
    if (!sheet.ok) throw framesError(sheet.reason === 'too_large' ? 'UPLOAD_TOO_LARGE' : 'UPLOAD_FILE');
    return sheet.rows;
  }
  if (looksBinary(bytes)) throw framesError('UPLOAD_FILE');
  // The header row and one row past the limit: enough for checkAndRegister to refuse the file.
  return readCsv(csvText(bytes), UPLOAD_MAX_ROWS + 1);
}

async function shippedChecks(upstream: UpstreamClient, customer: CustCode, rows: readonly UploadRow[]) {
  if (rows.length === 0) return new Map<string, { state: string; shippedAt: string | null }>();
  const { framesV4 } = await upstream.request(FramesV4Document, { custCode: customer.r3, frameNumbers: rows.map((r) => r.frameNumber) });
  return new Map(framesV4.map((c) => [c.frameNumber, { state: c.state, shippedAt: c.shippedAt ?? null }]));
}

/** Checks every line; `register` false stops after the report (nothing is written). */
export async function checkAndRegister(upstream: UpstreamClient, customer: CustCode, cells: readonly (readonly string[])[], now = new Date()): Promise<UploadReport> {
  const checks = checkUploadRows(cells, todayIso(now));
  if (checks.length === 0) throw framesError('UPLOAD_EMPTY');
  if (checks.length > UPLOAD_MAX_ROWS) throw framesError('UPLOAD_TOO_MANY_ROWS', undefined, { max: UPLOAD_MAX_ROWS });
  const good = checks.flatMap((c) => (c.ok ? [c.row] : []));
  const shipped = await shippedChecks(upstream, customer, good);
  const lines: LineReport[] = [];
  const accepted: UploadRow[] = [];
  for (const check of checks) {
    if (!check.ok) {
      lines.push({ line: check.line, frameNumber: check.frameNumber, ok: false, problems: check.problems });
      continue;
    }
    const found = shipped.get(check.row.frameNumber);
    const state = (found?.state ?? 'unknown') as FrameState;
    const problems = state === 'ok' ? [] : [FRAME_STATE_ERRORS[state as Exclude<FrameState, 'ok'>]];
    if (state === 'ok' && found?.shippedAt && check.row.soldDate < found.shippedAt) problems.push('retail_sales.error.sold_before_shipped');
    lines.push({ line: check.row.line, frameNumber: check.row.frameNumber, ok: problems.length === 0, problems, shippedAt: found?.shippedAt ?? undefined });
    if (problems.length === 0) accepted.push(check.row);
  }
  const registered = accepted.length > 0 ? await registerRows(upstream, customer, accepted, lines) : 0;
  return { registered, rejected: lines.filter((l) => !l.ok).length, lines };
}

async function registerRows(upstream: UpstreamClient, customer: CustCode, rows: readonly UploadRow[], lines: LineReport[]): Promise<number> {
  const { uploadAccountBikesDatas: result } = await upstream.request(UploadAccountBikesDatasDocument, {
    custCode: customer.r3,
    rows: rows.map((r) => ({
      frameNumber: r.frameNumber, soldDate: r.soldDate, useAccountData: false, type: r.type,
      customer: { name: r.consumer.name, phone: r.consumer.phone ?? null, email: r.consumer.email ?? null, city: r.consumer.city ?? null, address: r.consumer.address ?? null },
      dealer: null,
    })),
  });
  if (result.message.status) return result.registered;
  // Another submit of the same file registered these frames in between: report them as such.
  for (const error of result.userErrors) {
    const row = rows[Number(error.field)];
    const line = row && lines.find((l) => l.line === row.line);
    if (line) Object.assign(line, { ok: false, problems: ['retail_sales.error.frame_already_reported'] });
  }
  for (const row of rows) {
    const line = lines.find((l) => l.line === row.line);
    if (line?.ok) Object.assign(line, { ok: false, problems: ['upload_area.error.not_registered'] });
  }
  return 0;
}
