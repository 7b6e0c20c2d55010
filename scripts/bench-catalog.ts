// Catalogue budgets at the benchmark size (100,000 articles): server time of the list page's
// upstream work (group and item view, with and without filters), suggestions and a checkout.
// List totals are kept per catalogue data version (upstream/catalog/count-cache.ts): the list
// figures are taken twice, once with the version bumped before every run (every total counted,
// as after any stock change) and once with totals kept.
// Usage: npx tsx scripts/bench-catalog.ts [bench|<count>] [data-dir]
import { mkdirSync } from 'node:fs';
import { createClient } from '@libsql/client';
import { join } from 'node:path';
import { parseListQuery } from '../src/domain/catalog/list-query';
import { listCatalog, suggest } from '../src/server/catalog/catalog.service';
import { updateCart } from '../src/server/cart/cart.service';
import { createUpstreamClient } from '../src/server/upstream';
import { CheckoutDocument, ProductsDocument, ShiptoV2Document } from '../src/server/upstream/generated';
import { openEmbeddedUpstream } from '../upstream/executor';

const size = process.argv[2] ?? 'bench';
const dir = process.argv[3] ?? join('data', `bench-catalog-${size}`);
mkdirSync(dir, { recursive: true });
const started = performance.now();
const embedded = await openEmbeddedUpstream({ url: `file:${join(dir, 'upstream.db')}`, demoSize: size });
console.log(`upstream ready (${size}) in ${Math.round(performance.now() - started)} ms`);
const upstream = createUpstreamClient({ timeoutMs: 30_000, embedded: () => Promise.resolve(embedded) });
const viewer = { custCode: '0001000123', sorg: 'US01' };
const direct = createClient({ url: `file:${join(dir, 'upstream.db')}` });
const newVersion = async () => {
  await direct.execute('UPDATE catalog_version SET n = n + 1 WHERE id = 1');
};

/** Wall time, and this process's CPU time: the upstream runs in-process, so CPU time is the query
 *  work, and it stays readable on a machine shared with other load, where wall time does not. */
async function measure(name: string, runs: number, fn: (i: number) => Promise<unknown>, before?: () => Promise<void>): Promise<void> {
  for (let i = 0; i < 3; i++) await fn(i);
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    await before?.();
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    await fn(i);
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  const at = (times: number[], p: number) => [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor(p * times.length))]?.toFixed(1);
  console.log(`${name.padEnd(36)} wall p50 ${at(wall, 0.5)} ms  p95 ${at(wall, 0.95)} ms | cpu p50 ${at(cpu, 0.5)} ms  p95 ${at(cpu, 0.95)} ms  (${runs} runs)`);
}

const queries = ['category=Bike', 'category=PAA&hasStock=true', 'category=PAA&sortByField=name', 'search=helmet', 'category=Bike&page=3'];
const list = (view: 'group' | 'item') => (i: number) => listCatalog(upstream, viewer, parseListQuery(queries[i % queries.length] ?? ''), view);
await measure('list, group view (totals counted)', 40, list('group'), newVersion);
await measure('list, item view (totals counted)', 40, list('item'), newVersion);
await measure('list, group view (totals kept)', 40, list('group'));
await measure('list, item view (totals kept)', 40, list('item'));
const terms = ['helm', 'kestrel', 'gripln', 'chain 12', 'wren hatch'];
await measure('suggestions', 60, (i) => suggest(upstream, viewer, terms[i % terms.length] ?? 'helm', 4));

const { products } = await upstream.request(ProductsDocument, { ...viewer, filter: { category: 'PAA', hasStock: true }, page: 1, limit: 50 });
const orderable = products.data.filter((p) => p.price && (p.orderLimit ?? 99) >= 1);
const { shiptoV2 } = await upstream.request(ShiptoV2Document, { custCode: viewer.custCode });
await measure('checkout (fill cart + place order)', 15, async (i) => {
  const product = orderable[i % orderable.length];
  if (!product) return;
  await updateCart(upstream, viewer.custCode, { mode: 'set', lines: [{ articleCode: product.article_code, sorg: 'US01', qty: 1 }] });
  await upstream.request(CheckoutDocument, { custCode: viewer.custCode, shipto: shiptoV2[0]?.id ?? '', paymentId: 'TOP', idempotencyKey: `bench-${Date.now()}-${i}`, creditCheck: false });
});
direct.close();
await embedded.close();
