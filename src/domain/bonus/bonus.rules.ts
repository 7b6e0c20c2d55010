// Bonus of a dealer's year: points and their value per quarter from B2B purchases (points per unit
// times quantity) and retail sales (points per frame), next to the on-time payment value, the
// verification percentage and total dealer sales. Totals are sums of the rows shown, nothing else.

export const QUARTERS = [1, 2, 3, 4] as const;
export type Quarter = (typeof QUARTERS)[number];

export interface PurchaseRow {
  quarter: number;
  quantity: number;
  point: number;
  subTotal: number;
}

export interface RetailRow {
  quarter: number;
  point: number;
  subTotal: number;
}

export interface QuarterValue {
  quarter: number;
  value: number;
}

export interface QuarterSummary {
  quarter: number;
  purchasePoints: number;
  purchaseValue: number;
  retailPoints: number;
  retailValue: number;
  points: number;
  value: number;
  onTimePayment: number | null;
  verificationPercent: number | null;
  totalSales: number | null;
}

export interface BonusInput {
  purchases: readonly PurchaseRow[];
  retail: readonly RetailRow[];
  onTimePayment: readonly QuarterValue[];
  verification: readonly QuarterValue[];
  totalSales: readonly QuarterValue[];
}

const valueOf = (list: readonly QuarterValue[], quarter: number) => list.find((v) => v.quarter === quarter)?.value ?? null;
const sum = <T>(rows: readonly T[], pick: (row: T) => number) => rows.reduce((s, r) => s + pick(r), 0);

export const purchasePoints = (row: PurchaseRow): number => row.point * row.quantity;

export function quarterSummaries(input: BonusInput): QuarterSummary[] {
  return QUARTERS.map((quarter) => {
    const purchases = input.purchases.filter((p) => p.quarter === quarter);
    const retail = input.retail.filter((r) => r.quarter === quarter);
    const purchase = { points: sum(purchases, purchasePoints), value: sum(purchases, (p) => p.subTotal) };
    const sold = { points: sum(retail, (r) => r.point), value: sum(retail, (r) => r.subTotal) };
    return {
      quarter,
      purchasePoints: purchase.points,
      purchaseValue: purchase.value,
      retailPoints: sold.points,
      retailValue: sold.value,
      points: purchase.points + sold.points,
      value: purchase.value + sold.value,
      onTimePayment: valueOf(input.onTimePayment, quarter),
      verificationPercent: valueOf(input.verification, quarter),
      totalSales: valueOf(input.totalSales, quarter),
    };
  });
}

/** The year's line: sums of the quarters; the verification percentage is their average. */
export function yearTotal(quarters: readonly QuarterSummary[]): QuarterSummary {
  const known = quarters.filter((q) => q.verificationPercent !== null);
  const nullableSum = (pick: (q: QuarterSummary) => number | null) => (quarters.some((q) => pick(q) !== null) ? sum(quarters, (q) => pick(q) ?? 0) : null);
  return {
    quarter: 0,
    purchasePoints: sum(quarters, (q) => q.purchasePoints),
    purchaseValue: sum(quarters, (q) => q.purchaseValue),
    retailPoints: sum(quarters, (q) => q.retailPoints),
    retailValue: sum(quarters, (q) => q.retailValue),
    points: sum(quarters, (q) => q.points),
    value: sum(quarters, (q) => q.value),
    onTimePayment: nullableSum((q) => q.onTimePayment),
    verificationPercent: known.length ? Math.round(sum(known, (q) => q.verificationPercent ?? 0) / known.length) : null,
    totalSales: nullableSum((q) => q.totalSales),
  };
}

/** Years a dealer can read: this year and the one before. */
export function bonusYears(today: string): number[] {
  const year = Number(today.slice(0, 4));
  return [year, year - 1];
}

export function quarterOfDate(iso: string): Quarter {
  return (Math.floor((Number(iso.slice(5, 7)) - 1) / 3) + 1) as Quarter;
}
