// Prepares local data for the Node target; safe to run on every start (a restart keeps what users
// changed): session secret, portal migrations and demo accounts, embedded upstream demo data.
//   npx tsx scripts/prepare-data.ts [--quiet] [--result file.json]
// SPOKE_DATA_DIR (default data) holds the generated session secret; the databases follow
// DATABASE_URL and UPSTREAM_DATABASE_URL (src/server/env.ts).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createPortalDb } from '../db/client';
import { migratePortal } from '../db/migrate';
import { seedPortal } from '../db/seed';
import { seedPreseasonWindows } from '../db/seed-preseason';
import { serverEnv } from '../src/server/env';
import { createBlobStore } from '../src/server/runtime/node/blob';
import { createLibsqlClient } from '../src/server/runtime/node/db';
import { formatAccounts } from './demo-accounts';
import { demoPreseasonModels, soonArrivals, type DemoModels, type SoonArrival } from './demo-models';

type DemoAccount = Awaited<ReturnType<typeof seedPortal>>[number];

const { values: flags } = parseArgs({
  options: { quiet: { type: 'boolean', default: false }, result: { type: 'string' } },
});

const dataDir = process.env['SPOKE_DATA_DIR'] ?? 'data';
mkdirSync(dataDir, { recursive: true });
const sessionSecret = process.env['SESSION_SECRET'] || localSessionSecret(dataDir);
const env = serverEnv();

// Both finish (or fail) before the process ends, so neither is cut off mid-write by the other's error.
let arrivals: SoonArrival[] = [];
const [portal, upstream] = await Promise.allSettled([preparePortal(), prepareUpstream()]);
if (portal.status === 'rejected') throw portal.reason;
if (upstream.status === 'rejected') throw upstream.reason;
const accounts = portal.value;
if (upstream.value) await seedDemoWindows(upstream.value);
// The start scripts print this text: the accounts, and on a fresh demo the arrivals due within the hour.
const accountsTable = [formatAccounts(accounts, localSite), ...(arrivals.length > 0 ? [formatArrivals(arrivals)] : [])].join('\n\n');
if (!flags.quiet) console.log(accountsTable);
if (flags.result) writeFileSync(flags.result, JSON.stringify({ sessionSecret, accountsTable }));

/** A secret generated once per data folder, so sessions survive restarts. */
function localSessionSecret(dir: string): string {
  const file = join(dir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

async function preparePortal(): Promise<readonly DemoAccount[]> {
  const client = createLibsqlClient(env.DATABASE_URL, env.DATABASE_AUTH_TOKEN);
  try {
    await migratePortal(client);
    return await seedPortal(createPortalDb(client), { blob: createBlobStore() });
  } finally {
    client.close();
  }
}

async function prepareUpstream(): Promise<DemoModels | null> {
  if (env.UPSTREAM_GRAPHQL_URL) return null; // a real upstream owns its data
  const { openEmbeddedUpstream } = await import('../upstream/executor');
  const upstream = await openEmbeddedUpstream({ url: env.UPSTREAM_DATABASE_URL, demoSize: env.UPSTREAM_DEMO_SIZE });
  let models: DemoModels;
  try {
    models = await demoPreseasonModels(upstream);
  } finally {
    await upstream.close();
  }
  // The demo's payment receipts are references to files in the portal's blob store: write them.
  const { writeDemoReceiptFiles } = await import('../upstream/ledger/demo/receipt-files');
  const client = createLibsqlClient(env.UPSTREAM_DATABASE_URL);
  try {
    await writeDemoReceiptFiles(client, createBlobStore());
    arrivals = await soonArrivals(client);
  } finally {
    client.close();
  }
  return models;
}

async function seedDemoWindows(models: DemoModels): Promise<void> {
  const client = createLibsqlClient(env.DATABASE_URL, env.DATABASE_AUTH_TOKEN);
  try {
    await seedPreseasonWindows(createPortalDb(client), models);
  } finally {
    client.close();
  }
}

/** The first article arriving on each site, to try a restock alert that fires within minutes. */
function formatArrivals(rows: readonly SoonArrival[]): string {
  const port = process.env['SPOKE_PORT'] ?? process.env['PORT'] ?? '4321';
  const lines = rows.map((a) => `  ${a.site}: ${a.name} (${a.articleCode}), due ${a.arrivesAt.slice(11, 16)} UTC: http://${a.site}.localhost:${port}/${a.locale}${a.path}`);
  return ['Out of stock now, arriving within minutes (ask for a restock alert to see one fire):', ...lines].join('\n');
}

/** Each country site on this machine is `<key>.localhost` (decision 0015); the port is the server's. */
function localSite(account: DemoAccount): string {
  const port = process.env['SPOKE_PORT'] ?? process.env['PORT'] ?? '4321';
  const [home, ...others] = account.sites;
  return home ? `http://${home}.localhost:${port}/${others.length ? ` (also ${others.join(', ')})` : ''}` : '';
}
