// read-excel-file types its cells (numbers, booleans, dates by the cell's number format); the portal's
// readers take every cell as the text a person would type, so they check one way whatever the file.
export type RawCell = string | number | boolean | Date | null;
export type RawRow = readonly RawCell[];

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

function cellText(cell: RawCell): string {
  if (cell === null) return '';
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString().endsWith('T00:00:00.000Z') ? isoDay(cell) : cell.toISOString();
  if (typeof cell === 'boolean') return cell ? 'TRUE' : 'FALSE';
  return String(cell).trim();
}

/** Rows of trimmed texts; a row whose cells are all empty becomes [] so row numbers stay as in the sheet. */
export function rowsAsText(rows: readonly RawRow[], maxRows: number): string[][] {
  return rows.slice(0, maxRows).map((row) => {
    const cells = row.map(cellText);
    while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
    return cells;
  });
}
