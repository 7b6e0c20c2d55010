// Demo claims, recalls, stolen frames and PDIs, drawn from the customers, frames and articles already
// in the database: the well-known dealers get claims in every status (enough for paging), every other
// dealer a couple; the bench data set has 10,000 claims in all.
import type { Client } from '@libsql/client';
import * as t from '../../db/schema/claims';
import { demoActors } from '../../demo/actors';
import { insertAll, rowsOf, type RowSet } from '../../demo/insert';
import { createRng, type Rng } from '../../demo/prng';
import { CLAIM_STATUS as S } from '../../../src/domain/claims/claim-status';
import { checklistFor, deliveryNoOf, problemsFor } from '../claims.data';

interface Dealer { r3: string; name: string }
interface Frame { frameNumber: string; articleCode: string; name: string; brand: string; custCode: string; shippedAt: string; model: string | null; modelYear: number | null; mc: string }
interface Article { articleCode: string; name: string; brand: string }
export interface ClaimsDemoInput { dealers: Dealer[]; frames: Frame[]; accessories: Article[]; baseDate: string; size: string }

const SEED = 20_261_123;
const DAY = 86_400_000;
const WELL_KNOWN: readonly string[] = [demoActors.singleCompanyDealer.r3, demoActors.multiCompanyDealer.r3];
export const BENCH_CLAIMS = 10_000;
const PATHS: Record<number, number[]> = {
  1: [1], 2: [1, 2], 3: [1, 2, 3], 4: [1, 2, 4], 5: [1, 2, 4, 5], 6: [1, 2, 4, 6], 7: [1, 2, 7], 8: [1, 2, 4, 6, 8],
};
const STAFF = 'Warranty desk';
const DESCRIPTIONS = ['Noise from the bottom bracket after 200 km', 'Customer reports the part failed during a normal ride', 'Defect found at the first service', 'Rider noticed it after washing the bike'];
const PUBLIC_COMMENTS = ['We are checking the photos, thank you.', 'Please send a close-up photo of the serial label.', 'Approved: a replacement is on its way.'];
const INTERNAL_COMMENTS = ['Supplier batch known for this fault, claim back from supplier.', 'Check the dealer claim rate before approving.'];
const CONSUMERS = [
  { name: 'Alex Morgan', phone: '5035550101', city: 'Portland', address: '12 Oak Street', email: 'alex.morgan@example.com' },
  { name: 'Lena Vogel', phone: '2215550102', city: 'Köln', address: 'Ringstraße 4', email: 'lena.vogel@example.com' },
];

type ClaimRow = typeof t.claims.$inferInsert;
const iso = (time: number) => new Date(time).toISOString();

function claimCount(r3: string, others: number, size: string): number {
  if (WELL_KNOWN.includes(r3)) return size === 'bench' ? 1_000 : 32;
  if (size === 'bench') return Math.ceil((BENCH_CLAIMS - 2 * 1_000) / Math.max(1, others));
  return 2;
}

export function generateClaims(input: ClaimsDemoInput) {
  const rng = createRng(SEED);
  const baseTime = Date.parse(`${input.baseDate}T00:00:00Z`);
  const framesOf = new Map<string, Frame[]>();
  for (const f of input.frames) framesOf.set(f.custCode, [...(framesOf.get(f.custCode) ?? []), f]);
  const rows: ClaimRow[] = [];
  const problems: (typeof t.claimProblemRows.$inferInsert)[] = [];
  const histories: (typeof t.claimHistories.$inferInsert)[] = [];
  const comments: (typeof t.claimComments.$inferInsert)[] = [];
  const others = input.dealers.length - WELL_KNOWN.length;
  for (const dealer of input.dealers) {
    const frames = framesOf.get(dealer.r3) ?? [];
    const count = claimCount(dealer.r3, others, input.size);
    for (let i = 0; i < count; i++) {
      if (input.size === 'bench' && rows.length >= BENCH_CLAIMS) break;
      const id = rows.length + 1;
      const status = (i % 8) + 1;
      const bike = frames.length > 0 && i % 3 !== 2;
      const frame = bike ? rng.pick(frames) : null;
      const article = frame ? { articleCode: frame.articleCode, name: frame.name, brand: frame.brand } : rng.pick(input.accessories);
      const created = baseTime - (count - i) * DAY * (input.size === 'bench' ? 0.2 : 9) - rng.int(0, 20) * 3_600_000;
      const path = PATHS[status] ?? [1];
      rows.push(claimRow(rng, { id, dealer, status, frame, article, created, consumer: i % 4 === 0 }));
      for (const [seq, problem] of rng.sample(problemsFor(frame ? 'Bike' : 'PAA'), 1 + (i % 2)).entries()) {
        problems.push({ claimId: id, seq: seq + 1, problemId: problem.id, part: problem.part, description: problem.description, notes: seq === 0 ? 'Seen at the first service' : null });
      }
      path.forEach((statusId, step) => histories.push({ claimId: id, statusId, reason: statusId === S.rejected ? 'Damage caused by a crash, not covered by warranty' : null, createdBy: step === 0 ? dealer.name : STAFF, createdAt: iso(created + step * DAY) }));
      if (status > 1) comments.push({ claimId: id, comment: rng.pick(PUBLIC_COMMENTS), internal: false, displayName: STAFF, createdBy: 'staff', createdAt: iso(created + DAY + 60_000) });
      if (status > 1 && i % 2 === 0) comments.push({ claimId: id, comment: rng.pick(INTERNAL_COMMENTS), internal: true, displayName: STAFF, createdBy: 'staff', createdAt: iso(created + DAY + 120_000) });
    }
  }
  return { rows, problems, histories, comments };
}

