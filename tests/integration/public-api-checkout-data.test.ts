// The public API usable from its document alone (decision 0112): the delivery addresses and terms of
// payment a checkout needs are listed (the customer's own, in the site's language), documented with
// examples, refused to keys that may not order and to other sites; validation issues carry the
// catalogue's words in the answer's language and a stable key, never a key or the library's text.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/identity';
import type { ApiKeyAccess } from '../../src/domain/public-api/api-key.rules';
import { loadIdentity } from '../../src/server/auth/identity.repo';
import { cartPaymentTerms } from '../../src/server/cart/payment-terms.service';
import { createApiKey } from '../../src/server/public-api/api-keys.service';
import { usePublicApiPolicy } from '../../src/server/public-api/limiter';
import { ShiptoV2Document } from '../../src/server/upstream/generated';
import { contractOf, type Contract } from '../support/openapi-contract';
import { openAuthWorld, type AuthWorld } from './auth-fixture';

const US = { r3: '0001000123', isr: null };
const DE = { r3: '0002000456', isr: 'I002000456' };
const BASE = '/api/public/v1';
const DE_SITE = 'http://de.localhost';

let world: AuthWorld;
let contract: Contract;
let doc: { paths: Record<string, Record<string, { requestBody?: { content: Record<string, { example?: unknown }> } }>>; components: { schemas: Record<string, { example?: unknown }> } };
const keys: Record<string, string> = {};

async function newKey(username: string, customer: { r3: string; isr: string | null }, access: ApiKeyAccess): Promise<string> {
  const [row] = await world.t.services.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  const identity = await loadIdentity(world.t.services.db, row?.id ?? 0);
  const outcome = await createApiKey(world.t.services.db, { userId: row?.id ?? 0, scopes: identity?.scopes ?? [], customer }, { name: `${username} ${access}`, access });
  if (outcome.kind !== 'created') throw new Error(`key refused: ${outcome.messageKey}`);
  return outcome.secret;
}

interface Issue { path: string; message: string; messageKey?: string; text?: string }
async function call(method: string, path: string, key: string | null, init: { body?: unknown; site?: string; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...(key ? { authorization: `Bearer ${key}` } : {}), ...init.headers };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const response = await world.t.app.request(`${init.site ?? ''}${BASE}${path}`, { method, headers, body: init.body === undefined ? null : JSON.stringify(init.body) });
  const body = (await response.json()) as { data?: unknown; error?: { code: string; issues?: Issue[] } };
  contract.check(method, path.split('?')[0] ?? path, response.status, body);
  return { status: response.status, body };
}

beforeAll(async () => {
  world = await openAuthWorld();
  usePublicApiPolicy({ quota: 10_000, windowSeconds: 60 });
  doc = (await (await world.t.app.request(`${BASE}/openapi.json`)).json()) as typeof doc;
  contract = contractOf(doc as unknown as Parameters<typeof contractOf>[0]);
  keys['usOrder'] = await newKey('dealer.us', US, 'order');
  keys['usRead'] = await newKey('dealer.us', US, 'read');
  keys['deOrder'] = await newKey('dealer.de', DE, 'order');
}, 120_000);
afterAll(() => world.close());

