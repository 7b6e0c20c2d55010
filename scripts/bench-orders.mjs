// `node scripts/bench-orders.mjs`: the order budgets on the bench data set, where the single-company
// dealer (dealer.us) has 5,000 open order lines. Starts the production Node build on a temporary data
// folder with UPSTREAM_DEMO_SIZE=bench, signs in, then times one request at a time:
//   /en-us/order (server-rendered open orders)  budget p95 < 100 ms
//   /api/reports/open-orders/download (.xlsx)   budget < 2,000 ms
//   --runs 200 --export-runs 5 --port 4902
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ensurePinnedNode, waitForHttp } from './processes.mjs';

process.chdir(resolve(import.meta.dirname, '..'));
await ensurePinnedNode();

const { values: flags } = parseArgs({
  options: {
    runs: { type: 'string', default: '200' },
    'export-runs': { type: 'string', default: '5' },
    port: { type: 'string', default: '4902' },
  },
});
const origin = `http://127.0.0.1:${flags.port}`;
const BUDGET = { pageP95: 100, exportMs: 2_000 };

const dataDir = mkdtempSync(join(tmpdir(), 'spoke-bench-orders-'));
const server = spawn(process.execPath, ['scripts/start.mjs', '--port', flags.port, '--data-dir', dataDir, '--remove-data-on-exit'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, UPSTREAM_DEMO_SIZE: 'bench' },
});
const stop = () => server.exitCode === null && server.kill('SIGTERM');
process.on('SIGINT', () => (stop(), process.exit(130)));

try {
  await waitForHttp(`${origin}/api/health`, { timeoutMs: 900_000, child: server });
  const cookie = await signIn('dealer.us');
  const lines = await openLines(cookie);
  const page = await timeRuns(Number(flags.runs), () => get('/en-us/order', cookie), 10);
  const exported = await timeRuns(Number(flags['export-runs']), () => get('/api/reports/open-orders/download', cookie), 1);
  const pageOk = page.p95 < BUDGET.pageP95;
  const exportOk = exported.max < BUDGET.exportMs;
  console.log(`Orders benchmark ${new Date().toISOString()} (Node ${process.versions.node}; dealer.us, ${lines} open order lines)`);
  console.log(`/en-us/order            runs ${page.runs}  p50 ${page.p50} ms  p95 ${page.p95} ms  max ${page.max} ms  budget p95 < ${BUDGET.pageP95} ms: ${pageOk ? 'ok' : 'OVER BUDGET'}`);
  console.log(`open order export .xlsx runs ${exported.runs}  p50 ${exported.p50} ms  max ${exported.max} ms  budget < ${BUDGET.exportMs} ms: ${exportOk ? 'ok' : 'OVER BUDGET'}`);
  process.exitCode = pageOk && exportOk ? 0 : 1;
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

async function timeRuns(runs, task, warmUp) {
  for (let i = 0; i < warmUp; i += 1) await task();
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await task();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]);
  return { runs, p50: at(0.5), p95: at(0.95), max: Math.round(times[times.length - 1]) };
}
