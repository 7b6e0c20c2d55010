// Demo frames, registrations and bonus data: frames shipped to every dealer over two years, about
// half of them registered (every retail-sales status present), bonus purchases and retail points per
// quarter, on-time payment values, verification percentages and total dealer sales.
import type { Client } from '@libsql/client';
import * as t from '../../db/schema/frames';
import { demoActors } from '../../demo/actors';
import { insertAll, rowsOf, type RowSet } from '../../demo/insert';
import { createRng, type Rng } from '../../demo/prng';
import { currencyOf, fromUsd } from '../../ledger/demo/money.demo';
import { PAYING_DEALER } from '../../ledger/demo/paying-dealer.demo';
import { RETAIL_STATUSES } from '../../../src/domain/frames/frame.rules';

export interface FrameDealer {
  r3: string;
  name: string;
  city: string;
  sorgs: readonly string[];
}

export interface FrameBike {
  articleCode: string;
  name: string;
  brand: string;
}

export interface FramesDemoInput {
  dealers: readonly FrameDealer[];
  bikes: readonly FrameBike[];
  baseDate: string;
}

const FRAMES_SEED = 20_251_112;
const WELL_KNOWN = new Set<string>([demoActors.singleCompanyDealer.r3, demoActors.multiCompanyDealer.r3, PAYING_DEALER.r3]);
const RIDERS = ['Alex Morgan', 'Sam Rivera', 'Jamie Lee', 'Robin Schmidt', 'Dewi Lestari', 'Budi Santoso', 'Lena Vogel', 'Noah de Vries', 'Mia Clarke', 'Chris Evans'];
const CITIES = ['Portland', 'Köln', 'Utrecht', 'Bandung', 'Surabaya', 'Seattle', 'Bonn', 'Jakarta'];
const CLASSES = ['A', 'B', 'C'] as const;
const POINTS_BY_CLASS: Record<string, number> = { A: 30, B: 20, C: 10 };

const DAY = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const quarterOf = (iso: string) => Math.floor((Number(iso.slice(5, 7)) - 1) / 3) + 1;
const brandCode = (brand: string) => brand.slice(0, 2).toUpperCase();

function frameNumber(brand: string, year: string, n: number): string {
  return `${brandCode(brand)}${year.slice(2)}${String(n).padStart(7, '0')}`;
}

type FrameRow = typeof t.frames.$inferInsert;
type RegistrationRow = typeof t.frameRegistrations.$inferInsert;

function registration(rng: Rng, frame: FrameRow, dealer: FrameDealer, status: string, baseTime: number, id: number): RegistrationRow {
  const shipped = Date.parse(`${frame.shippedAt}T00:00:00Z`);
  // Sold some time between arriving at the dealer and the base date.
  const sold = shipped + Math.floor(rng.next() * Math.max(1, (baseTime - shipped) / DAY)) * DAY;
  const nonRetail = rng.chance(0.1);
  const name = rng.pick(RIDERS);
  return {
    id, frameNumber: frame.frameNumber, type: nonRetail ? 'non-retail' : 'retail', custCode: dealer.r3, soldDate: isoDay(sold),
    customerName: nonRetail ? dealer.name : name, customerPhone: `+1555${rng.int(1_000_000, 9_999_999)}`,
    customerEmail: nonRetail ? null : `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.com`,
    customerCity: rng.pick(CITIES), customerAddress: `${rng.int(1, 400)} Main Street`, dealerName: dealer.name, status,
    createdAt: new Date(Math.min(baseTime, sold + rng.int(0, 5) * DAY)).toISOString(),
  };
}

export function generateFrames(input: FramesDemoInput) {
  const rng = createRng(FRAMES_SEED);
  const baseTime = Date.parse(`${input.baseDate}T00:00:00Z`);
  const year = input.baseDate.slice(0, 4);
  const frames: FrameRow[] = [];
  const registrations: RegistrationRow[] = [];
  let serial = 0;
  for (const dealer of input.dealers) {
    // The well-known dealers get plenty of unregistered frames: stories and tests register them.
    const count = WELL_KNOWN.has(dealer.r3) ? 120 : 8;
    for (let i = 0; i < count && input.bikes.length > 0; i++) {
      const bike = rng.pick(input.bikes);
      const shippedAt = isoDay(baseTime - rng.int(5, 600) * DAY);
      const frame: FrameRow = {
        frameNumber: frameNumber(bike.brand, shippedAt.slice(0, 4) || year, ++serial), articleCode: bike.articleCode, articleDescription: bike.name,
        brand: bike.brand, oldCode: rng.chance(0.2) ? `OLD-${bike.articleCode}` : null, custCode: dealer.r3, shippedAt,
      };
      frames.push(frame);
      // The first registrations of a dealer walk through every status, so each list shows all four.
      const registered = i < 4 || rng.chance(0.3);
      if (registered) registrations.push(registration(rng, frame, dealer, RETAIL_STATUSES[i % 4] ?? 'complete', baseTime, registrations.length + 1));
    }
  }
  return { frames, registrations };
}

