// `npm run bench:ab -- --base-dir DIR`: CPU per signed-in page of this checkout's build against
// another checkout's (DIR, with its own node_modules, e.g. a `git worktree` of an earlier commit), as
// alternating rounds in one run, so that a budget "within +N % of that commit" holds on a shared,
// noisy machine. Each side runs its production Node build with its own embedded upstream in its own
// process. With `taskset` and two or more CPUs, both portals share the last CPU and everything else
// (upstreams, this script) the others, so the two builds meet the same neighbours. Per page: rounds of
// requests at N connections (1 by default; the issue budgets name 20), base then main then base...,
// the portal process's CPU (/proc, all threads) per request; the ratio of the medians and the spread
// of the round pairs. Any answer but 200 stops the run: a redirect is never a page.
//   --rounds 10 --requests 150 --connections 1 --port 4700 --budget 1.15 --only REGEX
import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { cpuMs, descendantPid } from './bench-cpu.mjs';
import { accounts, signedInPages } from './bench-targets.mjs';
import { ensurePinnedNode, waitForHttp } from './processes.mjs';

process.chdir(resolve(import.meta.dirname, '..'));
await ensurePinnedNode();

const { values: flags } = parseArgs({
  options: {
    'base-dir': { type: 'string' },
    rounds: { type: 'string', default: '10' },
    requests: { type: 'string', default: '150' },
    connections: { type: 'string', default: '1' },
    port: { type: 'string', default: '4700' },
    budget: { type: 'string', default: '1.15' },
    only: { type: 'string' },
  },
});
if (!flags['base-dir']) {
  console.error('bench:ab needs --base-dir DIR: a checkout of the build to compare with, its dependencies installed.');
  process.exit(2);
}
const rounds = Number(flags.rounds);
const perRound = Number(flags.requests);
const connections = Math.max(1, Number(flags.connections));
const budget = Number(flags.budget);
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'text/html' };
const cpus = availableParallelism();
const pinned = cpus >= 2 && spawnSync('taskset', ['-V']).status === 0;
const portalCpu = String(cpus - 1);
const otherCpus = `0-${cpus - 2}`;

const scratch = [];
const children = [];
const stopAll = () => children.forEach((child) => child.exitCode === null && child.kill('SIGTERM'));
process.on('SIGINT', () => (stopAll(), process.exit(130)));

try {
  const sides = [
    await startSide('base', resolve(flags['base-dir']), Number(flags.port)),
    await startSide('main', process.cwd(), Number(flags.port) + 10),
  ];
  const only = flags.only ? new RegExp(flags.only) : undefined;
  const list = accounts();
  const rows = [];
  for (const account of list) for (const [index, path] of account.pages.entries()) {
    if (only && !only.test(`${account.username} ${path}`)) continue;
    // Signed in afresh for each page: a run at one connection outlasts a session's access token.
    const targets = await Promise.all(sides.map(async (side) => (await signedInPages(side.origin, [account], BROWSER))[index]));
    const base = targets[0];
    for (const target of targets) await hit(target, 50);
    const ms = [[], []];
    console.log(`Measuring ${base.name} (${rounds} rounds of ${perRound} requests per build)...`);
    for (let round = 0; round < rounds; round += 1) {
      for (const [i, side] of sides.entries()) {
        const before = cpuMs(side.pid);
        await hit(targets[i], perRound);
        ms[i].push((cpuMs(side.pid) - before) / perRound);
      }
    }
    const pairs = ms[1].map((main, i) => main / ms[0][i]);
    rows.push({ name: base.name, base: median(ms[0]), main: median(ms[1]), ratio: median(ms[1]) / median(ms[0]), low: Math.min(...pairs), high: Math.max(...pairs) });
    const row = rows.at(-1);
    console.log(`  ×${row.ratio.toFixed(2)} (round pairs ×${row.low.toFixed(2)}–${row.high.toFixed(2)})`);
  }
  report(rows, sides);
} finally {
  stopAll();
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
}

/** One build's upstream and portal, started from its checkout; resolves once both answer. */
async function startSide(name, dir, port) {
  const upstreamDir = mkdtempSync(join(tmpdir(), `spoke-ab-${name}-upstream-`));
  const dataDir = mkdtempSync(join(tmpdir(), `spoke-ab-${name}-`));
  scratch.push(upstreamDir, dataDir);
  const upstreamUrl = `http://127.0.0.1:${port + 3}`;
  const upstream = launch(otherCpus, ['--import', 'tsx', 'scripts/upstream.ts', '--port', String(port + 3), '--database', `file:${upstreamDir}/upstream.db`], dir);
  children.push(upstream);
  await waitForHttp(`${upstreamUrl}/graphql`, { timeoutMs: 300_000, child: upstream });
  const portal = launch(portalCpu, ['scripts/start.mjs', '--port', String(port), '--data-dir', dataDir, '--remove-data-on-exit'], dir, {
    UPSTREAM_GRAPHQL_URL: `${upstreamUrl}/graphql`,
    SPOKE_OUT_DIR: join(dir, 'dist'),
  });
  children.push(portal);
  const origin = `http://127.0.0.1:${port}`;
  console.log(`Starting ${name} (${dir}); it builds first if its sources changed...`);
  await waitForHttp(`${origin}/api/health`, { timeoutMs: 600_000, child: portal });
  const pid = descendantPid(portal.pid, 'server/serve.mjs');
  if (!pid) throw new Error(`no portal server process under ${name}'s start`);
  return { name, dir, origin, pid };
}

function launch(cpuList, args, cwd, env = {}) {
  const [command, rest] = pinned ? ['taskset', ['-c', cpuList, process.execPath, ...args]] : [process.execPath, args];
  return spawn(command, rest, { cwd, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });
}

/** `count` requests in all, `connections` at a time. */
async function hit(target, count) {
  let left = count;
  const connection = async () => {
    while (left > 0) {
      left -= 1;
      const response = await fetch(target.url, { headers: target.headers, redirect: 'manual' });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${target.url} answered ${response.status}`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(connections, count) }, connection));
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function report(rows, sides) {
  const fixed = (n) => n.toFixed(2);
  const header = ['page', 'base ms/req', 'main ms/req', 'ratio', 'round pairs', 'verdict'];
  const cells = [header, ...rows.map((r) => [r.name, fixed(r.base), fixed(r.main), `×${fixed(r.ratio)}`, `×${fixed(r.low)}–${fixed(r.high)}`, r.ratio <= budget ? 'ok' : `over ×${budget}`])];
  const widths = header.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  const line = (row) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  const text = [
    `Spoke A/B benchmark ${new Date().toISOString()} (Node ${process.versions.node}; ${rounds} alternating rounds of ${perRound} requests, ${connections} connection${connections === 1 ? '' : 's'};` +
      ` portals ${pinned ? `pinned to CPU ${portalCpu}` : 'not pinned (no taskset or one CPU)'})`,
    ...sides.map((side) => `  ${side.name}: ${side.dir}`),
    '',
    line(cells[0]),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...cells.slice(1).map(line),
  ].join('\n');
  console.log(`\n${text}`);
  mkdirSync('.bench', { recursive: true });
  writeFileSync('.bench/ab.txt', `${text}\n`);
  writeFileSync('.bench/ab.json', JSON.stringify({ at: new Date().toISOString(), rounds, perRound, connections, pinned, sides, rows }, null, 2));
  console.log('\nSaved to .bench/ab.txt and .bench/ab.json');
  process.exitCode = rows.every((r) => r.ratio <= budget) ? 0 : 1;
}
