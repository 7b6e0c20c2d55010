// The production Node build with the embedded upstream in a process of its own (`npm run upstream`,
// UPSTREAM_GRAPHQL_URL), the way a deployment talks to the ERP, so that a test or a bench can stop the
// upstream process and start it again on the same database and port. Used by the outage story
// (tests/e2e/upstream-outage.spec.ts) and `npm run bench:outage`.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { OFFLINE_ENV, waitForHttp } from './processes.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const NODE = existsSync(join(ROOT, 'node_modules/.bin/node')) ? join(ROOT, 'node_modules/.bin/node') : process.execPath;

/**
 * Starts the upstream on `port + 1` and the portal on `port`, each on a fresh temporary folder
 * (SPOKE_OUT_DIR decides the build, built first when stale). `log`: where their stderr goes.
 * @param {{ port: number, log?: (line: string) => void, env?: Record<string, string> }} options
 */
export async function startOutageStack({ port, log = () => {}, env = {} }) {
  const origin = `http://127.0.0.1:${port}`;
  const upstreamPort = port + 1;
  const upstreamUrl = `http://127.0.0.1:${upstreamPort}`;
  const upstreamDir = mkdtempSync(join(tmpdir(), 'spoke-outage-upstream-'));
  const portalDir = join(mkdtempSync(join(tmpdir(), 'spoke-outage-portal-')), 'data');
  const childEnv = { ...process.env, ...OFFLINE_ENV, ...env };
  const pipe = (child, name) => child.stderr?.on('data', (chunk) => log(`[${name}] ${String(chunk).trimEnd()}`));
  let upstream;
  let portal;

  const startUpstream = async () => {
    upstream = spawn(NODE, ['--import', 'tsx', 'scripts/upstream.ts', '--port', String(upstreamPort), '--database', `file:${upstreamDir}/upstream.db`], {
      cwd: ROOT,
      env: childEnv,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    pipe(upstream, 'upstream');
    await waitForHttp(`${upstreamUrl}/graphql`, { timeoutMs: 300_000, child: upstream });
  };

  /** Kills the upstream process (SIGKILL: no goodbye to open connections, as a crash or a pulled cable). */
  const stopUpstream = async () => {
    const child = upstream;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGKILL');
    await exited;
  };

  const stop = async () => {
    await stopUpstream();
    if (portal && portal.exitCode === null && portal.signalCode === null) {
      const exited = new Promise((done) => portal.once('exit', done));
      portal.kill('SIGTERM');
      const timer = setTimeout(() => portal.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(upstreamDir, { recursive: true, force: true });
    rmSync(resolve(portalDir, '..'), { recursive: true, force: true });
  };

  try {
    await startUpstream();
    portal = spawn(NODE, ['scripts/start.mjs', '--port', String(port), '--data-dir', portalDir, '--remove-data-on-exit'], {
      cwd: ROOT,
      env: { ...childEnv, UPSTREAM_GRAPHQL_URL: `${upstreamUrl}/graphql` },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    pipe(portal, 'portal');
    await waitForHttp(`${origin}/api/health`, { timeoutMs: 600_000, child: portal });
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, upstreamUrl, upstreamDatabase: `file:${upstreamDir}/upstream.db`, stopUpstream, startUpstream, stop };
}
