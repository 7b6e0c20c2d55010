// Starting and stopping the Worker for the workerd test: build once, run `wrangler dev --env <country>`
// the way ops would after a build, and stop the whole process group afterwards.
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');
const NODE = resolve(ROOT, 'node_modules/.bin/node');
const OFFLINE_ENV = {
  ASTRO_TELEMETRY_DISABLED: '1',
  ASTRO_DISABLE_UPDATE_CHECK: 'true',
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_HIDE_BANNER: 'true',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
};
const REDIRECT = join(ROOT, '.wrangler/deploy/config.json');

// A country's values, which wrangler would take from this process's environment before the stack's .dev.vars.
const WORKER_VALUES = ['DEFAULT_HOST', 'DATABASE_URL', 'DATABASE_AUTH_TOKEN', 'UPSTREAM_GRAPHQL_URL', 'UPSTREAM_TOKEN', 'SESSION_SECRET', 'MAIL_API_URL', 'MAIL_API_TOKEN', 'MAIL_FROM'];

function childEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...OFFLINE_ENV, PATH: `${resolve(ROOT, 'node_modules/.bin')}:${process.env.PATH ?? ''}` };
  for (const name of WORKER_VALUES) delete env[name];
  return env;
}

/** Builds the Worker for `country` into `outDir`, leaving the repository's deploy redirect as it was. */
export async function buildWorker(outDir: string, country: string): Promise<void> {
  const previous = existsSync(REDIRECT) ? readFileSync(REDIRECT) : null;
  const build = spawn(NODE, ['scripts/build.mjs', 'edge', country], {
    cwd: ROOT,
    env: { ...childEnv(), SPOKE_OUT_DIR: outDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = collect(build);
  const code = await new Promise<number | null>((done) => build.on('exit', done));
  if (previous) writeFileSync(REDIRECT, previous);
  else rmSync(REDIRECT, { force: true });
  if (code !== 0) throw new Error(`Worker build failed (exit ${String(code)}):\n${output()}`);
}

/**
 * A folder that looks like a checkout after `npm run build:edge -- <country>`: wrangler.toml plus the
 * deploy redirect to the built config, so that plain `wrangler dev --env <country>` runs the build.
 */
export function projectFor(distDir: string, projectDir: string): string {
  mkdirSync(join(projectDir, '.wrangler/deploy'), { recursive: true });
  copyFileSync(join(ROOT, 'wrangler.toml'), join(projectDir, 'wrangler.toml'));
  const configPath = relative(join(projectDir, '.wrangler/deploy'), join(distDir, 'server/wrangler.json'));
  writeFileSync(join(projectDir, '.wrangler/deploy/config.json'), JSON.stringify({ configPath, auxiliaryWorkers: [] }));
  return projectDir;
}

export interface RunningWorker {
  url: string;
  logs(): string;
  stop(): Promise<void>;
}

/** `echo`: the Worker's output also goes to this process's, e.g. into a log file kept for a failure. */
export function startWrangler(projectDir: string, args: string[], port: number, options: { echo?: boolean } = {}): RunningWorker {
  const wrangler = resolve(ROOT, 'node_modules/wrangler/bin/wrangler.js');
  const child = spawn(NODE, [wrangler, 'dev', '--port', String(port), '--ip', '127.0.0.1', ...args], {
    cwd: projectDir,
    env: childEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const logs = collect(child);
  if (options.echo) {
    child.stdout?.pipe(process.stdout);
    child.stderr?.pipe(process.stderr);
  }
  const exited = new Promise<void>((done) => child.on('exit', () => done()));
  return {
    url: `http://127.0.0.1:${port}`,
    logs,
    async stop() {
      if (child.exitCode !== null || child.pid === undefined) return;
      process.kill(-child.pid, 'SIGTERM');
      const timer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Polls `url` until it answers with `status`, or fails with the Worker's output. */
export async function waitForStatus(url: string, status: number, worker: RunningWorker, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) }).catch((error: unknown) => error as Error);
    if (!(response instanceof Error)) {
      await response.body?.cancel();
      if (response.status === status) return;
      last = `HTTP ${response.status}`;
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer ${status} within ${timeoutMs} ms (last: ${last}). Worker output:\n${worker.logs()}`);
}

function collect(child: ChildProcess): () => string {
  let text = '';
  const append = (chunk: Buffer): void => {
    text = (text + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  return () => text;
}
