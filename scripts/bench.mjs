// `npm run bench [-- /en-us/catalog ...]`: the production Node build on a temporary data folder, with
// the embedded upstream in its own process (`npm run upstream`, UPSTREAM_GRAPHQL_URL), so the CPU
// figure is the portal's own. Signs in (dealer.us; sales.rep with a customer chosen; admin) and
// measures, after a warm-up, throughput and latency (autocannon, 20 connections, gzip accepted as a
// browser does) of signed-in pages with their cookies, the login page, /api/health and a bare
// node:http baseline of the same run; per row the portal process's CPU ms per request (/proc), and
// per page the HTML bytes (raw, gzip, and the shell's own: the document without <main>'s content)
// and the JavaScript it ships. Any non-2xx answer fails its row: a redirect is never a page.
// Prints a table with the budgets of issue 19 and saves it to .bench/.
//   --seconds 10 --connections 20 --port 4500   extra arguments: more paths, measured as dealer.us
//   --profile DIR  the portal server writes a V8 CPU profile to DIR when it stops (node --cpu-prof)
//   --only REGEX   measure only the targets whose name matches (with --profile: one page's profile)
//   --compare      also start the build with /api through Astro's middleware (start.mjs --astro-only,
//                  on port + 2) and measure the same targets there, interleaved (decision 0010)
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { cpuMs, descendantPid } from './bench-cpu.mjs';
import { pageHtml, pageJavaScript } from './bench-js.mjs';
import { measure, warmUp } from './bench-load.mjs';
import { accounts, signedInPages } from './bench-targets.mjs';
import { ensurePinnedNode, waitForHttp } from './processes.mjs';

process.chdir(resolve(import.meta.dirname, '..'));
await ensurePinnedNode();

const { values: flags, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    port: { type: 'string', default: '4500' },
    profile: { type: 'string' },
    compare: { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});
const port = Number(flags.port);
const origin = `http://127.0.0.1:${port}`;
const baseline = `http://127.0.0.1:${port + 1}/`;
const upstreamUrl = `http://127.0.0.1:${port + 3}`;
const load = { seconds: Number(flags.seconds), connections: Number(flags.connections) };
const publicPages = ['/en-us/login', '/en-us/no-such-page', '/en-us/error/admin', '/en-us/maintenance'];
const BUDGET = { api: 5_000, page: 1_000, cpuMs: 2.5, shareOfLogin: 0.4, shellBytes: 20 * 1024 };
// What Chromium sends; the portal answers brotli (zstd measured slower in the server, decision 0087).
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'text/html' };

const upstreamDir = mkdtempSync(join(tmpdir(), 'spoke-bench-upstream-'));
const children = [startUpstream(), startBaseline()];
const stopAll = () => children.forEach((child) => child.exitCode === null && child.kill('SIGTERM'));
process.on('SIGINT', () => (stopAll(), process.exit(130)));

try {
  await waitForHttp(`${upstreamUrl}/graphql`, { timeoutMs: 300_000, child: children[0] });
  const portal = startPortal(port);
  children.push(portal);
  await waitForHttp(`${origin}/api/health`, { timeoutMs: 300_000, child: portal });
  await waitForHttp(baseline, { child: children[1] });
  const serverPid = descendantPid(portal.pid, 'server/serve.mjs') ?? descendantPid(portal.pid, 'server/entry.mjs');
  const only = flags.only ? new RegExp(flags.only) : undefined;
  const targets = [
    { name: '/api/health', url: `${origin}/api/health`, headers: {}, kind: 'api' },
    { name: '/en-us/login', url: `${origin}/en-us/login`, headers: BROWSER, kind: 'login' },
    ...(await signedInPages(origin, accounts(positionals), BROWSER)).map((target) => ({ ...target, kind: 'page' })),
  ].filter((target) => !only || only.test(target.name));
  const compared = flags.compare ? await startComparison() : undefined;
  const all = compared ? targets.flatMap((t) => [t, { ...t, name: `${t.name} (Astro only)`, url: compared(t.url), kind: 'compare' }]) : targets;
  console.log('Warming up...');
  await warmUp(all);
  const rows = [{ name: 'node:http baseline', kind: 'baseline', ...(await measure({ url: baseline }, load)) }];
  for (const target of all) {
    console.log(`Measuring ${target.name} (${load.seconds}s, ${load.connections} connections)...`);
    const pid = target.kind === 'compare' ? undefined : serverPid;
    const before = cpuMs(pid);
    const result = await measure(target, load);
    const cpu = (cpuMs(pid) - before) / Math.max(1, result.requests);
    rows.push({ ...target, ...result, cpuMsPerRequest: Math.round(cpu * 100) / 100, ...(target.kind === 'api' ? {} : await pageHtml(target.url, target.headers)) });
  }
  const scripts = [];
  for (const path of publicPages) scripts.push({ path, public: true, ...(await pageJavaScript(origin + path)) });
  for (const target of targets.filter((t) => t.kind === 'page')) scripts.push({ path: target.name, public: false, ...(await pageJavaScript(target.url, target.headers)) });
  report(rows, scripts, serverPid);
} finally {
  stopAll();
  rmSync(upstreamDir, { recursive: true, force: true });
}

