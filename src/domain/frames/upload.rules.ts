// The upload area's per-row checks that need no lookup: the columns of the template, the frame
// number's form, the sold date (ISO text or a spreadsheet date serial), the consumer, duplicates.
import { consumerSchema, frameNumber, soldDateProblem, type ConsumerInput, type FrameType } from './frame.rules';

export const UPLOAD_MAX_ROWS = 5_000;
export const UPLOAD_COLUMNS = ['frame_number', 'sold_date', 'type', 'consumer_name', 'phone', 'email', 'city', 'address'] as const;

export interface UploadRow {
  /** Line in the file, 1-based, header included: what the dealer sees in the spreadsheet. */
  line: number;
  frameNumber: string;
  soldDate: string;
  type: FrameType;
  consumer: ConsumerInput;
}

export type RowCheck = { ok: true; row: UploadRow } | { ok: false; line: number; frameNumber: string; problems: string[] };

const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

/** 2025-03-01 stays; a date serial (45717) becomes its ISO day; anything else is returned as typed. */
export function uploadDate(cell: string): string {
  const value = cell.trim();
  if (/^\d{5}(\.\d+)?$/.test(value)) return new Date(EXCEL_EPOCH + Math.floor(Number(value)) * 86_400_000).toISOString().slice(0, 10);
  return value.slice(0, 10);
}

const isBlank = (cells: readonly string[]) => cells.every((c) => (c ?? '').trim() === '');

/** Checks every row; the first row is the template's header. `today` bounds the sold date. */
export function checkUploadRows(rows: readonly (readonly string[])[], today: string): RowCheck[] {
  const seen = new Set<string>();
  const out: RowCheck[] = [];
  rows.forEach((cells, index) => {
    if (index === 0 || isBlank(cells)) return;
    const [frameCell = '', dateCell = '', typeCell = '', name = '', phone = '', email = '', city = '', address = ''] = cells.map((c) => (c ?? '').trim());
    const problems: string[] = [];
    const frame = frameNumber.safeParse(frameCell);
    if (!frame.success) problems.push(frame.error.issues[0]?.message ?? 'validation.required');
    const soldDate = uploadDate(dateCell);
    const dateProblem = soldDateProblem(soldDate, today);
    if (dateProblem) problems.push(dateProblem);
    const type = typeCell.toLowerCase().replace(/[\s_]+/g, '-') || 'retail';
    if (type !== 'retail' && type !== 'non-retail') problems.push('retail_sales.error.bad_type');
    const consumer = consumerSchema.safeParse({ name, phone: phone.replace(/[\s+()-]/g, ''), email, city, address });
    if (!consumer.success) problems.push(...new Set(consumer.error.issues.map((i) => `${i.message}`)));
    const normalised = frame.success ? frame.data : frameCell;
    if (frame.success && seen.has(normalised)) problems.push('retail_sales.error.duplicate_row');
    if (frame.success) seen.add(normalised);
    const line = index + 1;
    if (problems.length > 0 || !frame.success || !consumer.success) out.push({ ok: false, line, frameNumber: normalised, problems });
    else out.push({ ok: true, row: { line, frameNumber: frame.data, soldDate, type: type as FrameType, consumer: consumer.data } });
  });
  return out;
}
