// The Worker build with everything it talks to, the way docs/ops-cloudflare.md runs it locally: the
// portal database behind the libSQL HTTP stand-in, migrated and seeded with the demo data; the embedded
// upstream over HTTP; and `wrangler dev --env <country>` on the country build. The workerd tests and
// the Worker's browser stories both start it from here.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { getPlatformProxy } from 'wrangler';
import { createPortalDb } from '../../db/client';
import { migratePortal } from '../../db/migrate';
import { seedPortal } from '../../db/seed';
import { seedPreseasonWindows } from '../../db/seed-preseason';
import { startLibsqlHttpServer, type LibsqlHttpServer } from '../libsql-http-server';
import { demoPreseasonModels } from '../demo-models';
import { serveUpstream, type RunningUpstreamServer } from '../../upstream/http-server';
import { buildWorker, projectFor, startWrangler, waitForStatus, type RunningWorker } from './processes';

export interface WorkerStackPorts {
  db: number;
  upstream: number;
  worker: number;
  inspector: number;
}

export interface WorkerStackOptions {
  /** Scratch folder for the databases, the workerd state and (unless distDir) the build; the caller removes it. */
  dir: string;
  country: string;
  ports: WorkerStackPorts;
  /** A finished `npm run build:edge -- <country>` output; without it the stack builds one into `dir`. */
  distDir?: string | undefined;
  /** Pass the Worker's output (its logs, uncaught errors) on to this process's. */
  echo?: boolean;
}

export interface WorkerStack {
  url: string;
  distDir: string;
  /** The portal database the Worker uses, for tests that set up what no page creates (API keys). */
  portalDb: { url: string; authToken: string };
  logs(): string;
  stop(): Promise<void>;
}

const DB_TOKEN = 'worker-stack-db-token';
const SESSION_SECRET = 'worker-stack-session-secret-0123456789abcdef';

/** Starts the stack; on a failure everything already started is stopped before the error is thrown. */
export async function startWorkerStack(options: WorkerStackOptions): Promise<WorkerStack> {
  const distDir = options.distDir ?? join(options.dir, 'dist');
  const state = join(options.dir, 'state');
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async (): Promise<void> => {
    for (const stop of stops.splice(0).reverse()) await stop().catch(() => undefined);
  };
  try {
    // Build and backends in parallel; wait for both so that nothing is left running on a failure.
    const [, backends] = await settleAll([
      options.distDir ? Promise.resolve() : buildWorker(distDir, options.country),
      startBackends(options, stops),
    ]);
    await writeBlobs(distDir, state, backends.blobs);
    const worker = startWrangler(
      projectFor(distDir, join(options.dir, 'project')),
      [
        '--env', options.country,
        '--inspector-port', String(options.ports.inspector),
        '--persist-to', state,
        '--var', `DATABASE_URL:${backends.db.url}`,
        '--var', `DATABASE_AUTH_TOKEN:${DB_TOKEN}`,
        '--var', `UPSTREAM_GRAPHQL_URL:${backends.upstream.url}/graphql`,
        '--var', `SESSION_SECRET:${SESSION_SECRET}`,
      ],
      options.ports.worker,
      { echo: options.echo ?? false },
    );
    stops.push(() => worker.stop());
    await waitForStatus(`${worker.url}/api/health`, 200, worker, 60_000);
    return { url: worker.url, distDir, portalDb: { url: backends.db.url, authToken: DB_TOKEN }, logs: () => worker.logs(), stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

interface Backends {
  db: LibsqlHttpServer;
  upstream: RunningUpstreamServer;
  /** Files the demo data refers to (banner images, payment receipts), for the Worker's R2 bucket. */
  blobs: Map<string, Blob>;
}

/** What scripts/prepare-data.ts does for the Node target, with the portal database reached over HTTP. */
async function startBackends(options: WorkerStackOptions, stops: (() => Promise<void>)[]): Promise<Backends> {
  const blobs = new Map<string, Blob>();
  const blobStore = {
    get: async (key: string) => blobs.get(key) ?? null,
    put: async (key: string, body: Uint8Array, contentType: string) => void blobs.set(key, new Blob([body as Uint8Array<ArrayBuffer>], { type: contentType })),
  };
  const db = await startLibsqlHttpServer({ port: options.ports.db, file: join(options.dir, 'portal.db'), authToken: DB_TOKEN });
  stops.push(() => db.close());
  const portal = createClient({ url: db.url, authToken: DB_TOKEN });
  const upstreamUrl = `file:${join(options.dir, 'upstream.db')}`;
  try {
    // The two seeds take seconds of CPU each and need nothing of each other.
    const [, executor] = await settleAll([
      migratePortal(portal).then(() => seedPortal(createPortalDb(portal), { blob: blobStore })),
      openUpstream(upstreamUrl, stops),
    ]);
    const upstream = await serveUpstream(executor, { port: options.ports.upstream });
    stops.push(() => upstream.close());
    await seedPreseasonWindows(createPortalDb(portal), await demoPreseasonModels(executor));
    const { writeDemoReceiptFiles } = await import('../../upstream/ledger/demo/receipt-files');
    const ledger = createClient({ url: upstreamUrl });
    await writeDemoReceiptFiles(ledger, blobStore).finally(() => ledger.close());
    return { db, upstream, blobs };
  } finally {
    portal.close();
  }
}

async function openUpstream(url: string, stops: (() => Promise<void>)[]) {
  const { openEmbeddedUpstream } = await import('../../upstream/executor');
  const executor = await openEmbeddedUpstream({ url, demoSize: 'demo' });
  stops.push(() => executor.close());
  return executor;
}

/** Puts the demo files into the R2 bucket that `wrangler dev --persist-to state` then serves. */
async function writeBlobs(distDir: string, state: string, blobs: Map<string, Blob>): Promise<void> {
  if (blobs.size === 0) return;
  mkdirSync(state, { recursive: true });
  const proxy = await getPlatformProxy<{ BLOB: SpokeWorker.R2Bucket }>({
    // The built config is the country's environment already, flattened by the build.
    configPath: join(distDir, 'server/wrangler.json'),
    // wrangler dev --persist-to keeps its data one level down, in v3.
    persist: { path: join(state, 'v3') },
    remoteBindings: false,
    envFiles: [],
  });
  try {
    for (const [key, blob] of blobs) {
      await proxy.env.BLOB.put(key, await blob.arrayBuffer(), { httpMetadata: { contentType: blob.type } });
    }
  } finally {
    await proxy.dispose();
  }
}

/** Promise.all that waits for every promise before throwing the first failure. */
async function settleAll<T extends readonly unknown[]>(promises: { [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const outcomes = await Promise.allSettled(promises);
  const failure = outcomes.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
  if (failure) throw failure.reason;
  return outcomes.map((outcome) => (outcome as PromiseFulfilledResult<unknown>).value) as unknown as T;
}

export type { RunningWorker };