function startUpstream() {
  const args = ['--import', 'tsx', 'scripts/upstream.ts', '--port', String(port + 3), '--database', `file:${upstreamDir}/upstream.db`];
  return spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'inherit'] });
}

function startPortal(listenOn, extra = []) {
  const dataDir = mkdtempSync(join(tmpdir(), 'spoke-bench-'));
  const args = ['scripts/start.mjs', '--port', String(listenOn), '--data-dir', dataDir, '--remove-data-on-exit', ...extra];
  const profile = flags.profile && extra.length === 0 ? ` --cpu-prof --cpu-prof-dir=${resolve(flags.profile)}` : '';
  const env = { ...process.env, UPSTREAM_GRAPHQL_URL: `${upstreamUrl}/graphql`, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''}${profile}` };
  return spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'inherit'], env });
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

/** The row's verdicts against issue 19's budgets; a page row with any non-2xx answer fails. */
function verdicts(row, login) {
  if (row.kind === 'api') return [row.rps >= BUDGET.api && row.errors === 0 ? 'ok' : `< ${BUDGET.api} req/s`];
  if (row.kind === 'login') return [row.rps >= BUDGET.page && row.non2xx === 0 ? 'ok' : `< ${BUDGET.page} req/s or non-2xx`];
  if (row.kind !== 'page') return [];
  return [
    row.non2xx > 0 || row.errors > 0 ? 'FAIL non-2xx' : '',
    row.cpuMsPerRequest > BUDGET.cpuMs ? `CPU > ${BUDGET.cpuMs} ms` : '',
    login && row.rps < BUDGET.shareOfLogin * login.rps ? `< ${BUDGET.shareOfLogin * 100}% of login` : '',
    row.shellBytes > BUDGET.shellBytes ? 'shell > 20 KB' : '',
  ].filter(Boolean);
}

function report(rows, scripts, serverPid) {
  const login = rows.find((r) => r.kind === 'login');
  const judged = rows.map((r) => ({ ...r, verdicts: verdicts(r, login) }));
  const failed = judged.filter((r) => r.verdicts.length > 0 && r.verdicts[0] !== 'ok');
  const share = (r) => (login && r.kind === 'page' ? `${Math.round((100 * r.rps) / login.rps)}%` : '');
  const lines = [
    `Spoke benchmark ${new Date().toISOString()} (Node ${process.versions.node}, ${load.connections} connections, ${load.seconds}s each;` +
      ` upstream in its own process; CPU of portal pid ${serverPid ?? '?'})`,
    '',
    table(
      ['target', 'req/s', 'of login', 'p50 ms', 'p95 ms', 'p99 ms', 'non-2xx', 'errors', 'CPU ms/req', 'HTML B', 'gzip B', 'shell B', 'verdict'],
      judged.map((r) => [r.name, r.rps, share(r), r.p50, r.p95, r.p99, r.non2xx, r.errors, r.cpuMsPerRequest ?? '', r.rawBytes ?? '', r.gzipBytes ?? '', r.shellBytes ?? '', r.verdicts.join(', ') || (r.kind === 'page' ? 'ok' : '')]),
    ),
    '',
    `Budgets (issue 19): signed-in page CPU <= ${BUDGET.cpuMs} ms/req, >= ${BUDGET.shareOfLogin * 100}% of the login page's req/s, shell HTML <= 20 KB;` +
      ` /api/health >= ${BUDGET.api} req/s, login >= ${BUDGET.page} req/s.`,
    '',
    table(
      ['page', 'status', 'scripts', 'JS raw B', 'JS gzip B', 'budget'],
      scripts.map((s) => [s.path, s.status, s.scripts, s.rawBytes, s.gzipBytes, s.public ? `0 B ${s.rawBytes === 0 ? 'ok' : 'OVER BUDGET'}` : '']),
    ),
    '',
    failed.length === 0 ? 'All rows within budget.' : `${failed.length} row(s) outside budget.`,
  ];
  const text = lines.join('\n');
  console.log(`\n${text}`);
  mkdirSync('.bench', { recursive: true });
  writeFileSync('.bench/latest.txt', `${text}\n`);
  writeFileSync('.bench/latest.json', JSON.stringify({ at: new Date().toISOString(), load, rows: judged.map(withoutCookies), scripts }, null, 2));
  console.log('\nSaved to .bench/latest.txt and .bench/latest.json');
  if (flags.profile) console.log(`CPU profile of the portal (pid ${serverPid}) in ${resolve(flags.profile)} once it stopped.`);
  process.exitCode = failed.length === 0 ? 0 : 1;
}

/** The saved rows leave out the request headers: they hold session cookies. */
function withoutCookies(row) {
  const copy = { ...row };
  delete copy.headers;
  return copy;
}

function table(header, rows) {
  const cells = [header, ...rows].map((row) => row.map(String));
  const widths = header.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  const line = (row) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  return [line(cells[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}
