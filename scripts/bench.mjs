// `npm run bench [-- /en-us/catalog ...]`: starts the production Node build on a temporary data
// folder, warms up, then measures throughput and latency (autocannon, 20 connections) of
// /api/health, server-rendered pages and a bare node:http JSON baseline started in the same run,
// and the JavaScript key pages ship. Prints a table and saves it to .bench/.
//   --seconds 10 --connections 20 --port 4500   extra arguments are more page paths to load-test
//   --compare   also start the build with /api through Astro's middleware (start.mjs --astro-only, on
//               port + 2) and measure the same targets there, interleaved (decision 0010)
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { pageJavaScript } from './bench-js.mjs';
import { measure, warmUp } from './bench-load.mjs';
import { ensurePinnedNode, waitForHttp } from './processes.mjs';

process.chdir(resolve(import.meta.dirname, '..'));
await ensurePinnedNode();

const { values: flags, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    port: { type: 'string', default: '4500' },
    compare: { type: 'boolean', default: false },
  },
});
const port = Number(flags.port);
const origin = `http://127.0.0.1:${port}`;
const baseline = `http://127.0.0.1:${port + 1}/`;
const load = { seconds: Number(flags.seconds), connections: Number(flags.connections) };
const pages = ['/en-us/login', '/en-us', ...positionals];
const publicPages = ['/en-us/login', '/en-us/no-such-page', '/en-us/error/admin', '/en-us/maintenance'];
const BUDGET = { api: 5_000, page: 1_000 };

const children = [startPortal(port), startBaseline()];
const stopAll = () => children.forEach((child) => child.exitCode === null && child.kill('SIGTERM'));
process.on('SIGINT', () => (stopAll(), process.exit(130)));

try {
  await waitForHttp(`${origin}/api/health`, { timeoutMs: 300_000, child: children[0] });
  await waitForHttp(baseline, { child: children[1] });
  const targets = [`${origin}/api/health`, ...pages.map((path) => origin + path)];
  const compared = flags.compare ? await startComparison() : undefined;
  console.log('Warming up...');
  await warmUp([...targets, ...(compared ? targets.map(compared) : [])]);
  const rows = [];
  for (const [name, url, budget] of [
    ['node:http baseline', baseline, undefined],
    ...targets.flatMap((url) => {
      const path = new URL(url).pathname;
      const row = [path, url, path.startsWith('/api/') ? BUDGET.api : BUDGET.page];
      return compared ? [row, [`${path} (Astro only)`, compared(url), undefined]] : [row];
    }),
  ]) {
    console.log(`Measuring ${name} (${load.seconds}s, ${load.connections} connections)...`);
    rows.push({ name, budget, ...(await measure(url, load)) });
  }
  const scripts = [];
  for (const path of [...new Set([...publicPages, ...pages])]) {
    scripts.push({ path, public: publicPages.includes(path), ...(await pageJavaScript(origin + path)) });
  }
  report(rows, scripts);
} finally {
  stopAll();
}

function startPortal(listenOn, extra = []) {
  const dataDir = mkdtempSync(join(tmpdir(), 'spoke-bench-'));
  const args = ['scripts/start.mjs', '--port', String(listenOn), '--data-dir', dataDir, '--remove-data-on-exit', ...extra];
  return spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'inherit'] });
}

/** After the first portal answered (so the build is fresh): the same build with /api through Astro. */
async function startComparison() {
  const astroOrigin = `http://127.0.0.1:${port + 2}`;
  const child = startPortal(port + 2, ['--astro-only']);
  children.push(child);
  await waitForHttp(`${astroOrigin}/api/health`, { timeoutMs: 300_000, child });
  return (url) => url.replace(origin, astroOrigin);
}

function startBaseline() {
  const server = `require('node:http').createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ status: 'ok' }));
  }).listen(${port + 1}, '127.0.0.1');`;
  return spawn(process.execPath, ['-e', server], { stdio: 'inherit' });
}

function report(rows, scripts) {
  const verdict = (ok) => (ok ? 'ok' : 'OVER BUDGET');
  const lines = [
    `Spoke benchmark ${new Date().toISOString()} (Node ${process.versions.node}, ${load.connections} connections, ${load.seconds}s each)`,
    '',
    table(
      ['target', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'non-2xx', 'errors', 'budget'],
      rows.map((r) => [r.name, r.rps, r.p50, r.p95, r.p99, r.non2xx, r.errors,
        r.budget ? `>= ${r.budget} ${verdict(r.rps >= r.budget && r.errors === 0)}` : '']),
    ),
    '',
    table(
      ['page', 'status', 'scripts', 'JS raw B', 'JS gzip B', 'budget'],
      scripts.map((s) => [s.path, s.status, s.scripts, s.rawBytes, s.gzipBytes,
        s.public ? `0 B ${verdict(s.rawBytes === 0)}` : '']),
    ),
  ];
  const text = lines.join('\n');
  console.log(`\n${text}`);
  mkdirSync('.bench', { recursive: true });
  writeFileSync('.bench/latest.txt', `${text}\n`);
  writeFileSync('.bench/latest.json', JSON.stringify({ at: new Date().toISOString(), load, rows, scripts }, null, 2));
  console.log('\nSaved to .bench/latest.txt and .bench/latest.json');
}

function table(header, rows) {
  const cells = [header, ...rows].map((row) => row.map(String));
  const widths = header.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  const line = (row) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  return [line(cells[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}
