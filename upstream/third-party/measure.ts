// Third-party catalogue latency with 20,000 vendor products (issue 17 budget: list p95 under 40 ms).
// Usage: npx tsx upstream/third-party/measure.ts [runs]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { rowsOf, insertAll } from '../demo/insert';
import { tpProducts } from '../db/schema/third-party';
import { openEmbeddedUpstream } from '../executor';
import { generateThirdPartyProducts } from './demo/third-party.demo';

const runs = Number(process.argv[2] ?? 200);
const QUERY = `query L($c: String!, $s: String, $w: Boolean, $v: String, $p: Int) { productThirdParties(custCode: $c, search: $s, withStock: $w, vendorId: $v, page: $p, limit: 20) {
  info { count } data { vendor { id } articleCode description price stock openOrder shippedOrder } } }`;
const CASES = [
  { c: '0001000123' },
  { c: '0001000123', w: true, p: 50 },
  { c: '0001000123', v: 'TPV03', s: 'bag' },
  { c: '0001000123', s: 'tyre black' },
];

const dir = mkdtempSync(join(tmpdir(), 'spoke-tp-measure-'));
try {
  const url = `file:${join(dir, 'upstream.db')}`;
  const up = await openEmbeddedUpstream({ url, demoSize: '600' });
  const sql = createClient({ url });
  await sql.execute('DELETE FROM tp_products');
  await insertAll(sql, [rowsOf(tpProducts, generateThirdPartyProducts(6_667))]);
  await sql.execute('ANALYZE');
  const count = (await sql.execute('SELECT count(*) AS n FROM tp_products')).rows[0]?.['n'];
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const vars = CASES[i % CASES.length];
    const started = performance.now();
    const result = await up.execute({ query: QUERY, variables: vars });
    if (result.errors) throw new Error(JSON.stringify(result.errors));
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]?.toFixed(1);
  console.log(`${count} vendor products, ${runs} lists: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`);
  sql.close();
  await up.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
