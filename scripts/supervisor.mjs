// The process `npm start` leaves running owns the listening socket and runs the server as a cluster
// worker on it (docs/decisions/0114-node-restarts-hand-the-socket-over.md). A reload starts the new
// server beside the old one, checks it on a private port, lets it join the socket, and then tells the
// old one to drain: it stops accepting, finishes its requests and exits. The socket is bound once and
// stays open throughout, so no connection is refused or reset. The worker side of this is
// src/server/runtime/node/supervised.ts.
import cluster from 'node:cluster';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { get } from 'node:http';
import { readServerState, removeServerState, writeServerState } from './server-state.mjs';

const STARTUP_LIMIT_MS = 120_000;
// The server's own limit is 30 s (supervised.ts); this only ends one that hangs past it.
const DRAIN_LIMIT_MS = 45_000;

/**
 * @param {{ host: string, port: string | number, log?: string, execArgv?: string[], onExit: (code: number) => void }} options
 *   host, port: where the servers listen (their HOST and PORT); log: also append the servers' stderr
 *   to this file; onExit: called once, when the last server has exited after a stop or an unexpected exit.
 */
export function createSupervisor({ host, port, log, execArgv = [], onExit }) {
  // Each worker accepts from the socket itself; the default (round-robin) would accept every
  // connection here and pass it over IPC, an extra hop per connection and CPU the benchmarks don't see.
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  const logFile = log ? createWriteStream(log, { flags: 'a' }) : undefined;
  /** @type {import('node:cluster').Worker | undefined} */
  let current;
  /** @type {Map<import('node:cluster').Worker, () => void>} draining workers and what to call when they exit */
  const draining = new Map();
  /** @type {Set<import('node:cluster').Worker>} every server not yet exited */
  const live = new Set();
  let stopping = false;
  let exitCode = 0;

  cluster.on('exit', (worker, code, signal) => {
    live.delete(worker);
    draining.get(worker)?.();
    draining.delete(worker);
    if (worker === current && !stopping) {
      console.error(`The server (pid ${worker.process.pid}) exited unexpectedly (${signal ?? `exit ${code}`}).`);
      stop('SIGTERM', code || 1);
    }
    if (stopping && live.size === 0) finish();
  });

  let finished = false;
  function finish() {
    if (finished) return;
    finished = true;
    logFile?.end();
    onExit(exitCode);
  }

  /** Forks a server from `serverFile`, checks it answers, and lets it join the shared socket. */
  async function start(serverFile, env, { requireOk = false } = {}) {
    cluster.setupPrimary({ exec: serverFile, args: [], execArgv, stdio: ['inherit', 'inherit', logFile ? 'pipe' : 'inherit', 'ipc'] });
    const worker = cluster.fork({ ...env, SPOKE_SUPERVISED: '1' });
    live.add(worker);
    if (logFile) {
      worker.process.stderr?.on('data', (chunk) => {
        process.stderr.write(chunk);
        logFile.write(chunk);
      });
    }
    try {
      const probePort = await withinLimit(worker, 'answer', (done) => worker.on('message', (m) => m?.spoke === 'probe' && done(m.port)));
      const status = await withinLimit(worker, 'answer /api/health', (done, fail) => probe(probePort, done, fail));
      if (requireOk && status !== 200) throw new Error(`the new server answered /api/health with ${status}`);
      worker.send({ spoke: 'join' });
      await withinLimit(worker, 'listen', (done) => worker.once('listening', done));
      return worker;
    } catch (error) {
      await stopWorker(worker, 'SIGTERM');
      throw error;
    }
  }

  return {
    get serverPid() {
      return current?.process.pid;
    },
    get stopping() {
      return stopping;
    },
    /** The first server, from `serverFile` with `env` as its environment. */
    async start(serverFile, env) {
      current = await start(serverFile, env);
      return current.process.pid;
    },
    /**
     * A new server from `serverFile` in place of the current one, which drains; the current one keeps
     * serving if the new one fails. Resolves with the new pid once it serves.
     */
    async replace(serverFile, env) {
      const next = await start(serverFile, env, { requireOk: true });
      const previous = current;
      current = next;
      if (previous) drain(previous);
      return next.process.pid;
    },
    /** Resolves when every server told to drain has exited. */
    drained() {
      return Promise.all([...draining.keys()].map((worker) => new Promise((done) => worker.process.once('exit', done))));
    },
    stop,
  };

  function drain(worker) {
    const limit = setTimeout(() => worker.process.kill('SIGKILL'), DRAIN_LIMIT_MS);
    draining.set(worker, () => clearTimeout(limit));
    worker.send({ spoke: 'drain' });
  }

  /** Stops every server (they close their connections and exit); onExit follows with `code`. */
  function stop(signal, code = 0) {
    if (!stopping) exitCode = code;
    stopping = true;
    if (live.size === 0) return finish();
    for (const worker of live) worker.process.kill(signal);
  }

  /** GET /api/health on the worker's private probe port until it answers (any status) */
  function probe(probePort, done, fail) {
    const deadline = Date.now() + STARTUP_LIMIT_MS;
    const attempt = () => {
      const request = get({ host: '127.0.0.1', port: probePort, path: '/api/health', agent: false, timeout: 10_000, headers: { host: `${host}:${port}` } }, (response) => {
        response.resume();
        done(response.statusCode);
      });
      request.on('timeout', () => request.destroy(new Error('timed out')));
      request.on('error', (error) => (Date.now() < deadline ? setTimeout(attempt, 100) : fail(error)));
    };
    attempt();
  }
}

