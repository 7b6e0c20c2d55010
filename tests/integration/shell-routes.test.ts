// The shell's API routes over a fresh seeded portal DB and the embedded upstream on a temp file:
// consumer voice, language change, push subscriptions and credit, allowed, forbidden and malformed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type Client } from '@libsql/client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPortal } from '../../db/seed';
import { pushSubscriptions, users } from '../../db/schema';
import { createUpstreamClient } from '../../src/server/upstream';
import type { EmbeddedUpstream } from '../../upstream/executor';
import { createTestApp, jsonRequest, type TestApp } from '../support/app';
import { openSeededUpstream } from '../support/upstream-template';
import { apiLogin, bearer, useTestSecret } from './auth-fixture';

let t: TestApp;
let embedded: EmbeddedUpstream;
let upstreamDb: Client;
let dir: string;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  useTestSecret();
  dir = mkdtempSync(join(tmpdir(), 'spoke-shell-routes-'));
  const url = `file:${join(dir, 'upstream.db')}`;
  embedded = await openSeededUpstream(join(dir, 'upstream.db'), 'demo');
  upstreamDb = createClient({ url });
  const executor = embedded;
  t = await createTestApp({ upstream: createUpstreamClient({ timeoutMs: 10_000, embedded: () => Promise.resolve(executor) }) });
  await seedPortal(t.services.db);
  for (const name of ['dealer.us', 'dealer.de', 'sales.rep', 'auditor']) tokens[name] = (await apiLogin(t, name)).requestToken;
}, 120_000);

afterAll(async () => {
  t.cleanup();
  upstreamDb.close();
  await embedded.close();
  rmSync(dir, { recursive: true, force: true });
});

const post = (path: string, body: unknown, user?: string, origin = 'http://localhost') =>
  t.app.request(`${origin}${path}`, jsonRequest('POST', body, user ? bearer(tokens[user] ?? '') : {}));
const get = (path: string, user?: string) => t.app.request(`http://localhost${path}`, { headers: user ? bearer(tokens[user] ?? '') : {} });

interface ErrorBody {
  error: { code: string; messageKey: string; issues?: { path: string; message: string }[] };
}

describe('POST /api/consumer-voice', () => {
  it('sends the message to the upstream for the acting customer with line breaks as a literal \\n', async () => {
    const res = await post('/api/consumer-voice', { message: 'Faster deliveries, please.\nAnd more colours.' }, 'dealer.us');
    expect(res.status).toBe(201);
    const rows = await upstreamDb.execute('select message, cust_code from customer_feedback order by id desc limit 1');
    expect(rows.rows[0]?.['message']).toBe('Faster deliveries, please.\\nAnd more colours.');
    expect(rows.rows[0]?.['cust_code']).toBe('0001000123');
  });

  it('refuses text outside the text rule with the field message key', async () => {
    const res = await post('/api/consumer-voice', { message: 'Nice <script>alert(1)</script>' }, 'dealer.us');
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorBody;
    expect(body.error.issues).toEqual([{ path: 'message', message: 'validation.text', text: 'Only number, alphabet, dot, comma, dash, slash, \'and, colon, and space are allowed' }]);
  });

  it('refuses an empty message and a malformed body', async () => {
    expect((await post('/api/consumer-voice', { message: '   ' }, 'dealer.us')).status).toBe(400);
    expect((await post('/api/consumer-voice', { text: 'wrong field' }, 'dealer.us')).status).toBe(400);
  });

  it('refuses users without consumer-voice.submit and anonymous visitors', async () => {
    const forbidden = await post('/api/consumer-voice', { message: 'Hello' }, 'auditor');
    expect(forbidden.status).toBe(403);
    expect((await post('/api/consumer-voice', { message: 'Hello' })).status).toBe(401);
  });
});

describe('POST /api/language', () => {
  it('changes the language upstream and in the portal user, and remembers the locale in the cookie', async () => {
    const res = await post('/api/language', { locale: 'de' }, 'dealer.us');
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((c) => c.startsWith('spoke_locale=de;'))).toBe(true);
    const [row] = await t.services.db.select({ language: users.language }).from(users).where(eq(users.username, 'dealer.us'));
    expect(row?.language).toBe('de');
    const pref = await upstreamDb.execute('select language from language_preferences');
    expect(pref.rows.map((r) => r['language'])).toContain('de');
  });

  it('refuses an unknown locale and anonymous visitors', async () => {
    const bad = await post('/api/language', { locale: 'xx-yy' }, 'dealer.us');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ErrorBody).error.code).toBe('VALIDATION');
    expect((await post('/api/language', { locale: 'de' })).status).toBe(401);
  });
});

describe('POST /api/notification/subscriptions', () => {
  const subscription = { endpoint: 'https://push.example.net/send/abc123', expirationTime: null, keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' } };

  it('stores the subscription for the signed-in user on a host with WEB_NOTIFICATION', async () => {
    const res = await post('/api/notification/subscriptions', subscription, 'dealer.de', 'http://dealer.spoke-bikes.nl');
    expect(res.status).toBe(201);
    const rows = await t.services.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, subscription.endpoint));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.auth).toBe(subscription.keys.auth);
  });

  it('answers 404 where the host has web notifications off', async () => {
    expect((await post('/api/notification/subscriptions', subscription, 'dealer.us', 'http://dealer.spoke-bikes.com')).status).toBe(404);
  });

  it('refuses a non-https endpoint and anonymous visitors', async () => {
    const bad = await post('/api/notification/subscriptions', { ...subscription, endpoint: 'http://push.example.net/x' }, 'dealer.de', 'http://dealer.spoke-bikes.nl');
    expect(bad.status).toBe(400);
    expect((await post('/api/notification/subscriptions', subscription, undefined, 'http://dealer.spoke-bikes.nl')).status).toBe(401);
  });
});

describe('GET /api/credit', () => {
  it('lists credit per company of the acting multi-company dealer', async () => {
    const res = await get('/api/credit', 'dealer.de');
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { company: { code: string }; custCode: string }[] };
    expect(data.map((c) => c.company.code).sort()).toEqual(['DE01', 'NL01']);
  });

  it("refuses another dealer's customer code", async () => {
    const res = await get('/api/credit?custCode=0001000123', 'dealer.de');
    expect(res.status).toBe(403);
    expect(((await res.json()) as ErrorBody).error.code).toBe('CUSTOMER_NOT_YOURS');
  });

  it('asks a sales rep to select a customer first, and refuses a malformed company', async () => {
    expect((await get('/api/credit', 'sales.rep')).status).toBe(409);
    expect((await get('/api/credit?company=de01;drop', 'dealer.de')).status).toBe(400);
  });
});
