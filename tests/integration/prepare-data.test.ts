// scripts/prepare-data.ts runs on every `npm start`: it must be safe to repeat and keep what users did.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { createClient } from '@libsql/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkSessionSecret } from '../../src/server/auth/session-secret.check';

const root = resolve(import.meta.dirname, '../..');
const node = resolve(root, 'node_modules/.bin/node');
let dir = '';

interface Prepared {
  sessionSecret: string;
  accountsTable: string;
}

async function prepare(extraEnv: Record<string, string> = {}): Promise<Prepared> {
  const result = join(dir, 'result.json');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    SPOKE_DATA_DIR: join(dir, 'data'),
    DATABASE_URL: `file:${join(dir, 'data/portal.db')}`,
    BLOB_DIR: join(dir, 'data/blobs'),
    // The portal side only: a configured upstream owns its data, so nothing is opened for it.
    UPSTREAM_GRAPHQL_URL: 'http://127.0.0.1:9/graphql',
    SESSION_SECRET: '',
    ...extraEnv,
  };
  await promisify(execFile)(node, ['--import', 'tsx', 'scripts/prepare-data.ts', '--quiet', '--result', result], { cwd: root, env });
  return JSON.parse(readFileSync(result, 'utf8')) as Prepared;
}

async function withPortalDb<T>(use: (db: ReturnType<typeof createClient>) => Promise<T>): Promise<T> {
  const db = createClient({ url: `file:${join(dir, 'data/portal.db')}` });
  try {
    return await use(db);
  } finally {
    db.close();
  }
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'spoke-prepare-test-'));
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

// Each case starts the script (tsx) once or twice; generous time for a loaded machine.
describe('prepare-data', { timeout: 90_000 }, () => {
  it('generates a session secret once and reuses it on the next start', async () => {
    const first = await prepare();
    const second = await prepare();

    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(40);
    expect(checkSessionSecret(first.sessionSecret, true)).toEqual({ ok: true });
    expect(second.sessionSecret).toBe(first.sessionSecret);
    expect(readFileSync(join(dir, 'data/session-secret'), 'utf8').trim()).toBe(first.sessionSecret);
  });

  it('uses a configured SESSION_SECRET and writes no secret file', async () => {
    const prepared = await prepare({ SESSION_SECRET: 'configured-by-ops' });

    expect(prepared.sessionSecret).toBe('configured-by-ops');
    expect(existsSync(join(dir, 'data/session-secret'))).toBe(false);
  });

  it('migrates and seeds the portal database and lists the demo accounts', async () => {
    const prepared = await prepare();

    const usernames = await withPortalDb(async (db) => (await db.execute('select username from users')).rows.map((row) => String(row['username'])));
    expect(usernames.length).toBeGreaterThan(0);
    for (const username of usernames) expect(prepared.accountsTable).toContain(username);
  });

  it('keeps what users changed when started again', async () => {
    await prepare();
    const username = await withPortalDb(async (db) => {
      const row = (await db.execute('select username from users order by id limit 1')).rows[0];
      await db.execute({ sql: 'update users set name = ? where username = ?', args: ['Renamed By User', String(row?.['username'])] });
      return String(row?.['username']);
    });

    await prepare();

    const name = await withPortalDb(async (db) => (await db.execute({ sql: 'select name from users where username = ?', args: [username] })).rows[0]?.['name']);
    expect(name).toBe('Renamed By User');
  });
});
