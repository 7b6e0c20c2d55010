// `npm run bench:pages`: the server-rendered page and API budgets on the benchmark data set
// (UPSTREAM_DEMO_SIZE=bench: 100,000 articles, dealer.us with 5,000 open order lines). Starts the
// production Node build on a temporary data folder, signs in as dealer.us and times one request at a
// time over HTTP (so the figure is the server's time plus loopback):
//   /en-us/order (open orders)                          budget p95 < 100 ms
//   /api/reports/open-orders/download (.xlsx)           budget max < 2,000 ms
//   /en-us/catalog/list, group and item view            budget p95 < 40 ms
//   /en-us/catalog/list narrowed by brand and frame size, with the filter options' counts for
//   that choice read fresh (each run a combination not asked before)  budget p95 < 40 ms
//   /api/catalog/filters narrowed the same way, counts read fresh            budget p95 < 40 ms
//   / (the signed-in home of dealer.us: invoices, credit, shipments, back-orders,
//   promotions, restock notices)                        budget p95 < 60 ms
//   /api/catalog/suggestions                            budget p95 < 15 ms
//   /api/sales-overview and /en-us/sales-overview, last full year of dealer.us
//   (1,000,000 invoice lines in all)                    budget p95 < 100 ms
//   /en-us/frame/{serial}, the frame passport of each of dealer.us's frames, each read once (so the
//   upstream read cache never answers it; 1,000 claims on 120 frames)   budget p95 < 60 ms
// Catalogue requests are uncached: every list request has its own price floor and every suggestion
// its own term, so neither the result cache nor a kept total answers them.
//   --runs 200 --export-runs 5 --port 4902
//   --only <regex>      only the rows whose name matches (e.g. --only 'catalogue|home')
//   --data-dir <dir>    a prepared bench data folder to reuse (kept); default a new temporary one
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createClient } from '@libsql/client';
import { ensurePinnedNode, waitForHttp } from './processes.mjs';

process.chdir(resolve(import.meta.dirname, '..'));
await ensurePinnedNode();

const { values: flags } = parseArgs({
  options: {
    runs: { type: 'string', default: '200' },
    'export-runs': { type: 'string', default: '5' },
    port: { type: 'string', default: '4902' },
    only: { type: 'string', default: '' },
    'data-dir': { type: 'string', default: '' },
  },
});
const origin = `http://127.0.0.1:${flags.port}`;
const runs = Number(flags.runs);
const lastYear = new Date().getUTCFullYear() - 1;

const dataDir = flags['data-dir'] || mkdtempSync(join(tmpdir(), 'spoke-bench-pages-'));
const keep = flags['data-dir'] ? [] : ['--remove-data-on-exit'];
const server = spawn(process.execPath, ['scripts/start.mjs', '--port', flags.port, '--data-dir', dataDir, ...keep], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, UPSTREAM_DEMO_SIZE: 'bench' },
});
const stop = () => server.exitCode === null && server.kill('SIGTERM');
process.on('SIGINT', () => (stop(), process.exit(130)));

try {
  await waitForHttp(`${origin}/api/health`, { timeoutMs: 900_000, child: server });
  const cookie = await signIn('dealer.us');
  const wanted = new RegExp(flags.only || '.');
  const lines = wanted.test('/en-us/order') || wanted.test('open order export .xlsx') ? await openLines(cookie) : 0;
  const terms = wanted.test('suggestions API') ? await suggestionTerms(cookie, runs + 10) : [];
  const combos = await filterCombinations(cookie, runs + 10);
  const serials = wanted.test('frame passport') ? await dealerFrames('0001000123') : [];
  // The list row takes combinations from the front, the options row from the back: each fresh.
  const half = Math.floor(combos.length / 2);
  const definitions = [
    ['/en-us/order', () => timeRuns(runs, () => get('/en-us/order', cookie), 10), 'p95', 100],
    ['open order export .xlsx', () => timeRuns(Number(flags['export-runs']), () => get('/api/reports/open-orders/download', cookie), 1), 'max', 2_000],
    ['catalogue list, group view', () => timeRuns(runs, (i) => get(`/en-us/catalog/list?category=Bike&view=group&priceFrom=${i + 1}`, cookie), 10), 'p95', 40],
    ['catalogue list, item view', () => timeRuns(runs, (i) => get(`/en-us/catalog/list?category=PAA&view=item&priceFrom=${i + 1}`, cookie), 10), 'p95', 40],
    ['catalogue list, narrowed', () => timeRuns(Math.min(runs, half - 10), (i) => get(`/en-us/catalog/list?category=Bike&view=item&${combos[i]}`, cookie), 10), 'p95', 40],
    ['filter options API, narrowed', () => timeRuns(Math.min(runs, half - 10), (i) => get(`/api/catalog/filters?category=Bike&${combos[combos.length - 1 - i]}`, cookie), 10), 'p95', 40],
    ['home, dealer.us', () => timeRuns(runs, () => get('/en-us/', cookie), 10), 'p95', 60],
    ['suggestions API', () => timeRuns(Math.min(runs, terms.length - 10), (i) => get(`/api/catalog/suggestions?term=${encodeURIComponent(terms[i % terms.length])}`, cookie), 10), 'p95', 15],
    ['sales overview API, a year', () => timeRuns(runs, () => get(`/api/sales-overview?year=${lastYear}`, cookie), 10), 'p95', 100],
    ['sales overview page, a year', () => timeRuns(runs, () => get(`/en-us/sales-overview?year=${lastYear}`, cookie), 10), 'p95', 100],
    ['frame passport', () => timeRuns(Math.min(runs, serials.length - 10), (i) => get(`/en-us/frame/${serials[i]}`, cookie), 10), 'p95', 60],
  ];
  const rows = [];
  for (const [name, measure, key, budget] of definitions) if (wanted.test(name)) rows.push([name, await measure(), key, budget]);
  console.log(`Page benchmark ${new Date().toISOString()} (Node ${process.versions.node}; bench data, dealer.us, ${lines} open order lines; one request at a time; load average ${loadavg().map((n) => n.toFixed(2)).join(' ')} at the end)`);
  let ok = true;
  for (const [name, t, key, budget] of rows) {
    const within = t[key] < budget;
    ok &&= within;
    console.log(`${name.padEnd(28)} runs ${String(t.runs).padStart(3)}  p50 ${t.p50} ms  p95 ${t.p95} ms  max ${t.max} ms  budget ${key} < ${budget} ms: ${within ? 'ok' : 'OVER BUDGET'}`);
  }
  process.exitCode = ok ? 0 : 1;
} finally {
  stop();
}

