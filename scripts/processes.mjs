// Small process helpers shared by start, dev, test and bench scripts (Node only, no dependencies).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/** Stops every outbound call Astro, wrangler and miniflare would make by default. */
export const OFFLINE_ENV = {
  ASTRO_TELEMETRY_DISABLED: '1',
  ASTRO_DISABLE_UPDATE_CHECK: 'true',
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_HIDE_BANNER: 'true',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
};

/**
 * The toolchain needs Node 24, which ships as the `node` devDependency. `npm run` already puts it
 * first on PATH; a script started with the machine's Node re-runs itself on the pinned one, passes
 * signals on, and never resumes here (await it at the top of the script).
 */
export function ensurePinnedNode() {
  if (Number(process.versions.node.split('.')[0]) >= 24) return Promise.resolve();
  const pinned = resolve('node_modules/.bin/node');
  if (!existsSync(pinned)) {
    console.error(`Node ${process.versions.node} is too old and ${pinned} is missing: run npm install first.`);
    process.exit(1);
  }
  superviseChild(spawn(pinned, process.argv.slice(1), { stdio: 'inherit' }));
  return new Promise(() => {});
}

/** PATH with node_modules/.bin first, as `npm run` would set it. */
export function binPath() {
  return `${resolve('node_modules/.bin')}:${process.env.PATH ?? ''}`;
}

/** Runs a command with inherited output; resolves with its exit code (signals count as failure). */
export function run(command, args, options = {}) {
  return new Promise((done) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      done(1);
    });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

/** Runs a Node script on this (pinned) Node; `tsx` loads TypeScript. */
export function runNode(args, options = {}) {
  return run(process.execPath, args, options);
}

/** Polls until the URL answers at all (any status), the child dies, or the time is up. */
export async function waitForHttp(url, { timeoutMs = 60_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`server exited (code ${child.exitCode}) before answering`);
    try {
      const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(2_000) });
      await response.body?.cancel();
      return response.status;
    } catch {
      await new Promise((wait) => setTimeout(wait, 100));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`);
}

/** Forwards Ctrl-C and termination to the child, then exits with its code after `cleanup`. */
export function superviseChild(child, cleanup = () => {}) {
  let stopping = false;
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    if (child.exitCode === null) child.kill(signal);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  child.on('exit', (code, signal) => {
    cleanup();
    process.exit(stopping ? 0 : (code ?? (signal ? 1 : 0)));
  });
}
