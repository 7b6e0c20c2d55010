// Budget of issue 11: the claim list at 10,000 claims (the bench data set's count) under 50 ms p95,
// read through the portal's service and upstream client as the /claim page does: a dealer's first
// page, a dealer's search and status filter, a deep page, and the warranty desk's list of all claims.
// Run: npx tsx scripts/bench-claims.mts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { claimListQuery } from '../src/domain/claims';
import { listClaims } from '../src/server/claims/claims.service';
import { createUpstreamClient } from '../src/server/upstream';
import { BENCH_CLAIMS, claimsRowSets } from '../upstream/claims/demo/claims.demo';
import { insertAll } from '../upstream/demo/insert';
import { openEmbeddedUpstream } from '../upstream/executor';
import type { AccessClaims } from '../src/server/auth/claims';

const RUNS = 200;
const stats = (times: number[]) => {
  const sorted = times.toSorted((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), text: `p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms` };
};

const dir = mkdtempSync(join(tmpdir(), 'bench-claims-'));
const url = `file:${join(dir, 'upstream.db')}`;
const embedded = await openEmbeddedUpstream({ url, demoSize: 'demo' });
const db = createClient({ url });
// Replace the demo claims with the bench data set's 10,000, drawn the same way.
for (const table of ['claims', 'claim_problem_rows', 'claim_histories', 'claim_comments', 'claim_recalls', 'claim_recall_frames', 'stolen_frames', 'pdis', 'pdi_checks']) await db.execute(`DELETE FROM ${table}`);
const { inputFromDb } = await import('../upstream/claims/demo/claims.demo');
await insertAll(db, claimsRowSets(await inputFromDb(db, new Date().toISOString().slice(0, 10), 'bench')));
await db.execute('ANALYZE');
const count = Number((await db.execute('SELECT count(*) AS n FROM claims')).rows[0]?.['n']);
db.close();
if (count < BENCH_CLAIMS) throw new Error(`only ${count} claims`);

const upstream = createUpstreamClient({ timeoutMs: 60_000, embedded: () => Promise.resolve(embedded) });
const user = (scp: string[], r3: string | null, isCustomer: boolean) =>
  ({ sub: '1', name: 'Bench', lim: null, scp, areas: [], flags: { isSales: false, isCustomer, isCustVendor: false, hasCustCode: !!r3 }, salesActiveCustCode: r3 ? { r3, isr: null } : null }) as unknown as AccessClaims;
const dealer = user(['page.claim'], '0001000123', true);
const desk = user(['page.claim', 'claim.update-status'], null, false);
const cases: [string, AccessClaims, Record<string, string>][] = [
  ['dealer, first page', dealer, {}],
  ['dealer, search and status', dealer, { search: 'Kestrel', status: '3', limit: '20' }],
  ['dealer, page 40', dealer, { page: '40', limit: '20' }],
  ['warranty desk, all claims', desk, { limit: '20' }],
  ['warranty desk, date range', desk, { from: '2026-01-01', to: '2026-12-31' }],
];
let failed = false;
console.log(`claim list at ${count} claims, ${RUNS} runs each (budget p95 < 50 ms):`);
for (const [name, who, q] of cases) {
  const query = claimListQuery.parse(q);
  for (let i = 0; i < 10; i++) await listClaims({ upstream }, who, query);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await listClaims({ upstream }, who, query);
    times.push(performance.now() - start);
  }
  const s = stats(times);
  if (s.p95 >= 50) failed = true;
  console.log(`  ${name}: ${s.text}`);
}
await embedded.close();
rmSync(dir, { recursive: true, force: true });
if (failed) process.exitCode = 1;
