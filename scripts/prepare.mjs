// Runs scripts/prepare-data.ts (TypeScript, through tsx) for start, dev and bench and reads its result.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runNode } from './processes.mjs';

/** Variables that place every piece of local data under one folder; explicitly set ones win. */
export function dataEnv(dataDir) {
  const dir = dataDir.replace(/\/$/, '');
  const file = (name) => `file:${dir}/${name}`;
  const defaults = {
    SPOKE_DATA_DIR: dir,
    DATABASE_URL: file('portal.db'),
    UPSTREAM_DATABASE_URL: file('upstream.db'),
    BLOB_DIR: join(dir, 'blobs'),
    MAIL_DIR: join(dir, 'mail'),
  };
  return Object.fromEntries(Object.entries(defaults).map(([name, value]) => [name, process.env[name] || value]));
}

/**
 * Runs prepare-data unless it already ran for these sources and databases (`stamp`) and the data
 * is still there: then the result of that run is reused, which keeps a plain restart fast.
 * @returns {Promise<{ sessionSecret: string, accountsTable: string }>}
 */
export async function prepareData(env, stamp) {
  const record = join(env.SPOKE_DATA_DIR, '.prepared.json');
  const key = [stamp, env.DATABASE_URL, env.UPSTREAM_DATABASE_URL, env.UPSTREAM_GRAPHQL_URL, env.UPSTREAM_DEMO_SIZE, env.SPOKE_PORT].join('|');
  const knownSecret = existingSessionSecret(env);
  if (stamp && knownSecret && existsSync(record)) {
    const previous = JSON.parse(readFileSync(record, 'utf8'));
    if (previous.key === key) return { sessionSecret: knownSecret, accountsTable: previous.accountsTable };
  }
  const prepared = await runPrepareData(env);
  if (stamp) writeFileSync(record, JSON.stringify({ key, accountsTable: prepared.accountsTable }));
  return prepared;
}

async function runPrepareData(env) {
  const scratch = mkdtempSync(join(tmpdir(), 'spoke-prepare-'));
  const result = join(scratch, 'result.json');
  try {
    const script = resolve('scripts/prepare-data.ts');
    const code = await runNode(['--import', 'tsx', script, '--quiet', '--result', result], { env });
    if (code !== 0) throw new Error(`preparing the local data failed (exit ${code}, see above)`);
    return JSON.parse(readFileSync(result, 'utf8'));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** The session secret when the data was prepared before (a restart), else undefined. */
export function existingSessionSecret(env) {
  const localFile = (url) => (url.startsWith('file:') ? url.slice('file:'.length).replace(/^\/\/(?=\/)/, '') : null);
  const present = (url) => {
    const path = localFile(url);
    return path === null || existsSync(path);
  };
  if (!present(env.DATABASE_URL)) return undefined;
  if (!env.UPSTREAM_GRAPHQL_URL && !present(env.UPSTREAM_DATABASE_URL)) return undefined;
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  const file = join(env.SPOKE_DATA_DIR, 'session-secret');
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
}
