// The open rows the payment island reads, handed over as one string prop: a line per row, its
// fields apart by tabs. Astro serializes object props value by value ([0,"..."] each, then
// HTML-escaped), which made 2,000 rows about 1 MB of attribute; this is about a tenth of that.
// String fields escape only what would break the format (%, tab, newline).
import type { InvoiceRow } from '../../domain/invoices';

const FIELD = '\t';
const ROW = '\n';
const ESCAPES: Readonly<Record<string, string>> = { '%': '%25', '\t': '%09', '\n': '%0A' };
const UNESCAPES: Readonly<Record<string, string>> = { '%25': '%', '%09': '\t', '%0A': '\n' };

const escapeField = (value: string): string => value.replace(/[%\t\n]/g, (c) => ESCAPES[c] ?? c);
// Most fields hold no escape at all: skipping the regex there halves decoding 2,000 rows.
const unescapeField = (value: string): string => (value.includes('%') ? value.replace(/%(?:25|09|0A)/g, (code) => UNESCAPES[code] ?? code) : value);

/** Rows without their status (only open rows are handed over) or currency (the company's). */
export function encodePayableRows(rows: readonly InvoiceRow[]): string {
  return rows
    .map((r) =>
      [
        escapeField(r.id), escapeField(r.invoiceNo), escapeField(r.assignment), r.amount, escapeField(r.dueDate), r.overdue ? 1 : 0,
        r.installment?.number ?? '', r.installment?.count ?? '', r.earlyPaymentDiscount, r.freightAllowance,
      ].join(FIELD),
    )
    .join(ROW);
}

function decodeRow(line: string, currency: string): InvoiceRow {
  const [id = '', invoiceNo = '', assignment = '', amount = '0', dueDate = '', overdue = '0', number = '', count = '', epd = '0', fa = '0'] = line.split(FIELD);
  return {
    id: unescapeField(id),
    invoiceNo: unescapeField(invoiceNo),
    assignment: unescapeField(assignment),
    status: 'Open',
    amount: Number(amount),
    currency,
    dueDate: unescapeField(dueDate),
    overdue: overdue === '1',
    installment: number === '' ? null : { number: Number(number), count: Number(count) },
    earlyPaymentDiscount: Number(epd),
    freightAllowance: Number(fa),
  };
}

export function decodePayableRows(text: string, currency: string): InvoiceRow[] {
  return text === '' ? [] : text.split(ROW).map((line) => decodeRow(line, currency));
}
