// Issue 15's administration tools on one signed-in world: bulk user creation (/api/admin/users/bulk:
// a check that writes nothing, all or nothing, malformed and oversized files), the US user screens'
// calls (/api/admin/users-us, decision 0053), content target markets on a user and the customer
// picker (0055), and the catalogue analysis (/api/admin/catalog-analyze, 0054).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { contentTargetMarkets, roles, userCustomers, users } from '../../db/schema';
import { BULK_MAX_BYTES } from '../../src/server/admin/bulk-users.service';
import { readXlsx, writeXlsx } from '../../src/server/spreadsheet/xlsx';
import { createRole, createUser } from '../factories';
import { apiLogin, bearer, openAuthWorld, SITE, type AuthWorld } from './auth-fixture';

interface Envelope {
  error: { code: string; messageKey: string; issues?: { path: string; message: string }[] };
}
interface Report {
  data: { total: number; rejected: number; rows: { line: number; username: string; ok: boolean; problems: { field: string; key: string }[] }[] };
}
interface Created {
  data: { created: number; users: { username: string; password: string }[] };
}
interface UserBody {
  data: { id: number; username: string; areas: { sorg: string; value: string }[]; marketIds: number[]; roleIds: number[] };
}
interface Row {
  articleCode: string;
  product: { sorg: string | null; price: unknown; orderLimit: number | null; discount: unknown[] } | null;
  verdict: { orderable: boolean; visible: boolean; reasons: string[]; preOrderOnly: boolean };
}

const US = 'http://us.localhost';
let w: AuthWorld;
let admin: Record<string, string>;
let usAdmin: Record<string, string>;
let dealerRole: number;

beforeAll(async () => {
  w = await openAuthWorld();
  admin = bearer((await apiLogin(w.t, 'admin')).requestToken);
  const [dealer] = await w.t.services.db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'dealer'));
  dealerRole = dealer?.id ?? 0;
  const dealerScopes = ['page.catalog', 'page.cart', 'page.orderlist', 'page.invoice-status', 'profile.update'];
  const usRole = await createRole(w.t.services.db, { name: 'us-user-admin-2', scopes: ['page.user-management-us', ...dealerScopes] });
  await createRole(w.t.services.db, { name: 'us-dealer', scopes: dealerScopes });
  await createUser(w.t.services.db, { username: 'us.admin.2', password: 'Us-Admin-2026', roles: [usRole.name] });
  usAdmin = bearer((await apiLogin(w.t, 'us.admin.2', 'Us-Admin-2026')).requestToken);
}, 120_000);
afterAll(async () => w.close());

const HEADER = ['name', 'username', 'email', 'roles', 'limitation', 'sorg', 'values'];
const stamp = () => Math.random().toString(36).slice(2, 8);
function sheet(count: number, bad?: number): string[][] {
  const s = stamp();
  const rows = Array.from({ length: count }, (_, i) => [`Rider ${i}`, `rider.${s}.${i}`, `rider.${s}.${i}@bikes.example`, 'dealer', 'customer', 'US01', '0001000123']);
  if (bad !== undefined && rows[bad]) rows[bad][2] = 'not-an-email';
  return [HEADER, ...rows];
}
const csv = (rows: string[][]) => new TextEncoder().encode(rows.map((r) => r.join(',')).join('\n'));

function post(path: string, headers: Record<string, string>, bytes: Uint8Array | null, name = 'users.csv') {
  const form = new FormData();
  if (bytes) form.append('file', new Blob([bytes.slice().buffer]), name);
  return w.t.request(path, { method: 'POST', headers: { origin: SITE, ...headers }, body: form });
}