/**
 * Reloads on SIGHUP, one at a time until every signal received so far is answered, and keeps
 * <dataDir>/server.json current for `npm run restart`. `reload` resolves with the line to print or
 * throws (the current server then keeps serving). Signals before `ready()` wait for it.
 * @param {{ supervisor: ReturnType<typeof createSupervisor>, dataDir: string, url: string, reload: () => Promise<string> }} options
 */
export function reloadOnSignal({ supervisor, dataDir, url, reload }) {
  // cmdline: what `npm run restart` expects of the pid, so a reused pid is not signalled (Linux).
  const state = { pid: process.pid, cmdline: ownCommandLine(), url, requested: 0, done: 0 };
  writeServerState(dataDir, state);
  let ready = false;
  let reloading = false;
  process.on('SIGHUP', () => {
    state.requested += 1;
    writeServerState(dataDir, state);
    void answer();
  });

  async function answer() {
    if (reloading || !ready) return;
    reloading = true;
    while (state.done < state.requested && !supervisor.stopping) {
      const answering = state.requested;
      const lastReload = await reload().then(
        (message) => ({ ok: true, message }),
        (error) => ({ ok: false, message: `Reload failed: ${error.message}; the server with pid ${supervisor.serverPid} still serves.` }),
      );
      (lastReload.ok ? console.log : console.error)(lastReload.message);
      Object.assign(state, { done: answering, serverPid: supervisor.serverPid, lastReload });
      writeServerState(dataDir, state);
    }
    reloading = false;
  }

  return {
    /** The first server serves: record it and answer the signals that came before. */
    ready() {
      ready = true;
      state.serverPid = supervisor.serverPid;
      writeServerState(dataDir, state);
      void answer();
    },
    /** Removes server.json unless another `npm start` has taken the data folder since. */
    remove() {
      if (readServerState(dataDir)?.pid === process.pid) removeServerState(dataDir);
    },
  };
}

/** Resolves with what `wait` reports, or rejects when the worker exits first or the startup limit passes. */
function withinLimit(worker, what, wait) {
  return new Promise((resolve, reject) => {
    const onExit = (code, signal) => reject(new Error(`the new server exited (${signal ?? `exit ${code}`}) before it could ${what}`));
    const timer = setTimeout(() => reject(new Error(`the new server did not ${what} within ${STARTUP_LIMIT_MS / 1000}s`)), STARTUP_LIMIT_MS);
    const settle = (fn) => (value) => {
      clearTimeout(timer);
      worker.process.off('exit', onExit);
      fn(value);
    };
    worker.process.once('exit', onExit);
    wait(settle(resolve), settle(reject));
  });
}

function stopWorker(worker, signal) {
  if (worker.process.exitCode !== null || worker.process.signalCode !== null) return Promise.resolve();
  const exited = new Promise((done) => worker.process.once('exit', done));
  worker.process.kill(signal);
  return exited;
}

function ownCommandLine() {
  return existsSync('/proc/self/cmdline') ? readFileSync('/proc/self/cmdline', 'utf8') : undefined;
}
