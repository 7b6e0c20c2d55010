// `npm run bench:visits`: the JavaScript budgets of issue 13, counted as `npm run bench` counts them
// (scripts/bench-js.mjs: gzip per file of the page's scripts and their static imports; what loads
// later by dynamic import, such as photo compression, is not counted):
//   the store-visit form (sales.rep, /visit-form/polygon/create) before the camera or a photo is used: <= 90 KB
//   the sales-area map (admin and sales.rep, /sales-area) with the map library: <= 120 KB
//   and the map island (with Leaflet) on no other page.
// Starts the production Node build on a temporary data folder.   --port 4903
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { pageJavaScript } from './bench-js.mjs';
import { signIn } from './bench-session.mjs';
import { ensurePinnedNode, waitForHttp } from './processes.mjs';

process.chdir(resolve(import.meta.dirname, '..'));
await ensurePinnedNode();

const { values: flags } = parseArgs({ options: { port: { type: 'string', default: '4903' } } });
const origin = `http://127.0.0.1:${flags.port}`;
const KB = 1024;
const MAP_ISLAND = /component-url="[^"]*RegionMap[^"]*"/;
const BUDGETS = [
  { account: 'sales.rep', path: '/en-us/visit-form/polygon/create', budget: 90 * KB, map: false },
  { account: 'admin', path: '/en-us/sales-area', budget: 120 * KB, map: true },
  { account: 'sales.rep', path: '/en-us/sales-area', budget: 120 * KB, map: true },
  // Pages that must not load the map: the shell, the visit form and list, the chart page.
  ...['/en-us', '/en-us/visit-form', '/en-us/visit-form/polygon', '/en-us/sales-overview'].map((path) => ({ account: 'sales.rep', path, budget: null, map: false })),
];

const dataDir = mkdtempSync(join(tmpdir(), 'spoke-bench-visits-'));
const server = spawn(process.execPath, ['scripts/start.mjs', '--port', flags.port, '--data-dir', dataDir, '--remove-data-on-exit'], { stdio: ['ignore', 'ignore', 'inherit'] });
const stop = () => server.exitCode === null && server.kill('SIGTERM');
process.on('SIGINT', () => (stop(), process.exit(130)));

try {
  await waitForHttp(`${origin}/api/health`, { timeoutMs: 900_000, child: server });
  const cookies = new Map();
  let ok = true;
  console.log(`Issue 13 JavaScript budgets ${new Date().toISOString()} (gzip per file, as npm run bench counts)`);
  for (const row of BUDGETS) {
    if (!cookies.has(row.account)) cookies.set(row.account, await signIn(origin, row.account));
    const headers = { cookie: cookies.get(row.account) };
    const html = await (await fetch(origin + row.path, { headers })).text();
    const js = await pageJavaScript(origin + row.path, headers);
    const mapAsExpected = MAP_ISLAND.test(html) === row.map && (row.map || !html.includes('leaflet'));
    const within = js.status === 200 && mapAsExpected && (row.budget === null || js.gzipBytes <= row.budget);
    ok &&= within;
    const budget = row.budget === null ? 'no map library' : `budget <= ${row.budget / KB} KB${row.map ? ', map loaded' : ''}`;
    console.log(`${row.account.padEnd(9)} ${row.path.padEnd(34)} ${String(js.scripts).padStart(3)} scripts ${kb(js.gzipBytes).padStart(9)} gzip  ${budget}: ${within ? 'ok' : 'FAILED'}`);
  }
  process.exitCode = ok ? 0 : 1;
} finally {
  stop();
}

function kb(bytes) {
  return `${(bytes / KB).toFixed(1)} KB`;
}
