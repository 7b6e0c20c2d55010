// Demo frames, registrations and bonus data that add up with the rest of the demo: a dealer's frames
// are the bikes it was invoiced for (the sales overview's lines, so its brands are the ones it sells),
// about a third of them registered (every retail-sales status present); its bonus purchases are its
// invoiced bikes and its bonus retail sales its completed registrations, per quarter; plus on-time
// payment values, verification percentages and total dealer sales.
import type { Client } from '@libsql/client';
import * as t from '../../db/schema/frames';
import { demoActors } from '../../demo/actors';
import { insertAll, rowsOf, type RowSet } from '../../demo/insert';
import { createRng, type Rng } from '../../demo/prng';
import { currencyOf, fromUsd } from '../../ledger/demo/money.demo';
import { PAYING_DEALER } from '../../ledger/demo/paying-dealer.demo';
import { RETAIL_STATUSES } from '../../../src/domain/frames/frame.rules';

/** One invoiced line of bikes (sales_invoice_lines): each unit became a frame shipped to the dealer. */
export interface BikeLine {
  invoiceNo: string;
  invoiceDate: string;
  articleCode: string;
  name: string;
  brand: string;
  qty: number;
}

export interface FrameDealer {
  r3: string;
  name: string;
  city: string;
  sorgs: readonly string[];
  /** The bikes the dealer was invoiced for, newest first. */
  bikeLines: readonly BikeLine[];
}

