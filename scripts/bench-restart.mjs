// `npm run bench:restart`: what a reload costs the people using the server
// (docs/decisions/0114-node-restarts-hand-the-socket-over.md). Starts the production Node build on a
// temporary data folder, keeps autocannon asking (/api/health and the sign-in page, kept-alive
// connections that reconnect when closed), reloads it with `npm run restart` part-way, and counts
// refused, reset and failed requests, answers other than 2xx, and the longest time with no answer at
// all. --stop-start measures what a restart was before the supervisor instead: stopping `npm start`
// and starting it again. Prints the figures and saves them to .bench/.
//   --port 4530 --seconds 20 --reload-at 5 --connections 20 --stop-start
import { execFile, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { ensurePinnedNode, waitForHttp } from './processes.mjs';

process.chdir(resolve(import.meta.dirname, '..'));
await ensurePinnedNode();

const { values: flags } = parseArgs({
  options: {
    port: { type: 'string', default: '4530' },
    seconds: { type: 'string', default: '20' },
    'reload-at': { type: 'string', default: '5' },
    connections: { type: 'string', default: '20' },
    'stop-start': { type: 'boolean', default: false },
  },
});
const origin = `http://127.0.0.1:${flags.port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'spoke-bench-restart-'));
const how = flags['stop-start'] ? 'stop and start again' : 'npm run restart';

let server = startServer();
try {
  await waitForHttp(`${origin}/api/health`, { timeoutMs: 900_000, child: server });
  const responses = [];
  const errors = new Map();
  let non2xx = 0;
  const load = autocannon({
    url: origin,
    connections: Number(flags.connections),
    duration: Number(flags.seconds),
    requests: [{ path: '/api/health' }, { path: '/en-us/login', headers: { accept: 'text/html' } }],
    timeout: 30,
  });
  load.on('response', (_client, status) => {
    responses.push(performance.now());
    if (status < 200 || status > 299) non2xx += 1;
  });
  load.on('reqError', (error) => {
    const code = error.code ?? error.message;
    errors.set(code, (errors.get(code) ?? 0) + 1);
  });
  const finished = new Promise((done) => load.once('done', done));

  await sleep(Number(flags['reload-at']) * 1000);
  const reloadStarted = performance.now();
  await (flags['stop-start'] ? stopAndStart() : promisify(execFile)(process.execPath, ['scripts/restart.mjs', '--data-dir', dataDir]));
  const reloadMs = performance.now() - reloadStarted;
  const result = await finished;

  const gap = longestGap(responses);
  const failed = [...errors.values()].reduce((sum, n) => sum + n, 0);
  const text = [
    `Spoke reload under load ${new Date().toISOString()} (${how}, ${flags.connections} connections, ${flags.seconds} s, reload at ${flags['reload-at']} s)`,
    `requests answered           ${result.requests.total} (${Math.round(result.requests.average)} req/s on average)`,
    `failed requests             ${failed}${failed ? ` (${[...errors].map(([code, n]) => `${code} ${n}`).join(', ')})` : ''}`,
    `answers other than 2xx      ${non2xx}`,
    `reload took                 ${(reloadMs / 1000).toFixed(1)} s (until ${flags['stop-start'] ? 'the new server answered' : 'npm run restart returned'})`,
    `longest time with no answer ${Math.round(gap)} ms`,
    `slowest answer              ${result.latency.max} ms`,
  ].join('\n');
  console.log(`\n${text}`);
  mkdirSync('.bench', { recursive: true });
  const name = flags['stop-start'] ? 'restart-stop-start' : 'restart';
  writeFileSync(`.bench/${name}.txt`, `${text}\n`);
  writeFileSync(`.bench/${name}.json`, JSON.stringify({ how, requests: result.requests.total, failed, errors: Object.fromEntries(errors), non2xx, reloadMs: Math.round(reloadMs), longestGapMs: Math.round(gap), maxLatencyMs: result.latency.max }, null, 2));
  process.exitCode = failed === 0 && non2xx === 0 ? 0 : 1;
} finally {
  await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
}

function startServer() {
  return spawn(process.execPath, ['scripts/start.mjs', '--port', flags.port, '--data-dir', dataDir], { stdio: ['ignore', 'ignore', 'inherit'] });
}

/** The restart before decision 0114: the old server stops, then `npm start` runs again on the same data. */
async function stopAndStart() {
  await stop(server);
  server = startServer();
  await waitForHttp(`${origin}/api/health`, { timeoutMs: 300_000, child: server });
}

function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', done);
    child.kill('SIGTERM');
  });
}

function longestGap(times) {
  let longest = 0;
  for (let i = 1; i < times.length; i++) longest = Math.max(longest, times[i] - times[i - 1]);
  return longest;
}

function sleep(ms) {
  return new Promise((done) => setTimeout(done, ms));
}
