// The Worker build with everything it talks to, the way docs/ops-cloudflare.md runs it locally: the
// portal database behind the libSQL HTTP stand-in, the embedded upstream over HTTP, and
// `wrangler dev --env <country>` on the country build with its per-installation values in a .dev.vars
// file. `npm run dev:edge`, the workerd tests and the Worker's browser stories all start it from here.
// With `data: 'demo'` the database is migrated and seeded with the demo accounts and content, whose
// files go into the Worker's local R2 bucket as `npm run ops:assets -- <country> --local` puts them;
// with `data: 'empty'` it starts as a new country does, for ops:migrate and ops:admin to fill.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { createPortalDb } from '../../db/client';
import { migratePortal } from '../../db/migrate';
import { seedPortal, type DemoAccount } from '../../db/seed';
import { seedPreseasonWindows } from '../../db/seed-preseason';
import { startLibsqlHttpServer, type LibsqlHttpServer } from '../libsql-http-server';
import { demoPreseasonModels } from '../demo-models';
import { readWorkerConfig } from '../ops/config';
import { openBucket } from '../ops/r2';
import { serveUpstream, type RunningUpstreamServer } from '../../upstream/http-server';
import { buildWorker, projectFor, startWrangler, waitForStatus, type RunningWorker } from './processes';

export interface WorkerStackPorts {
  db: number;
  upstream: number;
  worker: number;
  inspector: number;
}

export interface WorkerStackOptions {
  /** Folder for the databases, the workerd state and (unless distDir) the build; kept, so a restart keeps the data. */
  dir: string;
  country: string;
  ports: WorkerStackPorts;
  /** The country's build (`npm run build:edge -- <country>` output); `dir`/dist unless given. */
  distDir?: string | undefined;
  /** Build the country into distDir first, beside the backends; the default when no distDir is given. */
  build?: boolean;
  /** Pass the Worker's output (its logs, uncaught errors) on to this process's. */
  echo?: boolean;
  /** 'demo' (default): migrated and seeded, files in R2. 'empty': nothing, as a new country starts. */
  data?: 'demo' | 'empty';
  /** Signs the Worker's access tokens; without it one is generated and kept in `dir`. */
  sessionSecret?: string | undefined;
}

export interface WorkerStack {
  url: string;
  distDir: string;
  /** The portal database the Worker uses, for tests and ops commands (ops:migrate, ops:admin). */
  portalDb: { url: string; authToken: string };
  /** What `wrangler dev --persist-to` keeps (the local R2 bucket among it), for `ops:assets --local`. */
  stateDir: string;
  /** The demo accounts seeded; none with `data: 'empty'`. */
  accounts: readonly DemoAccount[];
  logs(): string;
  stop(): Promise<void>;
}

const DB_TOKEN = 'worker-stack-db-token';
const UPSTREAM_TOKEN = 'worker-stack-upstream-token';

