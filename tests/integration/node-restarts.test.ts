// A reload of the Node server refuses nothing (docs/decisions/0114-node-restarts-hand-the-socket-over.md):
// the supervisor `npm start` runs (scripts/supervisor.mjs, here with restart-fixture-server.ts as its
// server) is reloaded by `npm run restart` and by SIGHUP while 20 clients keep asking, half on
// kept-alive connections and half on a new connection per request. Every request is answered, a
// request in flight at the reload is answered by the old server, work it started in the background
// ends before it exits, and afterwards the new one serves.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readServerState } from '../../scripts/server-state.mjs';
import { alive } from '../support/process-alive';

const root = resolve(import.meta.dirname, '../..');
const node = resolve(root, 'node_modules/.bin/node');
let dataDir = '';
let port = 0;
let supervisor: ChildProcess | undefined;

beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'spoke-restart-'));
  port = await freePort();
});

afterEach(() => {
  if (supervisor?.exitCode === null) supervisor.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('reloading the Node server under load', () => {
  it('answers every request through two reloads, the in-flight one by the old server, then serves from the new one', { timeout: 60_000 }, async () => {
    const first = await startSupervisor();
    const load = startLoad(port, 20);
    await sleep(500);
    const inFlight = ask(port, '/slow?ms=1500', false);
    expect(await ask(port, '/background?ms=4000', false)).toEqual({ ok: true, pid: first });
    await sleep(100);

    const restart = await promisify(execFile)(node, ['scripts/restart.mjs', '--data-dir', dataDir], { cwd: root });
    expect(restart.stdout).toContain(`Reloaded: ${first} -> `);
    const second = readServerState(dataDir)?.serverPid;
    expect(second).toBeGreaterThan(0);
    expect(second).not.toBe(first);
    expect(await inFlight).toEqual({ ok: true, pid: first });

    await sleep(300);
    supervisor?.kill('SIGHUP');
    const third = await reloaded(2);
    expect(third).not.toBe(second);
    // Each kept-alive connection may carry one more request to the draining server, then only the new one answers.
    await sleep(300);
    const afterReloads = load.since();
    await sleep(700);
    const result = await load.stop();

    expect(result.failures).toEqual([]);
    expect(result.answered).toBeGreaterThan(200);
    expect(new Set(afterReloads())).toEqual(new Set([third]));
    await waitFor(() => !alive(first) && !alive(second!), 'both old servers exit');
    expect(readFileSync(join(dataDir, 'background-done'), 'utf8')).toBe(String(first));
  });

  it('keeps the current server when the new one fails to start, and stops cleanly on SIGTERM', { timeout: 60_000 }, async () => {
    const first = await startSupervisor();
    writeFileSync(join(dataDir, 'fail-next'), '');
    const restart = await promisify(execFile)(node, ['scripts/restart.mjs', '--data-dir', dataDir], { cwd: root }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(restart.code).toBe(1);
    expect(restart.stderr).toContain(`the server with pid ${first} still serves`);
    expect(await ask(port, '/', true)).toEqual({ ok: true, pid: first });

    const exited = new Promise<number | null>((done) => supervisor?.once('exit', (code) => done(code)));
    supervisor?.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(alive(first)).toBe(false);
    expect(existsSync(join(dataDir, 'server.json'))).toBe(false);
  });
});

describe('npm run restart without a running server', () => {
  it('signals nothing when server.json names a pid that no longer runs the supervisor', async () => {
    const gone = spawn(node, ['-e', '']);
    await new Promise((done) => gone.once('exit', done));
    writeFileSync(join(dataDir, 'server.json'), JSON.stringify({ pid: gone.pid, cmdline: 'node\0scripts/start.mjs\0', url: 'http://127.0.0.1:9/', requested: 0, done: 0 }));
    const restart = await promisify(execFile)(node, ['scripts/restart.mjs', '--data-dir', dataDir], { cwd: root }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(restart.code).toBe(1);
    expect(restart.stderr).toContain(`names pid ${gone.pid}, which is not running it`);
  });
});

/** Starts the fixture supervisor; resolves with its first server's pid once that serves. */
async function startSupervisor(): Promise<number> {
  const child = spawn(node, ['--import', 'tsx', 'tests/integration/restart-fixture.ts', String(port), dataDir], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  supervisor = child;
  return new Promise((done, fail) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const ready = /ready (\d+)/.exec(out);
      if (ready) done(Number(ready[1]));
    });
    child.once('exit', (code) => fail(new Error(`the supervisor exited (${code}) before it was ready: ${out}`)));
  });
}

async function reloaded(count: number): Promise<number> {
  await waitFor(() => (readServerState(dataDir)?.done ?? 0) >= count, `reload ${count}`);
  const state = readServerState(dataDir);
  expect(state?.lastReload?.ok).toBe(true);
  return state?.serverPid ?? 0;
}

type Answer = { ok: true; pid: number } | { ok: false; error: string };

/** One GET; `keepAlive` false opens a new connection for it. */
function ask(to: number, path: string, keepAlive: boolean, agent?: Agent): Promise<Answer> {
  return new Promise((done) => {
    const request = get({ host: '127.0.0.1', port: to, path, agent: keepAlive ? agent : false, timeout: 10_000 }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => done(response.statusCode === 200 ? { ok: true, pid: Number(body) } : { ok: false, error: `status ${response.statusCode}` }));
      response.on('error', (error) => done({ ok: false, error: error.message }));
    });
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', (error: NodeJS.ErrnoException) => done({ ok: false, error: error.code ?? error.message }));
  });
}

/** `clients` loops asking one after another, every second one on its own kept-alive connection. */
function startLoad(to: number, clients: number) {
  let running = true;
  const answers: number[] = [];
  const failures: string[] = [];
  const loops = Array.from({ length: clients }, async (_, index) => {
    const keepAlive = index % 2 === 0;
    const agent = keepAlive ? new Agent({ keepAlive: true, maxSockets: 1 }) : undefined;
    while (running) {
      const answer = await ask(to, '/', keepAlive, agent);
      if (answer.ok) answers.push(answer.pid);
      else failures.push(answer.error);
    }
    agent?.destroy();
  });
  return {
    /** The pids of the answers from now on. */
    since() {
      const from = answers.length;
      return () => answers.slice(from);
    },
    async stop() {
      running = false;
      await Promise.all(loops);
      return { answered: answers.length, failures };
    },
  };
}

async function waitFor(condition: () => boolean, what: string, limitMs = 20_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms));
}

function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => done(free));
    });
  });
}
