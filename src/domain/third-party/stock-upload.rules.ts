// A customer-vendor's stock sheet: a header row, then article code and stock per row.
export const STOCK_UPLOAD_MAX_ROWS = 5_000;

export interface StockRow {
  articleCode: string;
  stock: number;
}

export type StockSheet = { ok: true; rows: StockRow[] } | { ok: false; problems: { line: number; articleCode: string }[] } | { ok: false; empty: true };

/** Skips the header and blank rows; a stock that is not a whole number from 0 is a problem of its line. */
export function readStockSheet(cells: readonly (readonly string[])[]): StockSheet {
  const rows: StockRow[] = [];
  const problems: { line: number; articleCode: string }[] = [];
  cells.forEach((row, i) => {
    if (i === 0) return;
    const articleCode = (row[0] ?? '').trim();
    const stock = (row[1] ?? '').trim();
    if (articleCode === '' && stock === '') return;
    if (articleCode === '' || articleCode.length > 40 || !/^\d{1,7}$/.test(stock)) problems.push({ line: i + 1, articleCode });
    else rows.push({ articleCode, stock: Number(stock) });
  });
  if (problems.length > 0) return { ok: false, problems };
  if (rows.length === 0) return { ok: false, empty: true };
  return { ok: true, rows };
}
