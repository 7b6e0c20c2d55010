// Runs scripts/prepare-data.ts (TypeScript, through tsx) for start, dev and bench and reads its result.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
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

/** @returns {Promise<{ sessionSecret: string, accountsTable: string }>} */
export async function prepareData(env) {
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
