// The columns of an invoice table, and their labels for the stacked phone layout: invoices.css
// labels each cell from the table's style (--col-N) rather than a data-label on every cell, which
// on 2,000 rows was ~350 KB of repeated labels.

export interface RowLabels {
  no: string;
  doc: string;
  due: string;
  status: string;
  epd: string;
  fa: string;
  amount: string;
}

export interface Column {
  label: string;
  num: boolean;
}

/** The table's columns in cell order: which ones show depends on the company's additional displays. */
export function columnsOf(o: { labels: RowLabels; showEpd: boolean; showFa: boolean }): Column[] {
  const l = o.labels;
  return [
    { label: l.no, num: false },
    { label: l.doc, num: false },
    { label: l.due, num: false },
    { label: l.status, num: false },
    ...(o.showEpd ? [{ label: l.epd, num: true }] : []),
    ...(o.showFa ? [{ label: l.fa, num: true }] : []),
    { label: l.amount, num: true },
  ];
}

export const cssString = (value: string): string => `"${value.replace(/["\\]/g, '\\$&').replace(/[\n\r]/g, ' ')}"`;

/** style="" value giving each column's label to the stacked phone layout (invoices.css). */
export const columnLabelStyle = (columns: readonly Column[]): string => columns.map((c, i) => `--col-${i + 1}:${cssString(c.label)}`).join(';');
