// Fast order input: one line per article, "code qty" separated by spaces, tabs, commas or
// semicolons (pasted from a spreadsheet or a CSV file). A header row is skipped; at most 500 lines.
import { MAX_LINE_QTY } from './line-qty';

export const FAST_ORDER_MAX_LINES = 500;

export interface FastOrderLine {
  lineNo: number;
  articleCode: string;
  qty: number;
}

export interface FastOrderProblem {
  lineNo: number;
  raw: string;
  /** Locale key of the message. */
  messageKey: 'fast_order.bad_line' | 'fast_order.bad_qty' | 'fast_order.qty_max' | 'fast_order.too_many';
}

export interface ParsedFastOrder {
  lines: FastOrderLine[];
  problems: FastOrderProblem[];
}

const CODE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/;

export function parseFastOrder(text: string): ParsedFastOrder {
  const rows = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const lines: FastOrderLine[] = [];
  const problems: FastOrderProblem[] = [];
  let counted = 0;
  rows.forEach((row, index) => {
    const raw = row.trim();
    if (raw === '') return;
    const cells = raw.split(/[\t,;]+|\s+/).map((c) => c.replace(/^"|"$/g, '').trim()).filter((c) => c !== '');
    const [code = '', qtyText = '1'] = cells;
    if (counted === 0 && cells.length === 2 && /^[a-z _-]+$/i.test(qtyText)) return; // header row
    counted += 1;
    const lineNo = index + 1;
    if (counted > FAST_ORDER_MAX_LINES) {
      if (counted === FAST_ORDER_MAX_LINES + 1) problems.push({ lineNo, raw, messageKey: 'fast_order.too_many' });
      return;
    }
    if (!CODE.test(code) || cells.length > 2) return void problems.push({ lineNo, raw, messageKey: 'fast_order.bad_line' });
    const qty = Number(qtyText);
    if (!/^\d+$/.test(qtyText) || !Number.isSafeInteger(qty) || qty < 1) return void problems.push({ lineNo, raw, messageKey: 'fast_order.bad_qty' });
    if (qty > MAX_LINE_QTY) return void problems.push({ lineNo, raw, messageKey: 'fast_order.qty_max' });
    lines.push({ lineNo, articleCode: code, qty });
  });
  return { lines, problems };
}
