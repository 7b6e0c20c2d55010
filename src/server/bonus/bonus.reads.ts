// The acting customer's bonus year from the upstream (purchases, retail points, on-time payment,
// verification percentages, total dealer sales) in one request, summed per quarter.
import { quarterSummaries, yearTotal, type QuarterSummary } from '../../domain/bonus';
import type { CustCode } from '../auth/claims';
import type { UpstreamClient } from '../upstream';
import { BonusYearDocument, type BonusYearQuery } from '../upstream/generated';

export type BonusPurchase = BonusYearQuery['b2bPurchasesV3'][number];
export type BonusRetailSale = BonusYearQuery['retailSales'][number];

export interface BonusYear {
  year: number;
  currency: string | null;
  purchases: BonusPurchase[];
  retail: BonusRetailSale[];
  quarters: QuarterSummary[];
  total: QuarterSummary;
}

export async function readBonusYear(upstream: UpstreamClient, customer: CustCode, year: number): Promise<BonusYear> {
  const data = await upstream.request(BonusYearDocument, { custCode: customer.r3, year, quarter: null });
  const quarters = quarterSummaries({
    purchases: data.b2bPurchasesV3,
    retail: data.retailSales,
    onTimePayment: data.onTimePaymentV2,
    verification: data.verificationPercentages,
    totalSales: data.totalDealerSales,
  });
  const currency = data.b2bPurchasesV3[0]?.currency ?? data.retailSales[0]?.currency ?? data.totalDealerSales[0]?.currency ?? null;
  return { year, currency, purchases: data.b2bPurchasesV3, retail: data.retailSales, quarters, total: yearTotal(quarters) };
}

/** Rows of one quarter, or of the year when quarter is undefined. */
export function inQuarter<T extends { quarter: number }>(rows: readonly T[], quarter: number | undefined): T[] {
  return quarter ? rows.filter((r) => r.quarter === quarter) : [...rows];
}
