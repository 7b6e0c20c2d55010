// A new country goes live, played by its operator on the Worker build in workerd: from an empty
// database behind the libSQL HTTP stand-in, `npm run ops:migrate -- us` and `npm run ops:admin -- us`;
// the administrator signs in on the Worker and creates a dealer, who signs in; `npm run ops:assets`
// puts the demo content's files into the Worker's R2 bucket, and the banners answer.
// Set SPOKE_WORKER_DIST to a fresh `npm run build:edge -- us` output to skip the build.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorker } from '../../scripts/edge/processes';
import { startWorkerStack, type WorkerStack } from '../../scripts/edge/stack';

const root = resolve(import.meta.dirname, '../..');
const node = resolve(root, 'node_modules/.bin/node');
// Beside the workerd test's 4400-4404 and the browser stories' 4410-4413.
const PORTS = { worker: 4405, db: 4406, upstream: 4407, inspector: 4408 };
/** From an empty database to a signed-in administrator, after the build. */
const BUDGET_MS = 90_000;

let tmp = '';
let distDir = '';
let worker: WorkerStack | undefined;
let adminToken = '';

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'spoke-operator-'));
  mkdirSync(join(tmp, 'ops'));
  distDir = process.env.SPOKE_WORKER_DIST ?? join(tmp, 'dist');
  if (!process.env.SPOKE_WORKER_DIST) await buildWorker(distDir, 'us');
});

afterAll(async () => {
  await worker?.stop();
  rmSync(tmp, { recursive: true, force: true });
});

/** `npm run ops:<step> -- us ...` with the stack's database as the country's. */
async function ops(step: string, args: string[]): Promise<string> {
  const env = {
    ...process.env,
    DATABASE_URL: worker?.portalDb.url ?? '',
    DATABASE_AUTH_TOKEN: worker?.portalDb.authToken ?? '',
    // No operator's own .ops/us.env on this machine plays a part.
    SPOKE_OPS_DIR: join(tmp, 'ops'),
  };
  const { stdout } = await promisify(execFile)(node, ['--import', 'tsx', `scripts/ops/${step}.ts`, 'us', ...args], { cwd: root, env });
  return stdout;
}

async function signIn(username: string, password: string): Promise<Response> {
  const base = worker?.url ?? '';
  return fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: JSON.stringify({ username, password, client: 'api' }) });
}

async function asAdmin(path: string, init: RequestInit = {}): Promise<Response> {
  const base = worker?.url ?? '';
  return fetch(`${base}${path}`, { ...init, headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json', origin: base, ...init.headers } });
}

describe('a new country on the Worker build, from nothing', () => {
  it('has its first administrator signed in within the budget: ops:migrate, ops:admin, sign-in', async () => {
    const started = performance.now();
    worker = await startWorkerStack({ dir: join(tmp, 'stack'), country: 'us', ports: PORTS, distDir, build: false, data: 'empty' });
    expect(await ops('migrate', [])).toMatch(/migrations\s+(\d+) of \1 applied \(\1 now\)/);
    const printed = await ops('admin', ['--username', 'ops.first', '--email', 'ops.first@acme-bikes.com', '--name', 'Olga Ops']);
    const password = /^\s+password\s+(\S+)$/m.exec(printed)?.[1] ?? '';
    const response = await signIn('ops.first', password);
    expect(response.status).toBe(200);
    adminToken = ((await response.json()) as { requestToken: string }).requestToken;
    const took = performance.now() - started;
    console.log(`operator: empty database to a signed-in administrator on the Worker in ${(took / 1000).toFixed(1)} s`);
    expect(took).toBeLessThan(BUDGET_MS);
  }, BUDGET_MS + 60_000);

  it('lets the administrator create a dealer of a US01 customer, who signs in with the password shown once', async () => {
    const options = await asAdmin('/api/admin/users/options');
    expect(options.status).toBe(200);
    const { roles } = (await options.json()) as { roles: { id: number; name: string }[] };
    const dealerRole = roles.find((role) => role.name === 'dealer');
    expect(dealerRole).toBeDefined();
    const created = await asAdmin('/api/admin/users', {
      method: 'POST',
      body: JSON.stringify({
        name: 'Sam Rivera',
        username: 'sam.rivera',
        email: 'sam.rivera@pedal-pushers.example',
        language: 'en',
        limitation: 'customer',
        roleIds: [dealerRole?.id],
        userAreas: [{ sorg: 'US01', limitation: 'customer', option: 'EQ', value: '0001000123' }],
      }),
    });
    expect(created.status).toBe(201);
    const { user } = (await created.json()) as { user: { password: string } };
    const dealer = await signIn('sam.rivera', user.password);
    expect(dealer.status).toBe(200);
    expect(((await dealer.json()) as { user: { name: string } }).user.name).toBe('Sam Rivera');
  });

  it('serves the banners from R2 once ops:assets has put the demo content there', async () => {
    const banner = `${worker?.url}/api/banners/us01-preseason.svg`;
    const before = await fetch(banner);
    expect(before.status).toBe(404);
    await before.body?.cancel();

    expect(await ops('assets', ['--local', worker?.stateDir ?? ''])).toMatch(/files\s+\d+ written \(5 banners\//);
    const after = await fetch(banner);
    expect(after.status).toBe(200);
    expect(after.headers.get('content-type')).toBe('image/svg+xml');
    expect(await after.text()).toContain('<svg');
    const listed = await asAdmin('/api/admin/banners');
    expect(listed.status).toBe(200);
  });
});
