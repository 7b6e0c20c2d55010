// Measures seeding time and catalogue latency of the embedded upstream for a demo size.
// Usage: npx tsx upstream/demo/measure.ts [demo|bench|<count>] [runs]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openEmbeddedUpstream, type EmbeddedUpstream } from '../executor';

const size = process.argv[2] ?? 'demo';
const runs = Number(process.argv[3] ?? 50);

const cases: Record<string, { query: string; variables: (i: number) => Record<string, unknown> }> = {
  'filtered list': {
    query: `query L($page: Int) { products(sorg: "US01", filter: { category: "bike", bikeCategories: ["Mountain"], frameSizes: ["M", "L"], hasStock: true,
      priceFrom: 50000 }, sortByField: "price", page: $page, limit: 12) { info { count } data { article_code name price { dealer } discount { salesDealNo } stock { available } } } }`,
    variables: (i) => ({ page: 1 + (i % 5) }),
  },
  search: {
    query: 'query S($search: String) { products(sorg: "US01", filter: { search: $search }, limit: 12) { info { count } data { article_code name price { dealer } } } }',
    variables: (i) => ({ search: ['kestrel ridge', 'gripline 29', 'helmet mips', 'chain 12-speed', 'trailhond'][i % 5] }),
  },
  suggestions: {
    query: 'query S($term: String) { products(sorg: "US01", term: $term, filter: { category: "paa" }, limit: 4) { data { name article_code } suggestion } }',
    variables: (i) => ({ term: ['tyr', 'saddle', 'lumen', 'bottle', 'pump'][i % 5] }),
  },
};

async function time(up: EmbeddedUpstream, query: string, variables: Record<string, unknown>): Promise<number> {
  const started = performance.now();
  const result = await up.execute({ query, variables });
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return performance.now() - started;
}

const dir = mkdtempSync(join(tmpdir(), 'spoke-measure-'));
try {
  const started = performance.now();
  const up = await openEmbeddedUpstream({ url: `file:${join(dir, 'upstream.db')}`, demoSize: size });
  console.log(`size ${size}: migrate + seed ${Math.round(performance.now() - started)} ms`);
  for (const [name, c] of Object.entries(cases)) {
    await time(up, c.query, c.variables(0));
    const samples: number[] = [];
    for (let i = 0; i < runs; i++) samples.push(await time(up, c.query, c.variables(i)));
    samples.sort((a, b) => a - b);
    const pct = (p: number) => (samples[Math.min(samples.length - 1, Math.floor(samples.length * p))] ?? 0).toFixed(1);
    console.log(`${name.padEnd(14)} p50 ${pct(0.5)} ms  p95 ${pct(0.95)} ms  (${runs} runs)`);
  }
  await up.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