type PurchaseRow = typeof t.bonusPurchases.$inferInsert;
type RetailRow = typeof t.bonusRetail.$inferInsert;
type QuarterRow = typeof t.bonusQuarters.$inferInsert;

/** Quarters of last year and this year up to the base date's quarter. */
function quartersOf(baseDate: string): { year: number; quarter: number }[] {
  const year = Number(baseDate.slice(0, 4));
  const current = quarterOf(baseDate);
  const out: { year: number; quarter: number }[] = [];
  for (let q = 1; q <= 4; q++) out.push({ year: year - 1, quarter: q });
  for (let q = 1; q <= current; q++) out.push({ year, quarter: q });
  return out;
}

function quarterDate(rng: Rng, year: number, quarter: number, baseDate: string): string {
  const start = Date.UTC(year, (quarter - 1) * 3, 1);
  const end = Math.min(Date.UTC(year, quarter * 3, 1) - DAY, Date.parse(`${baseDate}T00:00:00Z`));
  return isoDay(start + Math.floor(rng.next() * Math.max(1, (end - start) / DAY)) * DAY);
}

export function generateBonus(input: FramesDemoInput) {
  const rng = createRng(FRAMES_SEED + 1);
  const purchases: PurchaseRow[] = [];
  const retail: RetailRow[] = [];
  const quarters: QuarterRow[] = [];
  let invoice = 0;
  let frame = 0;
  for (const dealer of input.dealers) {
    const sorg = dealer.sorgs[0] ?? 'US01';
    const currency = currencyOf(sorg);
    const pointValue = fromUsd(sorg, 1);
    for (const { year, quarter } of quartersOf(input.baseDate)) {
      const invoiceNumber = `BI${String(++invoice).padStart(8, '0')}`;
      const lines = WELL_KNOWN.has(dealer.r3) ? 4 : 2;
      const invoiceDate = quarterDate(rng, year, quarter, input.baseDate);
      for (let line = 1; line <= lines && input.bikes.length > 0; line++) {
        const bike = rng.pick(input.bikes);
        purchases.push({ custCode: dealer.r3, year, quarter, invoiceDate, invoiceNumber, line, articleCode: bike.articleCode, articleDescription: bike.name,
          brandId: brandCode(bike.brand), quantity: rng.int(1, 6), point: rng.int(1, 5) * 5, pointValue, currency });
      }
      const sold = WELL_KNOWN.has(dealer.r3) ? 3 : 1;
      for (let i = 0; i < sold && input.bikes.length > 0; i++) {
        const bike = rng.pick(input.bikes);
        const cls = rng.pick(CLASSES);
        retail.push({ custCode: dealer.r3, year, quarter, inputDate: quarterDate(rng, year, quarter, input.baseDate), frameNumber: `R${frameNumber(bike.brand, String(year), ++frame)}`,
          articleDescription: bike.name, class: cls, brandId: brandCode(bike.brand), point: POINTS_BY_CLASS[cls] ?? 10, pointValue, currency });
      }
      quarters.push({ custCode: dealer.r3, year, quarter, onTimePayment: fromUsd(sorg, rng.int(2, 40) * 100), verificationPercent: rng.int(55, 100),
        totalSales: fromUsd(sorg, rng.int(20, 300) * 1_000), currency });
    }
  }
  return { purchases, retail, quarters };
}

export function framesRowSets(input: FramesDemoInput): RowSet[] {
  const { frames, registrations } = generateFrames(input);
  const bonus = generateBonus(input);
  return [
    rowsOf(t.frames, frames),
    rowsOf(t.frameRegistrations, registrations),
    rowsOf(t.bonusPurchases, bonus.purchases),
    rowsOf(t.bonusRetail, bonus.retail),
    rowsOf(t.bonusQuarters, bonus.quarters),
  ];
}

/** A database seeded before frames existed gets them from its own customers and bikes. */
export async function backfillFrames(client: Client, baseDate: string): Promise<void> {
  const present = await client.execute('SELECT 1 FROM frames LIMIT 1');
  if (present.rows.length > 0) return;
  await insertAll(client, framesRowSets(await framesInputFromDb(client, baseDate)));
}

async function framesInputFromDb(client: Client, baseDate: string): Promise<FramesDemoInput> {
  const dealers = await client.execute(
    "SELECT c.r3, c.name, c.city, group_concat(a.sorg) AS sorgs FROM customers c JOIN customer_areas a ON a.cust_code = c.r3 WHERE c.category = 'dealer' GROUP BY c.r3 ORDER BY c.r3",
  );
  const bikes = await client.execute("SELECT p.article_code, p.name, b.name AS brand FROM products p JOIN brands b ON b.id = p.brand_id WHERE p.product_type = 'Bike' ORDER BY p.id LIMIT 400");
  return {
    dealers: dealers.rows.map((r) => ({ r3: String(r['r3']), name: String(r['name']), city: String(r['city']), sorgs: String(r['sorgs']).split(',').sort() })),
    bikes: bikes.rows.map((r) => ({ articleCode: String(r['article_code']), name: String(r['name']), brand: String(r['brand']) })),
    baseDate,
  };
}