interface ClaimSeed { id: number; dealer: Dealer; status: number; frame: Frame | null; article: Article; created: number; consumer: boolean }

function claimRow(rng: Rng, s: ClaimSeed): ClaimRow {
  const steps = (PATHS[s.status] ?? [1]).length - 1;
  const credited = s.status === S.credited || s.status === S.closed;
  return {
    id: s.id, referenceNo: `CLM${new Date(s.created).getUTCFullYear()}${String(s.id).padStart(6, '0')}`, submissionId: null, custCode: s.dealer.r3,
    productCategory: s.frame ? 'bike' : 'paa', statusId: s.status, frameNumber: s.frame?.frameNumber ?? null,
    frameShippedDelvNo: s.frame ? deliveryNoOf(s.frame.frameNumber, s.frame.shippedAt) : null, frameShippedTo: s.frame ? s.dealer.r3 : null,
    articleCode: s.article.articleCode, articleName: s.article.name, brandName: s.article.brand, model: s.frame?.model ?? null, modelYear: s.frame?.modelYear ?? null,
    qty: 1, description: rng.pick(DESCRIPTIONS), purchaseDate: iso(s.created - rng.int(30, 400) * DAY).slice(0, 10),
    consumer: s.consumer ? JSON.stringify(rng.pick(CONSUMERS)) : null, contactPersonName: s.dealer.name,
    resolution: credited ? 'Credit note issued' : s.status === S.partsShipped ? 'Replacement part shipped' : null,
    reasonRejection: s.status === S.rejected ? 'Damage caused by a crash, not covered by warranty' : null,
    creditNote: credited ? `CN${String(900_000 + s.id)}` : null, deliveryNo: s.status === S.partsShipped ? `DO${String(700_000 + s.id)}` : null,
    deliveryAt: s.status === S.partsShipped ? iso(s.created + steps * DAY).slice(0, 10) : null,
    createdAt: iso(s.created), updatedAt: iso(s.created + steps * DAY),
  };
}

/** Recalls and stolen frames come from the well-known dealers' frames, past the first ones tests use. */
function recallsAndStolen(input: ClaimsDemoInput, baseTime: number) {
  const mine = (r3: string) => input.frames.filter((f) => f.custCode === r3).sort((a, b) => a.frameNumber.localeCompare(b.frameNumber));
  const us = mine(WELL_KNOWN[0] ?? '');
  const de = mine(WELL_KNOWN[1] ?? '');
  const pickTail = (list: Frame[], from: number, n: number) => list.slice(-from - n, list.length - from);
  const recalls = [
    { id: 1, title: 'Fork crown inspection', description: 'A batch of forks may have a weak crown weld.', instruction: 'Do not ride. Replace the fork with the kit the distributor sends before any other repair.', createdAt: iso(baseTime - 40 * DAY) },
    { id: 2, title: 'Battery lock recall', description: 'The battery lock can open on rough roads.', instruction: 'Fit the new lock cylinder (kit BL-2) and check the battery sits firmly.', createdAt: iso(baseTime - 90 * DAY) },
  ];
  const recallFrames = [
    ...pickTail(us, 0, 3).map((f) => ({ recallId: 1, frameNumber: f.frameNumber })),
    ...pickTail(de, 0, 2).map((f) => ({ recallId: 2, frameNumber: f.frameNumber })),
  ];
  const stolen = [...pickTail(us, 3, 2), ...pickTail(de, 2, 1)].map((f) => ({ frameNumber: f.frameNumber, reportedAt: iso(baseTime - 10 * DAY) }));
  return { recalls, recallFrames, stolen };
}