async function signIn(username) {
  const response = await fetch(`${origin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ username, password: 'Spoke-Demo-2026' }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return response.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
}

async function get(path, cookie) {
  const response = await fetch(`${origin}${path}`, { headers: { cookie } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  await response.arrayBuffer();
}

/** Counts the open lines through the order detail API, one page of the open order list at a time. */
async function openLines(cookie) {
  let total = 0;
  for (let page = 1; ; page += 1) {
    const response = await fetch(`${origin}/api/orders/open?size=20&page=${page}`, { headers: { cookie } });
    const { data } = await response.json();
    total += data.orders.rows.reduce((sum, order) => sum + order.lines.length, 0);
    if (page >= data.orders.pageCount) return total;
  }
}

/** Distinct search terms a dealer would type: the first 3 to 8 letters of words in article names. */
async function suggestionTerms(cookie, count) {
  const terms = new Set();
  for (let page = 1; terms.size < count && page <= 60; page += 1) {
    const category = ['PAA', 'Bike', 'Groupset'][page % 3];
    const response = await fetch(`${origin}/api/catalog/products?category=${category}&view=item&page=${page}`, { headers: { cookie } });
    const { data } = await response.json();
    for (const item of data.items ?? data.rows ?? []) {
      for (const word of String(item.name ?? '').toLowerCase().split(/[^a-z]+/)) {
        for (let n = 3; n <= Math.min(8, word.length); n += 1) terms.add(word.slice(0, n));
      }
    }
  }
  if (terms.size < Math.min(110, count)) throw new Error(`only ${terms.size} distinct suggestion terms found`);
  return [...terms];
}

/** Brand and frame-size pairs (then with in stock) of the bike list, from the filter options API. */
async function filterCombinations(cookie, count) {
  const response = await fetch(`${origin}/api/catalog/filters?category=Bike`, { headers: { cookie } });
  const { data } = await response.json();
  const combos = [];
  for (const stock of ['', '&hasStock=true']) {
    for (const brand of data.brands) for (const size of data.frameSizes) combos.push(`brands=${encodeURIComponent(brand.id)}&frameSizes=${encodeURIComponent(size.id)}${stock}`);
  }
  if (combos.length < Math.min(110, count)) throw new Error(`only ${combos.length} filter combinations found`);
  return combos;
}

/** The dealer's frames, those with the most claims first, from the bench server's upstream database. */
async function dealerFrames(custCode) {
  const db = createClient({ url: process.env.UPSTREAM_DATABASE_URL || `file:${dataDir}/upstream.db` });
  try {
    const rs = await db.execute({
      sql: 'SELECT f.frame_number, (SELECT count(*) FROM claims c WHERE c.frame_number = f.frame_number) AS claims FROM frames f WHERE f.cust_code = ? ORDER BY claims DESC, f.frame_number',
      args: [custCode],
    });
    if (rs.rows.length < 20) throw new Error(`only ${rs.rows.length} frames of ${custCode} found`);
    return rs.rows.map((r) => String(r.frame_number));
  } finally {
    db.close();
  }
}

async function timeRuns(count, task, warmUp) {
  for (let i = 0; i < warmUp; i += 1) await task(count + i);
  const times = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    await task(i);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]);
  return { runs: count, p50: at(0.5), p95: at(0.95), max: Math.round(times[times.length - 1]) };
}
