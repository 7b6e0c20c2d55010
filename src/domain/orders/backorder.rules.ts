// Backorders: open lines the distributor cannot deliver yet, with the arrival the upstream expects.

export interface BackorderSource {
  soNumber: string;
  orderNumber: string;
  sorg: string;
  lines: readonly {
    lineNo: number;
    articleCode: string;
    openQty: number;
    status: string;
    backorderExpectedArrival?: { date: string } | null | undefined;
  }[];
}

export interface BackorderLine {
  soNumber: string;
  orderNumber: string;
  sorg: string;
  lineNo: number;
  articleCode: string;
  openQty: number;
  /** ISO date, or null when the upstream does not know yet. */
  expectedArrival: string | null;
}

export const isBackordered = (line: BackorderSource['lines'][number]): boolean => line.status === 'backorder' && line.openQty > 0;

/** Earliest expected arrival first; lines without a date last, so what comes soon is on top. */
export function backorderLines(orders: readonly BackorderSource[]): BackorderLine[] {
  const lines = orders.flatMap((order) =>
    order.lines.filter(isBackordered).map((line) => ({
      soNumber: order.soNumber,
      orderNumber: order.orderNumber,
      sorg: order.sorg,
      lineNo: line.lineNo,
      articleCode: line.articleCode,
      openQty: line.openQty,
      expectedArrival: line.backorderExpectedArrival?.date ?? null,
    })),
  );
  return lines.sort((a, b) => compareArrival(a.expectedArrival, b.expectedArrival) || a.orderNumber.localeCompare(b.orderNumber) || a.lineNo - b.lineNo);
}

function compareArrival(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a.localeCompare(b);
}