export interface FramesDemoInput {
  dealers: readonly FrameDealer[];
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
  // Sold within a few months of arriving at the dealer, and not after the base date.
  const sold = Math.min(baseTime, shipped + rng.int(3, 150) * DAY);
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

/** The units of a dealer's invoiced bikes shipped since the start of last year, a frame each. */
function shippedUnits(dealer: FrameDealer, baseTime: number): BikeLine[] {
  const since = `${new Date(baseTime).getUTCFullYear() - 1}-01-01`;
  const until = isoDay(baseTime);
  return dealer.bikeLines.filter((l) => l.invoiceDate >= since && l.invoiceDate <= until).flatMap((l) => Array.from({ length: Math.max(0, l.qty) }, () => l));
}

export function generateFrames(input: FramesDemoInput) {
  const rng = createRng(FRAMES_SEED);
  const baseTime = Date.parse(`${input.baseDate}T00:00:00Z`);
  const frames: FrameRow[] = [];
  const registrations: RegistrationRow[] = [];
  let serial = 0;
  for (const dealer of input.dealers) {
    // The well-known dealers get plenty of unregistered frames: stories and tests register them.
    const count = WELL_KNOWN.has(dealer.r3) ? 120 : 8;
    const units = rng.sample(shippedUnits(dealer, baseTime), count).sort((a, b) => a.invoiceDate.localeCompare(b.invoiceDate) || a.invoiceNo.localeCompare(b.invoiceNo));
    for (const [i, bike] of units.entries()) {
      const shippedAt = bike.invoiceDate;
      const frame: FrameRow = {
        frameNumber: frameNumber(bike.brand, shippedAt.slice(0, 4), ++serial), articleCode: bike.articleCode, articleDescription: bike.name,
        brand: bike.brand, oldCode: rng.chance(0.2) ? `OLD-${bike.articleCode}` : null, custCode: dealer.r3, shippedAt,
      };
      frames.push(frame);
      // The first registrations of a dealer walk through every status, so each list shows all four;
      // most later ones went through (complete), as registrations do.
      const registered = i < 4 || rng.chance(0.4);
      const status = i < 4 || rng.chance(0.2) ? (RETAIL_STATUSES[i % 4] ?? 'complete') : 'complete';
      if (registered) registrations.push(registration(rng, frame, dealer, status, baseTime, registrations.length + 1));
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

/**
 * Bonus data per dealer and quarter: its purchases are bikes it was invoiced for in the quarter, its
 * retail sales the frames it registered as sold to a rider that quarter and that were verified
 * (status complete), each with the frame's own number and bike.
 */
export function generateBonus(input: FramesDemoInput, frames: readonly FrameRow[], registrations: readonly RegistrationRow[]) {
  const rng = createRng(FRAMES_SEED + 1);
  const purchases: PurchaseRow[] = [];
  const retail: RetailRow[] = [];
  const quarters: QuarterRow[] = [];
  const frameOf = new Map(frames.map((f) => [f.frameNumber, f]));
  for (const dealer of input.dealers) {
    const sorg = dealer.sorgs[0] ?? 'US01';
    const currency = currencyOf(sorg);
    const pointValue = fromUsd(sorg, 1);
    const sold = registrations.filter((r) => r.custCode === dealer.r3 && r.status === 'complete' && r.type === 'retail');
    for (const { year, quarter } of quartersOf(input.baseDate)) {
      const inQuarter = (day: string) => Number(day.slice(0, 4)) === year && quarterOf(day) === quarter && day <= input.baseDate;
      const lines = rng.sample(dealer.bikeLines.filter((l) => inQuarter(l.invoiceDate)), WELL_KNOWN.has(dealer.r3) ? 4 : 2);
      for (const [index, bike] of lines.entries()) {
        purchases.push({ custCode: dealer.r3, year, quarter, invoiceDate: bike.invoiceDate, invoiceNumber: bike.invoiceNo, line: index + 1, articleCode: bike.articleCode, articleDescription: bike.name,
          brandId: brandCode(bike.brand), quantity: bike.qty, point: rng.int(1, 5) * 5, pointValue, currency });
      }
      for (const registration of sold.filter((r) => inQuarter(r.soldDate))) {
        const frame = frameOf.get(registration.frameNumber);
        if (!frame) continue;
        const cls = rng.pick(CLASSES);
        retail.push({ custCode: dealer.r3, year, quarter, inputDate: registration.soldDate, frameNumber: frame.frameNumber,
          articleDescription: frame.articleDescription, class: cls, brandId: brandCode(frame.brand), point: POINTS_BY_CLASS[cls] ?? 10, pointValue, currency });
      }
      quarters.push({ custCode: dealer.r3, year, quarter, onTimePayment: fromUsd(sorg, rng.int(2, 40) * 100), verificationPercent: rng.int(55, 100),
        totalSales: fromUsd(sorg, rng.int(20, 300) * 1_000), currency });
    }
  }
  return { purchases, retail, quarters };
}

export function framesRowSets(input: FramesDemoInput): RowSet[] {
  const { frames, registrations } = generateFrames(input);
  const bonus = generateBonus(input, frames, registrations);
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
  // The bikes each dealer was invoiced for (credits left out), newest first.
  const lines = await client.execute(
    `SELECT l.cust_code, l.invoice_no, l.invoice_date, l.article_code, l.qty, p.name, b.name AS brand
     FROM sales_invoice_lines l JOIN products p ON p.article_code = l.article_code JOIN brands b ON b.id = p.brand_id
     WHERE p.product_type = 'Bike' AND l.qty > 0 ORDER BY l.cust_code, l.invoice_date DESC, l.invoice_no, l.line_no`,
  );
  const byDealer = new Map<string, BikeLine[]>();
  for (const r of lines.rows) {
    const custCode = String(r['cust_code']);
    const list = byDealer.get(custCode) ?? [];
    list.push({ invoiceNo: String(r['invoice_no']), invoiceDate: String(r['invoice_date']), articleCode: String(r['article_code']), name: String(r['name']), brand: String(r['brand']), qty: Number(r['qty']) });
    byDealer.set(custCode, list);
  }
  return {
    dealers: dealers.rows.map((r) => ({ r3: String(r['r3']), name: String(r['name']), city: String(r['city']), sorgs: String(r['sorgs']).split(',').sort(), bikeLines: byDealer.get(String(r['r3'])) ?? [] })),
    baseDate,
  };
}