describe('what a checkout needs', () => {
  it("lists the customer's own delivery addresses, the preselected one marked", async () => {
    const { status, body } = await call('GET', '/ship-tos', keys['usOrder'] ?? '');
    expect(status).toBe(200);
    const listed = body.data as { id: string; name: string; isDefault: boolean }[];
    const { shiptoV2 } = await world.upstream.request(ShiptoV2Document, { custCode: US.r3 });
    expect(listed.map((s) => s.id)).toEqual(shiptoV2.map((s) => s.id));
    expect(listed.filter((s) => s.isDefault)).toHaveLength(1);
    const de = (await call('GET', '/ship-tos', keys['deOrder'] ?? '', { site: DE_SITE })).body.data as { id: string }[];
    expect(de.length).toBeGreaterThan(0);
    expect(de.some((s) => listed.some((u) => u.id === s.id))).toBe(false);
  });

  it('lists the terms the checkout takes for the cart, one preselected, in the site’s language', async () => {
    const { status, body } = await call('GET', '/payment-terms', keys['usOrder'] ?? '');
    expect(status).toBe(200);
    const terms = body.data as { paymentId: string; description: string; kind: string; isDefault: boolean }[];
    const offered = await cartPaymentTerms(world.upstream, US.r3);
    expect(terms.map((t) => t.paymentId)).toEqual(offered.options.map((o) => o.code));
    expect(terms.filter((t) => t.isDefault).map((t) => t.paymentId)).toEqual([offered.defaultCode]);
    const german = (await call('GET', '/payment-terms', keys['deOrder'] ?? '', { site: DE_SITE })).body.data as { kind: string; description: string }[];
    expect(german.length).toBeGreaterThan(0);
    const credit = german.find((t) => t.kind === 'credit');
    if (credit) expect(credit.description).toMatch(/netto|Skonto/);
    const prepayment = german.find((t) => t.kind === 'prepayment');
    if (prepayment) expect(prepayment.description).toBe('Vorkasse');
    expect(credit ?? prepayment).toBeDefined();
  });

  it('refuses them without a key, to a read-only key and on another country’s site', async () => {
    expect((await call('GET', '/ship-tos', null)).status).toBe(401);
    expect(await call('GET', '/payment-terms', keys['usRead'] ?? '')).toMatchObject({ status: 403, body: { error: { code: 'SCOPE_MISSING' } } });
    expect(await call('GET', '/ship-tos', keys['deOrder'] ?? '')).toMatchObject({ status: 403, body: { error: { code: 'WRONG_SITE' } } });
    expect(await call('GET', '/payment-terms', keys['usOrder'] ?? '', { site: DE_SITE })).toMatchObject({ status: 403, body: { error: { code: 'WRONG_SITE' } } });
  });

  it('documents both with examples, and the checkout body with one naming where its values come from', () => {
    const schemas = doc.components.schemas;
    expect(schemas['ShipTos']?.example).toMatchObject({ data: expect.arrayContaining([expect.objectContaining({ id: expect.any(String), isDefault: true })]) });
    expect(schemas['CheckoutPaymentTerms']?.example).toMatchObject({ data: expect.arrayContaining([expect.objectContaining({ paymentId: expect.any(String) })]) });
    expect(doc.paths['/checkout']?.['post']?.requestBody?.content['application/json']?.example).toMatchObject({ shipto: expect.any(String), paymentId: expect.any(String) });
    expect(JSON.stringify(doc.paths['/checkout'])).toContain('GET /ship-tos');
  });

  it('shows the examples on the reference page', async () => {
    const html = await (await world.t.app.request(`${BASE}/reference`)).text();
    expect(html).toContain('<code>/ship-tos</code>');
    expect(html).toContain('<code>/payment-terms</code>');
    expect(html).toMatch(/<summary>Example<\/summary><pre><code>[^<]*&quot;paymentId&quot;: &quot;N030&quot;/);
  });
});

describe('validation messages', () => {
  const KEY_OR_LIBRARY = /^[a-z_]+\.[a-z_.]+$|Invalid input|expected .*received|NaN/;

  it('gives each issue the catalogue’s words and a stable key', async () => {
    const page = await call('GET', '/products?page=abc&limit=0&category=Boat', keys['usRead'] ?? '');
    expect(page.status).toBe(400);
    const issues = Object.fromEntries((page.body.error?.issues ?? []).map((i) => [i.path, i]));
    expect(issues['page']).toMatchObject({ message: '*Must Be Numeric', messageKey: 'validation.numeric' });
    expect(issues['limit']).toMatchObject({ message: 'Must be at least 1', messageKey: 'validation.min_value' });
    expect(issues['category']).toMatchObject({ message: 'This value is not valid', messageKey: 'validation.invalid' });
    const lines = await call('PUT', '/cart/lines', keys['usOrder'] ?? '', { body: { lines: [{ articleCode: '', sorg: 'us', qty: 'x' }] } });
    const checkout = await call('POST', '/checkout', keys['usOrder'] ?? '', { body: { shipto: 7 }, headers: { 'idempotency-key': 'a'.repeat(20) } });
    const all = [...(lines.body.error?.issues ?? []), ...(checkout.body.error?.issues ?? [])];
    expect(all.length).toBeGreaterThanOrEqual(4);
    for (const issue of all) {
      expect(issue.message).not.toMatch(KEY_OR_LIBRARY);
      expect(issue.messageKey).toMatch(/^[a-z_]+\.[a-z_.]+$/);
      expect(issue.text).toBe(issue.message);
    }
    expect(checkout.body.error?.issues?.find((i) => i.path === 'paymentId')).toMatchObject({ message: 'Required' });
  });

  it('speaks the site’s language', async () => {
    const bad = await call('GET', '/products?page=abc', keys['deOrder'] ?? '', { site: DE_SITE });
    expect(bad.body.error?.issues?.[0]).toMatchObject({ path: 'page', message: '*Nur Ziffern', messageKey: 'validation.numeric' });
  });
});