describe('bulk user creation', () => {
  it('is refused to every demo role without page.user-management', async () => {
    for (const username of ['dealer.us', 'sales.rep', 'vendor.id', 'auditor']) {
      const token = bearer((await apiLogin(w.t, username)).requestToken);
      expect((await post('/api/admin/users/bulk', token, csv(sheet(1)))).status, username).toBe(403);
      expect((await post('/api/admin/users/bulk/check', token, csv(sheet(1)))).status, username).toBe(403);
      expect((await w.t.request('/api/admin/users/bulk/template', { headers: token })).status, username).toBe(403);
    }
    expect((await post('/api/admin/users/bulk', {}, csv(sheet(1)))).status).toBe(401);
  });

  it('offers a template whose header the check accepts', async () => {
    const res = await w.t.request('/api/admin/users/bulk/template', { headers: admin });
    expect(res.status).toBe(200);
    const read = await readXlsx(new Uint8Array(await res.arrayBuffer()));
    expect(read.ok && read.rows[0]?.slice(0, 3)).toEqual(['name', 'username', 'email']);
  });

  it('checks an .xlsx sheet row by row and writes nothing', async () => {
    const rows = sheet(10, 4);
    const res = await post('/api/admin/users/bulk/check', admin, await writeXlsx('Users', rows), 'users.xlsx');
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as Report;
    expect(data).toMatchObject({ total: 10, rejected: 1 });
    expect(data.rows.filter((r) => !r.ok)).toEqual([{ line: 6, username: rows[5]?.[1], ok: false, problems: [{ field: 'email', key: 'validation.email' }] }]);
    const written = await w.t.services.db.select().from(users).where(inArray(users.username, rows.slice(1).map((r) => r[1] ?? '')));
    expect(written).toHaveLength(0);
  });

  it('creates nothing while one row is bad, then all rows with passwords that sign in', async () => {
    const rows = sheet(10, 9);
    const refused = await post('/api/admin/users/bulk', admin, csv(rows));
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as Report).data.rejected).toBe(1);
    const names = rows.slice(1).map((r) => r[1] ?? '');
    expect(await w.t.services.db.select().from(users).where(inArray(users.username, names))).toHaveLength(0);

    rows[10] = [...(rows[10] ?? [])];
    (rows[10] as string[])[2] = `fixed.${stamp()}@bikes.example`;
    const res = await post('/api/admin/users/bulk', admin, csv(rows));
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as Created;
    expect(data.created).toBe(10);
    const created = await w.t.services.db.select({ id: users.id }).from(users).where(inArray(users.username, names));
    expect(created).toHaveLength(10);
    const links = await w.t.services.db.select().from(userCustomers).where(inArray(userCustomers.userId, created.map((u) => u.id)));
    expect(links.map((l) => l.r3)).toEqual(Array(10).fill('0001000123'));
    const first = data.users[0];
    expect((await apiLogin(w.t, first?.username ?? '', first?.password ?? '')).requestToken).toBeTruthy();

    const again = await post('/api/admin/users/bulk', admin, csv(rows));
    expect(again.status).toBe(422);
    expect(((await again.json()) as Report).data.rows[0]?.problems.map((p) => p.key)).toEqual(['admin.users.username_exists', 'account.email_exists']);
  });

  it('reports an unknown customer code on its row', async () => {
    const rows = sheet(2);
    (rows[2] as string[])[6] = '0009999999';
    const { data } = (await (await post('/api/admin/users/bulk/check', admin, csv(rows))).json()) as Report;
    expect(data.rows.map((r) => r.problems.map((p) => p.key))).toEqual([[], ['admin.bulk.unknown_customer']]);
  });

  it('answers 400 or 413 to malformed, binary, empty, oversized and header-less files', async () => {
    const cases: [Uint8Array | null, number, string][] = [
      [null, 400, 'admin.bulk.empty'],
      [new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 400, 'admin.bulk.not_a_sheet'],
      [new Uint8Array([0, 1, 2, 3, 0, 0]), 400, 'admin.bulk.not_a_sheet'],
      [new TextEncoder().encode('name,email\nA,a@b.example'), 400, 'admin.bulk.missing_columns'],
      [new Uint8Array(BULK_MAX_BYTES + 1).fill(65), 413, 'admin.bulk.too_large'],
    ];
    for (const [bytes, status, key] of cases) {
      const res = await post('/api/admin/users/bulk', admin, bytes);
      expect(res.status, key).toBe(status);
      expect(((await res.json()) as Envelope).error.messageKey).toBe(key);
    }
    const json = await w.t.request('/api/admin/users/bulk', { method: 'POST', headers: { origin: SITE, 'content-type': 'application/json', ...admin }, body: '{"users":[]}' });
    expect(json.status).toBe(400);
  });
});

const send = (url: string, headers: Record<string, string>, method: string, body?: unknown) =>
  w.t.request(url, { method, headers: { origin: new URL(url).origin, 'content-type': 'application/json', ...headers }, body: body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body) });

const usDealerRole = async () => (await w.t.services.db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'us-dealer')))[0]?.id ?? 0;
const body = async (over: Record<string, unknown> = {}) => {
  const stamp = Math.random().toString(36).slice(2, 8);
  return { name: 'Lee Park', username: `lee.${stamp}`, email: `lee.${stamp}@bikes.example`, language: 'en', limitation: 'customer', roleIds: [await usDealerRole()], userAreas: [{ sorg: '', limitation: 'customer', option: 'EQ', value: '0001000123' }], ...over };
};

