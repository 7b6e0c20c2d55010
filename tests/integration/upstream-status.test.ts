import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openUpstreamFixture, type UpstreamFixture } from './upstream-fixture';

let f: UpstreamFixture;
const SET = 'mutation S($host: String, $status: String!, $message: String) { setServerStatus(host: $host, status: $status, message: $message) { host status message } }';
const status = (host: string) =>
  f.gql<{ serverStatus: { status: string; message: string | null } }>('query Q($host: String!) { serverStatus(host: $host) { status message } }', { host }).then((r) => r.serverStatus);

beforeAll(async () => {
  f = await openUpstreamFixture('100');
});
afterAll(async () => {
  await f.close();
});

describe('server status', () => {
  it('is online for every host after seeding', async () => {
    expect(await status('b2b.example.com')).toEqual({ status: 'online', message: null });
  });

  it('puts one host into maintenance without touching the others', async () => {
    await f.gql(SET, { host: 'id.b2b.example', status: 'maintenance', message: 'Stocktake until 14:00' });
    expect(await status('id.b2b.example')).toEqual({ status: 'maintenance', message: 'Stocktake until 14:00' });
    expect((await status('us.b2b.example')).status).toBe('online');
  });

  it('sets every host at once and clears per-host overrides', async () => {
    await f.gql(SET, { status: 'maintenance', message: 'ERP upgrade' });
    expect(await status('us.b2b.example')).toEqual({ status: 'maintenance', message: 'ERP upgrade' });
    await f.gql(SET, { status: 'online' });
    expect(await status('id.b2b.example')).toEqual({ status: 'online', message: null });
  });

  it('rejects an unknown status', async () => {
    const result = await f.upstream.execute({ query: SET, variables: { status: 'sleeping' } });
    expect(result.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
  });
});

describe('customer feedback and language', () => {
  it('stores consumer voice and refuses an empty message', async () => {
    const FEEDBACK = 'mutation F($message: String!) { sendCustomerFeedback(message: $message, custCode: "0001000123") { message { status description } userErrors { field message } } }';
    const ok = await f.gql<{ sendCustomerFeedback: { message: { status: boolean } } }>(FEEDBACK, { message: 'Please stock 29" tubes again.\\nThanks' });
    expect(ok.sendCustomerFeedback.message.status).toBe(true);
    const rows = await f.sql.execute("SELECT message FROM customer_feedback WHERE cust_code = '0001000123'");
    expect(rows.rows.map((r) => r['message'])).toEqual(['Please stock 29" tubes again.\\nThanks']);
    const empty = await f.gql<{ sendCustomerFeedback: { message: { status: boolean }; userErrors: unknown[] } }>(FEEDBACK, { message: '   ' });
    expect(empty.sendCustomerFeedback.message.status).toBe(false);
    expect(empty.sendCustomerFeedback.userErrors).toEqual([{ field: 'message', message: 'Must not be empty' }]);
  });

  it('accepts a known language or locale prefix and refuses others', async () => {
    const LANG = 'mutation L($id: String!) { changeLanguage(id: $id, userId: "u-1") { message { status description } } }';
    const de = await f.gql<{ changeLanguage: { message: { status: boolean } } }>(LANG, { id: 'en-us' });
    expect(de.changeLanguage.message.status).toBe(true);
    const stored = await f.sql.execute("SELECT language FROM language_preferences WHERE user_id = 'u-1'");
    expect(stored.rows[0]?.['language']).toBe('en');
    const xx = await f.gql<{ changeLanguage: { message: { status: boolean } } }>(LANG, { id: 'klingon' });
    expect(xx.changeLanguage.message.status).toBe(false);
  });
});

describe('executor', () => {
  it('returns validation errors for an unknown field without running anything', async () => {
    const result = await f.upstream.execute({ query: '{ noSuchField }' });
    expect(result.data).toBeUndefined();
    expect(result.errors?.[0]?.message).toContain('noSuchField');
  });

  it('refuses a request whose signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const result = await f.upstream.execute({ query: '{ sorgs { code } }' }, { signal: controller.signal });
    expect(result.errors?.[0]?.extensions?.['code']).toBe('ABORTED');
  });

  it('refuses an in-memory database, which its transactions would lose', async () => {
    const { openEmbeddedUpstream } = await import('../../upstream/executor');
    await expect(openEmbeddedUpstream({ url: ':memory:' })).rejects.toThrow(/temp file/);
  });

  it('keeps the seeded data when opened again on the same database', async () => {
    const before = await f.sql.execute('SELECT count(*) AS n FROM products');
    const { openEmbeddedUpstream } = await import('../../upstream/executor');
    const url = f.sql.protocol === 'file' ? (await f.sql.execute('PRAGMA database_list')).rows[0]?.['file'] : undefined;
    const again = await openEmbeddedUpstream({ url: `file:${String(url)}`, demoSize: '100' });
    await again.close();
    const after = await f.sql.execute('SELECT count(*) AS n FROM products');
    expect(after.rows[0]?.['n']).toBe(before.rows[0]?.['n']);
  });
});