function generatePdis(input: ClaimsDemoInput, baseTime: number) {
  const pdis: (typeof t.pdis.$inferInsert)[] = [];
  const checks: (typeof t.pdiChecks.$inferInsert)[] = [];
  for (const r3 of WELL_KNOWN) {
    const frames = input.frames.filter((f) => f.custCode === r3).slice(10, 24);
    frames.forEach((f, i) => {
      const id = pdis.length + 1;
      const at = iso(baseTime - (frames.length - i) * DAY);
      pdis.push({ id, custCode: r3, frameNumber: f.frameNumber, articleCode: f.articleCode, description: f.name, brand: f.brand, merchandise: f.mc, modelYear: f.modelYear, model: f.model, series: null, mechanic: i % 2 ? 'Jamie Lee' : 'Sam Rivera', isDeleted: i === 3, createdAt: at, updatedAt: at });
      for (const item of checklistFor(f.mc)) checks.push({ pdiId: id, checklistId: item.id, checked: i % 5 !== 0 || item.sorting < 50 });
    });
  }
  return { pdis, checks };
}

export function claimsRowSets(input: ClaimsDemoInput): RowSet[] {
  const baseTime = Date.parse(`${input.baseDate}T00:00:00Z`);
  const claims = generateClaims(input);
  const extra = recallsAndStolen(input, baseTime);
  const pdi = generatePdis(input, baseTime);
  return [
    rowsOf(t.claims, claims.rows), rowsOf(t.claimProblemRows, claims.problems), rowsOf(t.claimHistories, claims.histories), rowsOf(t.claimComments, claims.comments),
    rowsOf(t.claimRecalls, extra.recalls), rowsOf(t.claimRecallFrames, extra.recallFrames), rowsOf(t.stolenFrames, extra.stolen),
    rowsOf(t.pdis, pdi.pdis), rowsOf(t.pdiChecks, pdi.checks),
  ];
}

/** Seeds claims once, from the customers, frames and articles already written (a no-op afterwards). */
export async function backfillClaims(client: Client, baseDate: string, size: string): Promise<void> {
  const present = await client.execute('SELECT 1 FROM claim_recalls LIMIT 1');
  if (present.rows.length > 0) return;
  await insertAll(client, claimsRowSets(await inputFromDb(client, baseDate, size)));
}

export async function inputFromDb(client: Client, baseDate: string, size: string): Promise<ClaimsDemoInput> {
  const dealers = await client.execute("SELECT r3, name FROM customers WHERE category = 'dealer' ORDER BY r3");
  const frames = await client.execute(
    `SELECT f.frame_number, f.article_code, f.article_description, f.brand, f.cust_code, f.shipped_at, m.name AS model, p.model_year, mc.name AS mc
     FROM frames f LEFT JOIN products p ON p.article_code = f.article_code LEFT JOIN models m ON m.id = p.model_id LEFT JOIN merchandise_categories mc ON mc.id = p.mc_id
     ORDER BY f.frame_number`,
  );
  const accessories = await client.execute("SELECT p.article_code, p.name, b.name AS brand FROM products p JOIN brands b ON b.id = p.brand_id WHERE p.product_type = 'PAA' ORDER BY p.id LIMIT 200");
  const s = (v: unknown) => String(v ?? '');
  return {
    dealers: dealers.rows.map((r) => ({ r3: s(r['r3']), name: s(r['name']) })),
    frames: frames.rows.map((r) => ({
      frameNumber: s(r['frame_number']), articleCode: s(r['article_code']), name: s(r['article_description']), brand: s(r['brand']), custCode: s(r['cust_code']),
      shippedAt: s(r['shipped_at']), model: r['model'] == null ? null : s(r['model']), modelYear: r['model_year'] == null ? null : Number(r['model_year']), mc: s(r['mc']) || 'Bike',
    })),
    accessories: accessories.rows.map((r) => ({ articleCode: s(r['article_code']), name: s(r['name']), brand: s(r['brand']) })),
    baseDate,
    size,
  };
}