describe('a US user administrator', () => {
  it('creates, reads and edits US users on the US site; blank sales organisations become US01', async () => {
    const created = await send(`${US}/api/admin/users-us`, usAdmin, 'POST', await body());
    expect(created.status).toBe(201);
    const { user } = (await created.json()) as { user: { id: number; password: string } };
    expect(user.password).toMatch(/^.{14}$/);
    const read = (await (await send(`${US}/api/admin/users-us/${user.id}`, usAdmin, 'GET')).json()) as UserBody;
    expect(read.data.areas).toEqual([{ sorg: 'US01', limitation: 'customer', option: 'EQ', value: '0001000123' }]);
    const edited = await send(`${US}/api/admin/users-us/${user.id}`, usAdmin, 'PUT', { ...(await body()), username: read.data.username, email: `${read.data.username}@bikes.example` });
    expect(edited.status).toBe(200);
  });

  it('is refused outside the US site, on other sales organisations, on other sites’ users and on roles out of reach', async () => {
    expect((await send('http://de.localhost/api/admin/users-us', usAdmin, 'POST', await body())).status).toBe(403);
    const otherSorg = await send(`${US}/api/admin/users-us`, usAdmin, 'POST', await body({ userAreas: [{ sorg: 'DE01', limitation: 'customer', option: 'EQ', value: '0002000456' }] }));
    expect(otherSorg.status).toBe(400);
    expect(((await otherSorg.json()) as Envelope).error.issues).toEqual([{ path: 'userAreas.0.sorg', message: 'admin.users.site_sorg_only', text: 'Only the US site\'s sales organisation is allowed here' }]);
    const deUser = await createUser(w.t.services.db, { username: 'de.only', roles: ['us-dealer'], areas: [{ sorg: 'DE01', limitation: 'customer', option: 'EQ', value: '0002000456' }] });
    expect((await send(`${US}/api/admin/users-us/${deUser.id}`, usAdmin, 'GET')).status).toBe(404);
    expect((await send(`${US}/api/admin/users-us/${deUser.id}`, usAdmin, 'PUT', await body())).status).toBe(404);
    // A seeded account with a German customer and no areas is not the US site's either.
    const deCustomer = await createUser(w.t.services.db, { username: 'de.customer.only', roles: ['us-dealer'], customers: [{ r3: '0002000456' }] });
    expect((await send(`${US}/api/admin/users-us/${deCustomer.id}`, usAdmin, 'GET')).status).toBe(404);
    const usCustomer = await createUser(w.t.services.db, { username: 'us.customer.only', roles: ['us-dealer'], customers: [{ r3: '0001000123' }] });
    expect((await send(`${US}/api/admin/users-us/${usCustomer.id}`, usAdmin, 'GET')).status).toBe(200);
    expect((await send(`${US}/api/admin/users-us`, usAdmin, 'POST', await body({ roleIds: [dealerRole] }))).status).toBe(403);
    expect((await send(`${US}/api/admin/users`, usAdmin, 'POST', await body())).status).toBe(403);
  });

  it('is refused to dealers and sales reps, and answers 400 to malformed input', async () => {
    for (const username of ['dealer.us', 'sales.rep']) {
      const token = bearer((await apiLogin(w.t, username)).requestToken);
      expect((await send(`${US}/api/admin/users-us`, token, 'POST', await body())).status, username).toBe(403);
      expect((await send(`${US}/api/admin/users/customers?search=pedal`, token, 'GET')).status, username).toBe(403);
    }
    expect((await send(`${US}/api/admin/users-us`, usAdmin, 'POST', '{"name":')).status).toBe(400);
    expect((await send(`${US}/api/admin/users-us/abc`, usAdmin, 'GET')).status).toBe(400);
  });
});

describe('content target markets on a user', () => {
  it('are saved, read back, replaced on edit and refused when unknown', async () => {
    const markets = await w.t.services.db.select().from(contentTargetMarkets);
    const ids = markets.slice(0, 2).map((m) => m.id);
    expect(ids).toHaveLength(2);
    const created = await send(`${SITE}/api/admin/users`, admin, 'POST', await body({ contentTargetMarketIds: ids, roleIds: [dealerRole] }));
    expect(created.status).toBe(201);
    const { user } = (await created.json()) as { user: { id: number } };
    const read = async () => ((await (await send(`${SITE}/api/admin/users/${user.id}`, admin, 'GET')).json()) as UserBody).data;
    expect((await read()).marketIds.toSorted()).toEqual(ids.toSorted());
    const current = await read();
    const put = await send(`${SITE}/api/admin/users/${user.id}`, admin, 'PUT', await body({ username: current.username, email: `${current.username}@bikes.example`, contentTargetMarketIds: [ids[1]], roleIds: [dealerRole] }));
    expect(put.status).toBe(200);
    expect((await read()).marketIds).toEqual([ids[1]]);
    const unknown = await send(`${SITE}/api/admin/users`, admin, 'POST', await body({ contentTargetMarketIds: [999_999], roleIds: [dealerRole] }));
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as Envelope).error.issues?.[0]?.path).toBe('contentTargetMarketIds');
  });
});

