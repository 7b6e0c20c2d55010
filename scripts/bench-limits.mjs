// `npm run bench:limits`: what an oversized body costs the production Node server. Budget: 100 MB of
// JSON to /api/login answered 413 in < 100 ms, with the server's memory (RSS) growing < 10 MB.
// Also shown: the same body sent in chunks (no Content-Length), and eight at once while /api/health
// is asked. Starts the Node build on a temporary data folder.   --port 4907 --runs 5
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ensurePinnedNode, waitForHttp } from './processes.mjs';

process.chdir(resolve(import.meta.dirname, '..'));
await ensurePinnedNode();

const { values: flags } = parseArgs({ options: { port: { type: 'string', default: '4907' }, runs: { type: 'string', default: '5' } } });
const origin = `http://127.0.0.1:${flags.port}`;
const MB = 1024 * 1024;
const BODY_BYTES = 100 * MB;
const BUDGET_MS = 100;
const BUDGET_GROWTH_MB = 10;
const CHUNK = Buffer.alloc(MB, 0x20);
CHUNK[0] = 0x7b;

const dataDir = mkdtempSync(join(tmpdir(), 'spoke-bench-limits-'));
const launcher = spawn(process.execPath, ['scripts/start.mjs', '--port', flags.port, '--data-dir', dataDir, '--remove-data-on-exit'], { stdio: ['ignore', 'ignore', 'inherit'] });
const stop = () => launcher.exitCode === null && launcher.kill('SIGTERM');
process.on('SIGINT', () => (stop(), process.exit(130)));

try {
  await waitForHttp(`${origin}/api/health`, { timeoutMs: 900_000, child: launcher });
  const server = serverPid(launcher.pid);
  console.log(`Oversized bodies on the Node server ${new Date().toISOString()} (pid ${server}, ${BODY_BYTES / MB} MB each)`);
  await send('/api/login', { declared: true });
  let ok = true;
  for (const [label, declared] of [['Content-Length', true], ['chunked', false]]) {
    const runs = [];
    for (let i = 0; i < Number(flags.runs); i++) runs.push(await measured(server, () => send('/api/login', { declared })));
    const worst = { ms: Math.max(...runs.map((r) => r.ms)), growth: Math.max(...runs.map((r) => r.growthMb)) };
    const within = runs.every((r) => r.statuses.every((s) => s === 413)) && worst.ms < BUDGET_MS && worst.growth < BUDGET_GROWTH_MB;
    if (declared) ok &&= within;
    const verdict = declared ? (within ? 'ok' : 'FAILED') : 'shown';
    console.log(`/api/login ${label.padEnd(14)} 413 in ${fmt(worst.ms)} ms (worst of ${runs.length}), RSS growth ${worst.growth.toFixed(1)} MB; budget < ${BUDGET_MS} ms, < ${BUDGET_GROWTH_MB} MB: ${verdict}`);
  }
  const eight = await measured(server, async () => {
    const posts = Array.from({ length: 8 }, (_, i) => send(['/api/login', '/api/inquiry', '/api/refresh-token'][i % 3], { declared: true }));
    const health = timed(() => fetch(`${origin}/api/health`).then((r) => r.status));
    const results = await Promise.all(posts);
    return { ms: Math.max(...results.map((r) => r.ms)), statuses: results.map((r) => r.status), healthMs: (await health).ms };
  });
  console.log(`8 at once (login, inquiry, refresh-token)  all 413: ${eight.statuses.every((s) => s === 413)}, slowest ${fmt(eight.ms)} ms, /api/health ${fmt(eight.healthMs)} ms, RSS growth ${eight.growthMb.toFixed(1)} MB`);
  process.exitCode = ok ? 0 : 1;
} finally {
  stop();
}

/** The server start.mjs runs (its only child). */
function serverPid(parent) {
  const pid = Number(execFileSync('ps', ['-o', 'pid=', '--ppid', String(parent)], { encoding: 'utf8' }).trim().split('\n')[0]);
  if (!pid) throw new Error('the server process was not found');
  return pid;
}

function rssMb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Number(line?.match(/\d+/)?.[0] ?? 0) / 1024;
}

/** Runs `work` while sampling the server's RSS; growth is the peak over the RSS just before, until 300 ms after. */
async function measured(pid, work) {
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 2);
  try {
    const result = await work();
    await new Promise((done) => setTimeout(done, 300));
    const statuses = result.statuses ?? [result.status];
    return { ...result, statuses, growthMb: Math.max(0, peak - before) };
  } finally {
    clearInterval(sampler);
  }
}

/** Posts BODY_BYTES of JSON-looking bytes; resolves at the response's headers (then stops sending). */
function send(path, { declared }) {
  return new Promise((done, fail) => {
    const started = performance.now();
    const headers = { 'content-type': 'application/json', origin };
    if (declared) headers['content-length'] = String(BODY_BYTES);
    const req = request(`${origin}${path}`, { method: 'POST', headers }, (res) => {
      const ms = performance.now() - started;
      res.resume();
      res.on('end', () => {
        req.destroy();
        done({ ms, status: res.statusCode });
      });
    });
    req.on('error', (error) => (req.destroyed ? undefined : fail(error)));
    let written = 0;
    const pump = () => {
      while (written < BODY_BYTES && !req.destroyed) {
        written += CHUNK.length;
        if (!req.write(CHUNK)) return void req.once('drain', pump);
      }
      if (!req.destroyed) req.end();
    };
    pump();
  });
}

async function timed(work) {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

function fmt(ms) {
  return ms.toFixed(1);
}