/** Starts the stack; on a failure everything already started is stopped before the error is thrown. */
export async function startWorkerStack(options: WorkerStackOptions): Promise<WorkerStack> {
  const distDir = options.distDir ?? join(options.dir, 'dist');
  const state = join(options.dir, 'state');
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async (): Promise<void> => {
    for (const stop of stops.splice(0).reverse()) await stop().catch(() => undefined);
  };
  try {
    mkdirSync(state, { recursive: true });
    // Build and backends in parallel; wait for both so that nothing is left running on a failure.
    const [, backends] = await settleAll([
      (options.build ?? !options.distDir) ? buildWorker(distDir, options.country) : Promise.resolve(),
      startBackends(options, state, stops),
    ]);
    const devVars = join(options.dir, '.dev.vars');
    writeFileSync(devVars, dotenv({
      DATABASE_URL: backends.db.url,
      DATABASE_AUTH_TOKEN: DB_TOKEN,
      UPSTREAM_GRAPHQL_URL: `${backends.upstream.url}/graphql`,
      UPSTREAM_TOKEN,
      SESSION_SECRET: options.sessionSecret ?? keptSecret(options.dir),
    }), { mode: 0o600 });
    const worker = startWrangler(
      projectFor(distDir, join(options.dir, 'project')),
      ['--env', options.country, '--inspector-port', String(options.ports.inspector), '--persist-to', state, '--env-file', devVars],
      options.ports.worker,
      { echo: options.echo ?? false },
    );
    stops.push(() => worker.stop());
    await waitForStatus(`${worker.url}/api/health`, 200, worker, 60_000);
    return {
      url: worker.url,
      distDir,
      portalDb: { url: backends.db.url, authToken: DB_TOKEN },
      stateDir: state,
      accounts: backends.accounts,
      logs: () => worker.logs(),
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

interface Backends {
  db: LibsqlHttpServer;
  upstream: RunningUpstreamServer;
  accounts: readonly DemoAccount[];
}

/** What scripts/prepare-data.ts does for the Node target, with the portal database reached over HTTP. */
async function startBackends(options: WorkerStackOptions, state: string, stops: (() => Promise<void>)[]): Promise<Backends> {
  const db = await startLibsqlHttpServer({ port: options.ports.db, file: join(options.dir, 'portal.db'), authToken: DB_TOKEN });
  stops.push(() => db.close());
  const upstreamUrl = `file:${join(options.dir, 'upstream.db')}`;
  if (options.data === 'empty') {
    const upstream = await serveUpstream(await openUpstream(upstreamUrl, stops), { port: options.ports.upstream });
    stops.push(() => upstream.close());
    return { db, upstream, accounts: [] };
  }
  const portal = createClient({ url: db.url, authToken: DB_TOKEN });
  // The Worker's own R2 bucket, written before wrangler dev opens it.
  const { bucketName, compatibilityDate } = await countryConfig(options.country);
  const opening = openBucket(bucketName, { kind: 'local', persistTo: state }, compatibilityDate);
  try {
    // The two seeds take seconds of CPU each and need nothing of each other.
    const [executor, accounts] = await settleAll([
      openUpstream(upstreamUrl, stops),
      migratePortal(portal).then(async () => seedPortal(createPortalDb(portal), { blob: (await opening).store })),
    ]);
    const upstream = await serveUpstream(executor, { port: options.ports.upstream });
    stops.push(() => upstream.close());
    await seedPreseasonWindows(createPortalDb(portal), await demoPreseasonModels(executor));
    const { writeDemoReceiptFiles } = await import('../../upstream/ledger/demo/receipt-files');
    const ledger = createClient({ url: upstreamUrl });
    await writeDemoReceiptFiles(ledger, (await opening).store).finally(() => ledger.close());
    return { db, upstream, accounts };
  } finally {
    portal.close();
    await opening.then((bucket) => bucket.close(), () => undefined);
  }
}

/** The country's bucket and compatibility date, from wrangler.toml (the build, made meanwhile, flattens the same). */
async function countryConfig(country: string): Promise<{ bucketName: string; compatibilityDate: string }> {
  const config = await readWorkerConfig();
  const env = config.env?.[country];
  const bucketName = env?.r2_buckets?.find((bucket) => bucket.binding === 'BLOB')?.bucket_name;
  if (!bucketName) throw new Error(`[env.${country}] of wrangler.toml has no R2 bucket bound as BLOB`);
  return { bucketName, compatibilityDate: env?.compatibility_date ?? config.compatibility_date ?? '2026-10-01' };
}

async function openUpstream(url: string, stops: (() => Promise<void>)[]) {
  const { openEmbeddedUpstream } = await import('../../upstream/executor');
  const executor = await openEmbeddedUpstream({ url, demoSize: 'demo' });
  stops.push(() => executor.close());
  return executor;
}

/** A session secret generated once per stack folder, so sessions survive a restart of `npm run dev:edge`. */
function keptSecret(dir: string): string {
  const file = join(dir, 'session-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    const secret = randomBytes(32).toString('base64url');
    writeFileSync(file, `${secret}\n`, { mode: 0o600 });
    return secret;
  }
}

function dotenv(values: Record<string, string>): string {
  return Object.entries(values).map(([name, value]) => `${name}=${value}\n`).join('');
}

/** Promise.all that waits for every promise before throwing the first failure. */
async function settleAll<T extends readonly unknown[]>(promises: { [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const outcomes = await Promise.allSettled(promises);
  const failure = outcomes.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
  if (failure) throw failure.reason;
  return outcomes.map((outcome) => (outcome as PromiseFulfilledResult<unknown>).value) as unknown as T;
}

export type { RunningWorker };
