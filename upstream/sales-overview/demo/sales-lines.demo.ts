// Invoiced sales lines for every demo customer and company: two full calendar years before the base
// date's year plus that year up to the base date, with a spring peak (bikes sell from March to
// June) and each dealer's own growth and brand assortment. `bench` makes exactly 1,000,000 lines,
// about 13 % of them for the single-company dealer (ten times an average dealer), so one dealer's
// year is a heavy read.
import type { Client } from '@libsql/client';
import type { CatalogData } from '../../demo/catalog';
import type { DealerData } from '../../demo/dealers';
import { demoActors } from '../../demo/actors';
import type { RowSet } from '../../demo/insert';
import { insertAll } from '../../demo/insert';
import { createRng, type Rng } from '../../demo/prng';
import { currencyOf } from '../../ledger/demo/money.demo';

export const DEMO_SALES_LINES = 30_000;
export const BENCH_SALES_LINES = 1_000_000;
const SALES_SEED = 20_250_316;
/** Relative sales per calendar month, January first. */
export const SEASON = [0.55, 0.7, 1.15, 1.4, 1.5, 1.35, 1.15, 1.0, 0.9, 0.75, 0.6, 0.85] as const;
const POOL_PER_SORG = 600;

export interface SalesLinesInput {
  dealers: Pick<DealerData, 'areas'>;
  catalog: Pick<CatalogData, 'products' | 'prices'>;
  baseDate: string;
  size?: string | undefined;
}

interface Article { code: string; modelId: number; brandId: number; price: number; bike: boolean }

const COLUMNS = ['id', 'invoice_no', 'line_no', 'invoice_date', 'invoice_month', 'cust_code', 'sorg', 'article_code', 'model_id', 'qty', 'net_amount', 'currency'] as const;

/** `bench` 1,000,000; `demo` 30,000; an article count (tests) ten lines per article, at most 30,000. */
export function salesLineCount(size: string | undefined): number {
  if (size === 'bench') return BENCH_SALES_LINES;
  const n = Number(size);
  return size && Number.isInteger(n) ? Math.min(DEMO_SALES_LINES, n * 10) : DEMO_SALES_LINES;
}

function articlesBySorg(catalog: SalesLinesInput['catalog']): Map<string, Article[]> {
  const byId = new Map(catalog.products.map((p) => [p.id, p]));
  const out = new Map<string, Article[]>();
  for (const price of catalog.prices) {
    const p = byId.get(price.productId);
    if (!p || price.dealerPrice == null || p.productType === 'Groupset') continue;
    const list = out.get(price.sorg) ?? [];
    // Every third priced article, so the pool spans the whole catalogue rather than its first models.
    if (list.length < POOL_PER_SORG && p.id % 3 === 0) list.push({ code: p.articleCode, modelId: p.modelId, brandId: p.brandId, price: price.dealerPrice, bike: p.productType === 'Bike' });
    out.set(price.sorg, list);
  }
  return out;
}

/** Months from January two years before the base year up to the base date's month: [year, month, last day]. */
export function salesMonths(baseDate: string): [number, number, number][] {
  const [y, m, d] = baseDate.split('-').map(Number) as [number, number, number];
  const out: [number, number, number][] = [];
  for (let year = y - 2; year <= y; year++) {
    for (let month = 1; month <= 12; month++) {
      if (year === y && month > m) break;
      const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
      out.push([year, month, year === y && month === m ? d : days]);
    }
  }
  return out;
}

interface Plan { custCode: string; sorg: string; weight: number; growth: number; assortment: Article[] }

function plans(rng: Rng, input: SalesLinesInput, pools: Map<string, Article[]>, bench: boolean): Plan[] {
  return input.dealers.areas.map(({ custCode, sorg }) => {
    const pool = pools.get(sorg) ?? [];
    const brands = [...new Set(pool.map((a) => a.brandId))];
    const carried = new Set(rng.sample(brands, Math.max(2, Math.min(brands.length, rng.int(3, 6)))));
    const assortment = pool.filter((a) => carried.has(a.brandId));
    const big = custCode === demoActors.singleCompanyDealer.r3;
    const weight = big ? (bench ? 12 : 3) : 0.4 + rng.next() * 1.4;
    return { custCode, sorg, weight, growth: 0.05 + rng.next() * 0.25, assortment: assortment.length ? assortment : pool };
  });
}

export function generateSalesLines(input: SalesLinesInput): RowSet {
  const rng = createRng(SALES_SEED);
  const total = salesLineCount(input.size);
  const pools = articlesBySorg(input.catalog);
  const months = salesMonths(input.baseDate);
  const baseYear = months[months.length - 1]?.[0] ?? 0;
  const all = plans(rng, input, pools, input.size === 'bench').filter((p) => p.assortment.length > 0);
  const cells = all.flatMap((plan) => months.map(([year, month, days]) => {
    const partial = days / new Date(Date.UTC(year, month, 0)).getUTCDate();
    return { plan, year, month, days, weight: plan.weight * SEASON[month - 1]! * (1 + plan.growth) ** (year - baseYear + 2) * partial };
  }));
  const sum = cells.reduce((s, c) => s + c.weight, 0);
  const counts = cells.map((c) => Math.floor((c.weight / sum) * total));
  // The remainder goes to the heaviest cells, so the total is exact.
  let rest = total - counts.reduce((s, n) => s + n, 0);
  const order = cells.map((_, i) => i).sort((a, b) => cells[b]!.weight - cells[a]!.weight);
  for (let k = 0; rest > 0; k = (k + 1) % order.length, rest--) counts[order[k]!]! += 1;
  const rows: (string | number)[][] = [];
  let invoice = 0;
  cells.forEach((cell, i) => {
    let left = counts[i]!;
    const mm = String(cell.month).padStart(2, '0');
    const currency = currencyOf(cell.plan.sorg);
    while (left > 0) {
      invoice += 1;
      const lines = Math.min(left, rng.int(1, 8));
      const date = `${cell.year}-${mm}-${String(rng.int(1, cell.days)).padStart(2, '0')}`;
      const no = `9${String(invoice).padStart(9, '0')}`;
      for (let line = 1; line <= lines; line++) {
        const a = rng.pick(cell.plan.assortment);
        const credit = rng.chance(0.01);
        const qty = (a.bike ? rng.int(1, 3) : rng.int(1, 12)) * (credit ? -1 : 1);
        const net = Math.round(a.price * qty * (1 - rng.int(0, 12) / 100));
        rows.push([rows.length + 1, no, line, date, `${cell.year}-${mm}`, cell.plan.custCode, cell.plan.sorg, a.code, a.modelId, qty, net, currency]);
      }
      left -= lines;
    }
  });
  return { table: 'sales_invoice_lines', columns: COLUMNS, rows };
}

/** A database seeded before sales lines existed gets them from the same deterministic generator. */
export async function backfillSalesLines(client: Client, regenerate: (seed: { size?: string; baseDate: string }) => SalesLinesInput): Promise<void> {
  const present = await client.execute('SELECT 1 FROM sales_invoice_lines LIMIT 1');
  if (present.rows.length > 0) return;
  const info = await client.execute({ sql: 'SELECT value FROM seed_info WHERE key = ?', args: ['demo'] });
  const seed = JSON.parse(String(info.rows[0]?.['value'] ?? '{}')) as { size?: string; baseDate?: string };
  if (!seed.baseDate) return;
  await insertAll(client, [generateSalesLines(regenerate({ ...(seed.size ? { size: seed.size } : {}), baseDate: seed.baseDate }))]);
  await client.execute('ANALYZE sales_invoice_lines');
}
