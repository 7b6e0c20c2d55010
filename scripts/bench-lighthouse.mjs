// `npm run bench:lighthouse`: Lighthouse mobile performance (default config: mobile, simulated
// throttling) of the catalogue list, the list with a typical filter, a product page and the cart,
// signed in as a dealer, and the sales overview of dealer.us's last full year (charts load when
// visible); budget 95 and CLS under 0.05 for each. Starts the production Node build on a temporary data folder (or uses --origin), runs each
// page several times and reports the median score with FCP, LCP, TBT, CLS and Speed Index.
//   --runs 3 --port 4520 --origin http://127.0.0.1:4321   extra arguments are more page paths
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { auditPage, setBrowserCookie, startChromium } from './lighthouse-audit.mjs';
import { ensurePinnedNode, waitForHttp } from './processes.mjs';

process.chdir(resolve(import.meta.dirname, '..'));
await ensurePinnedNode();

const { values: flags, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '4520' },
    origin: { type: 'string' },
    username: { type: 'string', default: 'dealer.us' },
    password: { type: 'string', default: 'Spoke-Demo-2026' },
  },
});
const runs = Math.max(1, Number(flags.runs));
const origin = flags.origin ?? `http://127.0.0.1:${flags.port}`;
const LIST = '/en-us/catalog/list';
const BUDGET = 95;
const SALES_OVERVIEW = `/en-us/sales-overview?year=${new Date().getUTCFullYear() - 1}`;
const budgetOf = () => BUDGET;

const portal = flags.origin ? undefined : startPortal();
let chromium;
const stopAll = () => {
  chromium?.close();
  if (portal?.exitCode === null) portal.kill('SIGTERM');
};
process.on('SIGINT', () => (stopAll(), process.exit(130)));

try {
  await waitForHttp(`${origin}/api/health`, { timeoutMs: 300_000, child: portal });
  const pages = [LIST, `${LIST}?category=Bike&view=item&hasStock=true`, await productPath(), '/en-us/cart', SALES_OVERVIEW, ...positionals];
  chromium = await startChromium();
  const rows = [];
  for (const path of pages) rows.push(await measurePage(path));
  report(rows);
  if (rows.some((row) => row.median.score < budgetOf(row.path))) process.exitCode = 1;
} finally {
  stopAll();
}

function startPortal() {
  const dataDir = mkdtempSync(join(tmpdir(), 'spoke-lighthouse-data-'));
  const args = ['scripts/start.mjs', '--port', flags.port, '--data-dir', dataDir, '--remove-data-on-exit'];
  return spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'inherit'] });
}

/** A fresh access token per page: it lives ten minutes, longer than one page's runs. */
async function signIn() {
  const response = await fetch(`${origin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: flags.username, password: flags.password }),
  });
  if (!response.ok) throw new Error(`sign-in as ${flags.username} failed: HTTP ${response.status}`);
  const access = response.headers.getSetCookie().find((cookie) => cookie.startsWith('spoke_at='));
  if (!access) throw new Error('sign-in answered without an access cookie');
  return access.split(';')[0];
}

/** The first bike (else any) product the signed-in list links to. */
async function productPath() {
  const html = await (await fetch(`${origin}${LIST}?category=Bike`, { headers: { Cookie: await signIn() } })).text();
  const links = [...html.matchAll(/href="(\/en-us\/catalog\/(?:bike|paa)\/[^"?#]+)"/g)].map((match) => match[1]);
  const path = links.find((link) => link.includes('/bike/')) ?? links[0];
  if (!path) throw new Error(`no product link on ${LIST}`);
  return path;
}

async function measurePage(path) {
  await setBrowserCookie(chromium.port, origin, await signIn());
  const results = [];
  for (let run = 1; run <= runs; run += 1) {
    console.log(`Lighthouse ${path} (run ${run}/${runs}, load ${loadavg()[0].toFixed(2)})...`);
    const result = await auditWithRetry(origin + path);
    if (!result.finalUrl.includes(path.split('?')[0])) throw new Error(`${path} ended on ${result.finalUrl}`);
    results.push(result);
  }
  const sorted = [...results].sort((a, b) => a.score - b.score);
  const median = sorted[Math.floor(sorted.length / 2)];
  return { path, scores: results.map((r) => r.score), median };
}

/** Under load Lighthouse sometimes loses the trace (NO_NAVSTART, NO_FCP): such a run is taken again. */
async function auditWithRetry(url, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await auditPage(url, { port: chromium.port });
    } catch (error) {
      if (attempt >= attempts || !/\((NO_[A-Z_]+)\)/.test(error.message)) throw error;
      console.log(`  ${error.message.split(':').pop().trim()}; again`);
    }
  }
}

function report(rows) {
  const lines = [
    `Spoke Lighthouse ${new Date().toISOString()} (mobile preset, simulated throttling, ${runs} runs per page, ` +
      `median by score; load average ${loadavg().map((n) => n.toFixed(2)).join(' ')})`,
    '',
    table(
      ['page', 'score', 'runs', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'SI ms', 'budget'],
      rows.map(({ path, scores, median: m }) => [path, m.score, scores.join('/'), m.fcp, m.lcp, m.tbt, m.cls, m.si,
        `>= ${budgetOf(path)} ${m.score >= budgetOf(path) ? 'ok' : 'UNDER BUDGET'}`]),
    ),
    '',
    ...rows.map(({ path, median }) => `${path}: ${median.losses.join(', ') || 'every audit passes'}`),
  ];
  const text = lines.join('\n');
  console.log(`\n${text}`);
  mkdirSync('.bench/lighthouse', { recursive: true });
  writeFileSync('.bench/lighthouse.txt', `${text}\n`);
  rows.forEach(({ median }, index) => writeFileSync(`.bench/lighthouse/page-${index + 1}.json`, JSON.stringify(median.lhr)));
  console.log('\nSaved to .bench/lighthouse.txt (median reports: .bench/lighthouse/page-N.json)');
}

function table(header, rows) {
  const cells = [header, ...rows].map((row) => row.map(String));
  const widths = header.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  const line = (row) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  return [line(cells[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}
