// A new country's database from nothing, as an operator runs it: `npm run ops:migrate -- us`, then
// `npm run ops:admin -- us ...`, and the administrator signs in with the password it printed.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPortalDb } from '../../db/client';
import { createApp } from '../../src/server/api/app';
import { createLibsqlClient } from '../../src/server/runtime/node/db';
import { createTestApp, jsonRequest, type TestApp } from '../support/app';
import { useTestSecret } from './auth-fixture';

const root = resolve(import.meta.dirname, '../..');
const node = resolve(root, 'node_modules/.bin/node');
let dir = '';
let url = '';
let t: TestApp;
let firstPassword = '';

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `npm run ops:<step> -- ...` as npm would (tsx), with the country's values in the environment. */
async function ops(step: string, args: string[], values: Record<string, string> = { DATABASE_URL: url }): Promise<Outcome> {
  // An empty folder as .ops/, so that an operator's own files on this machine play no part.
  const env = { ...process.env, DATABASE_URL: '', DATABASE_AUTH_TOKEN: '', SPOKE_OPS_DIR: join(dir, 'ops'), ...values };
  try {
    const { stdout, stderr } = await promisify(execFile)(node, ['--import', 'tsx', `scripts/ops/${step}.ts`, ...args], { cwd: root, env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

function printedPassword(stdout: string): string {
  const match = /^\s+password\s+(\S+)$/m.exec(stdout);
  if (!match?.[1]) throw new Error(`no password printed:\n${stdout}`);
  return match[1];
}

const signIn = (username: string, password: string) =>
  t.app.request('/api/login', jsonRequest('POST', { username, password, client: 'api' }, { origin: 'http://localhost' }), { clientAddress: '10.9.0.1' });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'spoke-ops-'));
  url = `file:${join(dir, 'portal.db')}`;
  useTestSecret();
});

afterAll(() => {
  t?.cleanup();
  rmSync(dir, { recursive: true, force: true });
});

// Each step starts a script through tsx: generous time on a loaded machine.
describe('ops:migrate and ops:admin on an empty database', { timeout: 120_000 }, () => {
  it('refuses, naming the value, while the database is not configured', async () => {
    const [refused, noToken, unknown] = await Promise.all([
      ops('migrate', ['us'], {}),
      ops('migrate', ['us'], { DATABASE_URL: 'libsql://spoke-us-acme.turso.io' }),
      ops('migrate', ['fr'], { DATABASE_URL: url }),
    ]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('DATABASE_URL of us is not set');
    expect(refused.stderr).toContain('us.env');
    expect(noToken.code).toBe(2);
    expect(noToken.stderr).toContain('DATABASE_AUTH_TOKEN of us is not set');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('wrangler.toml has no [env.fr]');
  });

  it('refuses to create an administrator before the migrations', async () => {
    writeFileSync(join(dir, 'portal.db'), '');
    const early = await ops('admin', ['us', '--username', 'first.admin', '--email', 'first.admin@acme-bikes.com']);
    expect(early.code).toBe(2);
    expect(early.stderr).toContain('ops:admin: the database has no portal tables yet: run npm run ops:migrate -- us first');
  });

  it('applies every migration and the reference data, and repeats without change', async () => {
    const migrations = readdirSync(join(root, 'db/migrations')).filter((file) => file.endsWith('.sql')).length;
    const first = await ops('migrate', ['us']);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain(`${migrations} of ${migrations} applied (${migrations} now)`);
    const again = await ops('migrate', ['us']);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain(`${migrations} of ${migrations} applied (0 now)`);
  });

  it('creates the administrator, who signs in with the printed password and holds every scope', async () => {
    const created = await ops('admin', ['us', '--username', 'first.admin', '--email', 'First.Admin@acme-bikes.com', '--name', 'Olga Ops']);
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toContain('Created the administrator "first.admin"');
    expect(created.stdout).toContain('Sign in at https://dealer.spoke-bikes.com/en-us/login');
    const password = printedPassword(created.stdout);
    firstPassword = password;

    const client = createLibsqlClient(url);
    t = await createTestApp();
    t.app = createApp({ ...t.services, db: createPortalDb(client) });
    const response = await signIn('first.admin', password);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { user: { name: string; scopes: string[] } };
    expect(body.user.name).toBe('Olga Ops');
    expect(body.user.scopes).toEqual(expect.arrayContaining(['page.user-management', 'page.banner', 'menu.change-cust']));
    expect((await signIn('first.admin', `${password}x`)).status).toBe(401);
  });

  it('gives the administrator a new password on a second run; the old one stops working', async () => {
    const reset = await ops('admin', ['us', '--username', 'first.admin']);
    expect(reset.code, reset.stderr).toBe(0);
    expect(reset.stdout).toContain('New password for the administrator "first.admin"');
    const password = printedPassword(reset.stdout);
    expect(password).not.toBe(firstPassword);
    expect((await signIn('first.admin', firstPassword)).status).toBe(401);
    expect((await signIn('first.admin', password)).status).toBe(200);
  });

  it('refuses what it cannot do, saying why', async () => {
    const [noEmail, noUsername, taken] = await Promise.all([
      ops('admin', ['us', '--username', 'second.admin']),
      ops('admin', ['us', '--email', 'x@acme-bikes.com']),
      ops('admin', ['us', '--username', 'second.admin', '--email', 'first.admin@acme-bikes.com']),
    ]);
    expect(noEmail.code).toBe(2);
    expect(noEmail.stderr).toContain('give --email to create it');
    expect(noUsername.code).toBe(2);
    expect(noUsername.stderr).toContain('--username is missing');
    expect(taken.code).toBe(2);
    expect(taken.stderr).toContain('another user has the e-mail address first.admin@acme-bikes.com');
  });
});
