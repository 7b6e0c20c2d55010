// Seeds the demo data set into an empty upstream database; a no-op once seeded.
import type { Client } from '@libsql/client';
import * as t from '../db/schema/index';
import { bikeCategoryRows, merchandiseCategoryRows } from './catalog';
import { generateDemo } from './generate';
import { backfillDemoOrders } from '../ledger/demo/backfill-orders';
import { ledgerRowSets } from '../ledger/demo/seed-ledger';
import { insertAll, rowsOf, type RowSet } from './insert';
import { backfillPaymentTerms, paymentTermSets } from './payment-terms.data';
import { backfillFrames } from '../frames/demo/frames.demo';
import { backfillThirdParty } from '../third-party/demo/third-party.demo';
import { backfillClickCollect } from '../click-collect/demo/click-collect.demo';
import { backfillSalesAreas } from '../sales-area/demo/sales-area.demo';
import { backfillVisits } from '../visits/demo/visits.demo';
import { backfillClaims } from '../claims/demo/claims.demo';
import { backfillRecallCampaigns } from '../claims/demo/recalls.demo';
import { locationRows, sorgRows } from './sorgs.data';
import { backfillSalesLines, generateSalesLines } from '../sales-overview/demo/sales-lines.demo';
import { seedSoonArrivals } from './arrivals.demo';

export interface SeedOptions {
  size?: string | undefined;
  /** The day the data is generated around (yyyy-mm-dd); defaults to today. */
  baseDate?: string | undefined;
}

export interface SeedReport {
  seeded: boolean;
  products: number;
  customers: number;
  ms: number;
}

export async function isSeeded(client: Client): Promise<boolean> {
  const rs = await client.execute({ sql: 'SELECT value FROM seed_info WHERE key = ?', args: ['demo'] });
  return rs.rows.length > 0;
}

async function seededBaseDate(client: Client): Promise<string> {
  const rs = await client.execute({ sql: 'SELECT value FROM seed_info WHERE key = ?', args: ['demo'] });
  const info = JSON.parse(String(rs.rows[0]?.['value'] ?? '{}')) as { baseDate?: string };
  return info.baseDate ?? new Date().toISOString().slice(0, 10);
}

async function seededSize(client: Client): Promise<string> {
  const rs = await client.execute({ sql: 'SELECT value FROM seed_info WHERE key = ?', args: ['demo'] });
  return (JSON.parse(String(rs.rows[0]?.['value'] ?? '{}')) as { size?: string }).size ?? 'demo';
}

/** Third-party and click-and-collect records, drawn from the customers and ship-tos just written. */
async function backfillDealerServices(client: Client, baseDate: string, size: string | undefined): Promise<void> {
  await backfillThirdParty(client, baseDate, size);
  await backfillClickCollect(client, baseDate);
}

export async function seedDemo(client: Client, options: SeedOptions = {}): Promise<SeedReport> {
  const started = performance.now();
  if (await isSeeded(client)) {
    await backfillPaymentTerms(client);
    await backfillDemoOrders(client);
    await backfillSalesLines(client, ({ size, baseDate }) => ({ ...generateDemo({ size, baseDate }), baseDate, size }));
    await backfillFrames(client, await seededBaseDate(client));
    await backfillDealerServices(client, await seededBaseDate(client), await seededSize(client));
    await backfillVisits(client, await seededBaseDate(client));
    await backfillSalesAreas(client);
    await backfillClaims(client, await seededBaseDate(client), await seededSize(client));
    await backfillRecallCampaigns(client, await seededBaseDate(client));
    return { seeded: false, products: 0, customers: 0, ms: 0 };
  }
  const baseDate = options.baseDate ?? new Date().toISOString().slice(0, 10);
  const { dealers, catalog, words } = generateDemo({ size: options.size, baseDate });
  const sets: RowSet[] = [
    rowsOf(t.salesOrgs, sorgRows),
    rowsOf(t.customers, dealers.customers),
    rowsOf(t.customerAreas, dealers.areas),
    rowsOf(t.shipTos, dealers.shipTos),
    rowsOf(t.salesReps, dealers.reps),
    ...paymentTermSets(dealers.areas),
    rowsOf(t.bikeCategories, [...bikeCategoryRows]),
    rowsOf(t.merchandiseCategories, [...merchandiseCategoryRows]),
    rowsOf(t.brands, catalog.brands),
    rowsOf(t.series, catalog.series),
    rowsOf(t.promotions, catalog.promotions),
    rowsOf(t.models, catalog.models),
    rowsOf(t.products, catalog.products),
    rowsOf(t.articleTags, catalog.tags),
    rowsOf(t.prices, catalog.prices),
    rowsOf(t.discountTiers, catalog.tiers),
    rowsOf(t.stockLocations, locationRows),
    rowsOf(t.stock, catalog.stock),
    rowsOf(t.searchWords, words),
    { table: 'product_search', columns: ['rowid', 'text'], rows: catalog.search.map(([id, text]) => [id, text.toLowerCase()]) },
    rowsOf(t.serverStatuses, [{ host: '*', status: 'online', message: null, updatedAt: new Date(`${baseDate}T00:00:00Z`).toISOString() }]),
    ...ledgerRowSets({ dealers, catalog, baseDate, size: options.size }),
    generateSalesLines({ dealers, catalog, baseDate, size: options.size }),
    rowsOf(t.seedInfo, [{ key: 'demo', value: JSON.stringify({ size: options.size ?? 'demo', baseDate, products: catalog.products.length }) }]),
  ];
  await insertAll(client, sets);
  // Frames and bonus are drawn from the customers and bikes just written (the same path backfills).
  await backfillFrames(client, baseDate);
  await backfillDealerServices(client, baseDate, options.size);
  await backfillVisits(client, baseDate);
  await backfillSalesAreas(client);
  await backfillClaims(client, baseDate, options.size ?? 'demo');
  await backfillRecallCampaigns(client, baseDate);
  // Only when seeded from today: a fixed base date (tests) keeps its stock as generated.
  if (options.baseDate === undefined) await seedSoonArrivals(client);
  // Statistics for the query planner: without them it walks the price index of a whole sales
  // organisation for a category sorted by price instead of the category's own rows.
  await client.execute('ANALYZE');
  return { seeded: true, products: catalog.products.length, customers: dealers.customers.length, ms: Math.round(performance.now() - started) };
}