describe('the customer picker', () => {
  it('finds customers by name for an administrator, and only US customers for a US administrator', async () => {
    const all = await send(`${SITE}/api/admin/users/customers?search=ra`, admin, 'GET');
    expect(all.status).toBe(200);
    const found = ((await all.json()) as { data: { r3: string; sorgs: string[] }[] }).data;
    expect(found.length).toBeGreaterThan(0);
    const us = ((await (await send(`${US}/api/admin/users/customers?search=pedal&sorg=DE01`, usAdmin, 'GET')).json()) as { data: { r3: string; sorgs: string[] }[] }).data;
    expect(us.map((c) => c.r3)).toContain('0001000123');
    expect(us.every((c) => c.sorgs.includes('US01'))).toBe(true);
    const de = ((await (await send(`${SITE}/api/admin/users/customers?search=pedal&sorg=DE01`, admin, 'GET')).json()) as { data: unknown[] }).data;
    expect(de).toEqual([]);
    expect((await send(`${SITE}/api/admin/users/customers?search=a`, admin, 'GET')).status).toBe(400);
  });
});

const analyse = (query: Record<string, string>, headers = admin, path = '/api/admin/catalog-analyze') => w.t.request(`${path}?${new URLSearchParams(query).toString()}`, { headers });

describe('the catalogue analysis', () => {
  it('is refused to dealers, sales reps, vendors and auditors', async () => {
    for (const username of ['dealer.us', 'sales.rep', 'vendor.id', 'auditor']) {
      const token = bearer((await apiLogin(w.t, username)).requestToken);
      expect((await analyse({ sorg: 'US01', codes: '100000055' }, token)).status, username).toBe(403);
    }
    expect((await w.t.request('/api/admin/catalog-analyze?sorg=US01&codes=1')).status).toBe(401);
  });

  it('says for each code, in the order pasted, why it can or cannot be ordered', async () => {
    const res = await analyse({ sorg: 'ID01', codes: 'NOPE-1\n100000022, 100000055' });
    expect(res.status).toBe(200);
    const rows = ((await res.json()) as { data: { rows: Row[] } }).data.rows;
    expect(rows.map((r) => [r.articleCode, r.verdict.reasons])).toEqual([['NOPE-1', ['unknown_article']], ['100000022', ['not_listed']], ['100000055', expect.any(Array)]]);
    const us = ((await (await analyse({ sorg: 'US01', codes: '100000002 100000013 100000055' })).json()) as { data: { rows: Row[] } }).data.rows;
    expect(us.map((r) => r.verdict.reasons)).toEqual([['no_price'], ['no_stock'], []]);
    expect(us[1]?.verdict.preOrderOnly).toBe(true);
    expect(us[2]).toMatchObject({ verdict: { orderable: true, visible: true }, product: { sorg: 'US01', orderLimit: 10 } });
    expect(us[2]?.product?.discount.length).toBeGreaterThan(0);
  });

  it('answers 400 to no codes, more than 200 codes, an unknown or malformed sales organisation', async () => {
    const many = Array.from({ length: 201 }, (_, i) => `A${i}`).join(' ');
    for (const [query, key] of [
      [{ sorg: 'US01', codes: ' , ' }, 'admin.analysis.no_codes'],
      [{ sorg: 'US01', codes: many }, 'admin.analysis.too_many'],
      [{ sorg: 'XX99', codes: '100000055' }, 'admin.analysis.unknown_sorg'],
    ] as const) {
      const res = await analyse(query);
      expect(res.status, key).toBe(400);
      expect(((await res.json()) as { error: { messageKey: string } }).error.messageKey).toBe(key);
    }
    expect((await analyse({ sorg: 'us-01; drop', codes: '1' })).status).toBe(400);
    expect((await analyse({ sorg: 'US01' })).status).toBe(400);
  });

  it('exports the analysis as a spreadsheet, one row per code', async () => {
    const res = await analyse({ sorg: 'US01', codes: '100000002 100000055', locale: 'de' }, admin, '/api/admin/catalog-analyze/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const sheet = await readXlsx(new Uint8Array(await res.arrayBuffer()));
    expect(sheet.ok && sheet.rows.map((r) => r[0])).toEqual(['Artikel', '100000002', '100000055']);
  });
});
