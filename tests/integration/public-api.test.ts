// /api/public/v1 through the app against the embedded upstream: every operation with a read-only and
// an ordering key, keys of one customer never reaching another's data, revocation at once, the rate
// limit's 429 with its headers, malformed input in the envelope, and every answer of this suite
// checked against the OpenAPI document the API serves.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/identity';
import type { ApiKeyAccess } from '../../src/domain/public-api/api-key.rules';
import { loadIdentity } from '../../src/server/auth/identity.repo';
import { createApiKey, revokeApiKey } from '../../src/server/public-api/api-keys.service';
import { listKeys } from '../../src/server/public-api/api-keys.repo';
import { forgetKeyCreators } from '../../src/server/public-api/key-auth';
import { usePublicApiPolicy } from '../../src/server/public-api/limiter';
import { ProductsDocument, ShiptoV2Document } from '../../src/server/upstream/generated';
import { contractOf, type Contract } from '../support/openapi-contract';
import { apiLogin, bearer, openAuthWorld, type AuthWorld } from './auth-fixture';

const US = { r3: '0001000123', isr: null };
const DE = { r3: '0002000456', isr: 'I002000456' };
const BASE = '/api/public/v1';
const DE_SITE = 'http://de.localhost';
const ID_SITE = 'http://id.localhost';

let world: AuthWorld;
let contract: Contract;
const keys: Record<string, { id: number; secret: string }> = {};
let usShipto = '';

interface ErrorBody {
  error: { code: string; message: string; issues?: { path: string; message: string }[] };
}

async function userId(username: string): Promise<number> {
  const [row] = await world.t.services.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
}

async function newKey(username: string, customer: { r3: string; isr: string | null }, access: ApiKeyAccess) {
  const id = await userId(username);
  const identity = await loadIdentity(world.t.services.db, id);
  const outcome = await createApiKey(world.t.services.db, { userId: id, scopes: identity?.scopes ?? [], customer }, { name: `${username} ${access}`, access });
  if (outcome.kind !== 'created') throw new Error(`key refused: ${outcome.messageKey}`);
  return { id: outcome.id, secret: outcome.secret };
}

/** Path template of a concrete path, for the contract. */
const templateOf = (path: string) => path.replace(/^\/products\/[^/?]+/, '/products/{slug}').split('?')[0] ?? path;

/** A request to the public API; every JSON answer is checked against the document. */
async function call(method: string, path: string, key: string | null, init: { body?: unknown; headers?: Record<string, string>; site?: string } = {}) {
  const headers: Record<string, string> = { ...(key ? { authorization: `Bearer ${key}` } : {}), ...init.headers };
  if (init.body !== undefined) headers['content-type'] ??= 'application/json';
  const response = await world.t.app.request(`${init.site ?? ''}${BASE}${path}`, { method, headers, body: init.body === undefined ? null : typeof init.body === 'string' ? init.body : JSON.stringify(init.body) });
  const body: unknown = await response.json();
  contract.check(method, templateOf(path), response.status, body);
  return { status: response.status, headers: response.headers, body: body as Record<string, unknown> & ErrorBody };
}

beforeAll(async () => {
  world = await openAuthWorld();
  usePublicApiPolicy({ quota: 10_000, windowSeconds: 60 });
  const doc = await (await world.t.app.request(`${BASE}/openapi.json`)).json();
  contract = contractOf(doc as Parameters<typeof contractOf>[0]);
  keys['usRead'] = await newKey('dealer.us', US, 'read');
  keys['usOrder'] = await newKey('dealer.us', US, 'order');
  keys['deOrder'] = await newKey('dealer.de', DE, 'order');
  const { shiptoV2 } = await world.upstream.request(ShiptoV2Document, { custCode: US.r3 });
  usShipto = shiptoV2[0]?.id ?? '';
}, 120_000);
afterAll(() => world.close());

const secret = (name: string) => keys[name]?.secret ?? '';

async function orderableArticle(custCode: string, sorg: string): Promise<string> {
  const { products } = await world.upstream.request(ProductsDocument, { custCode, sorg, filter: { hasStock: true }, page: 1, limit: 100 });
  const product = products.data.find((p) => p.price && p.stock.available >= 3 && (p.orderLimit ?? Infinity) >= 3);
  if (!product) throw new Error('no orderable product in the demo data');
  return product.article_code;
}

describe('the OpenAPI document and its reference page', () => {
  it('serves an OpenAPI 3.1 document with every operation, and a reference page that lists them', async () => {
    const response = await world.t.app.request(`${BASE}/openapi.json`);
    expect(response.status).toBe(200);
    const doc = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths).sort()).toEqual(['/cart', '/cart/lines', '/checkout', '/invoices/open', '/orders/open', '/payment-terms', '/products', '/products/{slug}', '/ship-tos']);
    const page = await world.t.app.request(`${BASE}/reference`);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    for (const op of contract.operations()) expect(html).toContain(op.replace(/ .*/, ''));
    expect(html).toContain('/products/{slug}');
    expect(html).not.toMatch(/<script|https?:\/\/(?!localhost)/);
  });
});

describe('keys', () => {
  it('refuses a request without a key, with a wrong or unknown key, and with a portal session', async () => {
    expect((await call('GET', '/products', null)).body.error.code).toBe('UNAUTHENTICATED');
    const unknown = await call('GET', '/products', `spk_${'A'.repeat(43)}`);
    expect([unknown.status, unknown.body.error.code]).toEqual([401, 'API_KEY_INVALID']);
    expect((await call('GET', '/products', 'spk_short')).body.error.code).toBe('API_KEY_INVALID');
    const session = (await apiLogin(world.t, 'dealer.us')).requestToken;
    const bySession = await world.t.app.request(`${BASE}/products`, { headers: bearer(session) });
    expect(bySession.status).toBe(401);
  });

  it('stops a revoked key at once and records when a key was last used', async () => {
    const key = await newKey('dealer.us', US, 'read');
    expect((await call('GET', '/invoices/open', key.secret)).status).toBe(200);
    const listed = (await listKeys(world.t.services.db, US.r3)).find((k) => k.id === key.id);
    expect(listed?.lastUsedAt).toBeInstanceOf(Date);
    expect(await revokeApiKey(world.t.services.db, { userId: await userId('dealer.us'), customer: US }, key.id)).toBe(true);
    const after = await call('GET', '/invoices/open', key.secret);
    expect([after.status, after.body.error.code]).toEqual([401, 'API_KEY_INVALID']);
  });

  it('lets no one revoke another customer’s key', async () => {
    expect(await revokeApiKey(world.t.services.db, { userId: await userId('dealer.de'), customer: DE }, keys['usRead']?.id ?? 0)).toBe(false);
    expect((await call('GET', '/orders/open', secret('usRead'))).status).toBe(200);
  });

  it('stops a key whose creator was disabled', async () => {
    const key = await newKey('dealer.id', { r3: '0004105617', isr: null }, 'read');
    expect((await call('GET', '/invoices/open', key.secret, { site: ID_SITE })).status).toBe(200);
    await world.t.services.db.update(users).set({ disabledAt: new Date() }).where(eq(users.username, 'dealer.id'));
    forgetKeyCreators();
    expect((await call('GET', '/invoices/open', key.secret, { site: ID_SITE })).status).toBe(401);
    await world.t.services.db.update(users).set({ disabledAt: null }).where(eq(users.username, 'dealer.id'));
  });
});

describe('catalogue', () => {
  it('searches with the dealer’s own price and stock, paged', async () => {
    const { status, body } = await call('GET', '/products?limit=5&inStock=true', secret('usRead'));
    expect(status).toBe(200);
    const data = body['data'] as { articleCode: string; slug: string; price: { dealer: number; currency: string } | null; stock: { available: number } }[];
    expect(data.length).toBeGreaterThan(0);
    expect(data.length).toBeLessThanOrEqual(5);
    expect(body['total']).toBeGreaterThanOrEqual(data.length);
    const first = data[0];
    const { products } = await world.upstream.request(ProductsDocument, { custCode: US.r3, sorg: 'US01', filter: { search: first?.articleCode ?? '' }, page: 1, limit: 1 });
    expect(first?.price?.dealer).toBe(products.data[0]?.price?.dealer);
    expect(first?.stock.available).toBeGreaterThan(0);
    const detail = await call('GET', `/products/${first?.slug ?? ''}`, secret('usRead'));
    expect(detail.status).toBe(200);
    expect(await call('GET', '/products/no-such-product-here', secret('usRead'))).toMatchObject({ status: 404, body: { error: { code: 'PRODUCT_NOT_FOUND' } } });
  });

  it('answers malformed queries with the 400 envelope', async () => {
    const bad = await call('GET', '/products?limit=1000&page=0&category=Boat', secret('usRead'));
    expect(bad.status).toBe(400);
    expect(bad.body.error.issues?.map((i) => i.path).sort()).toEqual(['category', 'limit', 'page']);
    expect((await call('GET', '/products/UPPER%20case', secret('usRead'))).status).toBe(400);
  });
});

describe('cart and checkout', () => {
  it('refuses the cart and checkout to a read-only key', async () => {
    expect(await call('GET', '/cart', secret('usRead'))).toMatchObject({ status: 403, body: { error: { code: 'SCOPE_MISSING' } } });
    expect((await call('PUT', '/cart/lines', secret('usRead'), { body: { lines: [{ articleCode: '1', sorg: 'US01', qty: 1 }] } })).status).toBe(403);
    expect(await call('GET', '/ship-tos', secret('usRead'))).toMatchObject({ status: 403, body: { error: { code: 'SCOPE_MISSING' } } });
    expect(await call('GET', '/payment-terms', secret('usRead'))).toMatchObject({ status: 403, body: { error: { code: 'SCOPE_MISSING' } } });
  });

  it('adds, changes and removes lines, then orders once per Idempotency-Key', async () => {
    const article = await orderableArticle(US.r3, 'US01');
    const added = await call('PUT', '/cart/lines', secret('usOrder'), { body: { lines: [{ articleCode: article, sorg: 'US01', qty: 1 }], mode: 'add' } });
    expect(added.status).toBe(200);
    const again = await call('PUT', '/cart/lines', secret('usOrder'), { body: { lines: [{ articleCode: article, sorg: 'US01', qty: 1 }], mode: 'add' } });
    const lineOf = (b: Record<string, unknown>) => (b['data'] as { lines: { articleCode: string; qty: number }[] }).lines.find((l) => l.articleCode === article);
    expect(lineOf(again.body)?.qty).toBe((lineOf(added.body)?.qty ?? 0) + 1);
    const set = await call('PUT', '/cart/lines', secret('usOrder'), { body: { lines: [{ articleCode: article, sorg: 'US01', qty: 2 }] } });
    expect(lineOf(set.body)?.qty).toBe(2);
    const removed = await call('DELETE', `/cart/lines?articleCode=${article}&sorg=US01`, secret('usOrder'));
    expect(lineOf(removed.body)).toBeUndefined();
    await call('PUT', '/cart/lines', secret('usOrder'), { body: { lines: [{ articleCode: article, sorg: 'US01', qty: 1 }] } });
    expect((await call('GET', '/cart', secret('usOrder'))).status).toBe(200);

    // What to send comes from the API itself, as its document tells: the preselected address and term.
    const shipTos = (await call('GET', '/ship-tos', secret('usOrder'))).body['data'] as { id: string; isDefault: boolean }[];
    const terms = (await call('GET', '/payment-terms', secret('usOrder'))).body['data'] as { paymentId: string; isDefault: boolean }[];
    const shipto = shipTos.find((s) => s.isDefault)?.id ?? '';
    const paymentId = terms.find((t) => t.isDefault)?.paymentId ?? '';
    expect([shipto, paymentId]).not.toContain('');
    const order = { shipto, paymentId, poNumber: 'SHOP-1' };
    const key = randomUUID();
    const [first, second] = await Promise.all([call('POST', '/checkout', secret('usOrder'), { body: order, headers: { 'idempotency-key': key } }), call('POST', '/checkout', secret('usOrder'), { body: order, headers: { 'idempotency-key': key } })]);
    expect([first.status, second.status]).toEqual([201, 201]);
    const numbers = (b: Record<string, unknown>) => (b['data'] as { orders: { orderNumber: string }[] }).orders.map((o) => o.orderNumber);
    expect(numbers(second.body)).toEqual(numbers(first.body));
    const retry = await call('POST', '/checkout', secret('usOrder'), { body: order, headers: { 'idempotency-key': key } });
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(numbers(retry.body)).toEqual(numbers(first.body));
    expect((await call('POST', '/checkout', secret('usOrder'), { body: { ...order, poNumber: 'OTHER' }, headers: { 'idempotency-key': key } })).status).toBe(409);
    const empty = await call('POST', '/checkout', secret('usOrder'), { body: order, headers: { 'idempotency-key': randomUUID() } });
    expect([empty.status, empty.body.error.code]).toEqual([422, 'CART_EMPTY']);
    const open = await call('GET', '/orders/open', secret('usRead'));
    const openNumbers = (open.body['data'] as { orders: { orderNumber: string }[] }[]).flatMap((c) => c.orders.map((o) => o.orderNumber));
    for (const n of numbers(first.body)) expect(openNumbers).toContain(n);
  });

  it('answers malformed bodies, a missing Idempotency-Key and a wrong content type with the envelope', async () => {
    const bad = await call('PUT', '/cart/lines', secret('usOrder'), { body: { lines: [{ articleCode: '', sorg: 'us', qty: 0 }] } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('VALIDATION');
    // Each issue's message is the catalogue's words, never a key or the validation library's text.
    for (const issue of bad.body.error.issues ?? []) expect(issue.message).not.toMatch(/^[a-z_]+\.[a-z_.]+$|Invalid input|expected/);
    expect((await call('PUT', '/cart/lines', secret('usOrder'), { body: '{"lines": [' })).body.error.code).toBe('MALFORMED_JSON');
    expect((await call('PUT', '/cart/lines', secret('usOrder'), { body: 'lines=1', headers: { 'content-type': 'text/plain' } })).status).toBe(415);
    const noKey = await call('POST', '/checkout', secret('usOrder'), { body: { shipto: usShipto, paymentId: 'N030' } });
    expect(noKey.status).toBe(400);
    expect(noKey.body.error.issues?.map((i) => i.path)).toEqual(['idempotency-key']);
    expect((await call('DELETE', '/cart/lines?sorg=US01', secret('usOrder'))).status).toBe(400);
  });
});

describe('one customer’s key never reaches another’s data', () => {
  it('lets a key reach only the sites of its customer’s sales organisations', async () => {
    expect(await call('GET', '/products?search=bike', secret('deOrder'))).toMatchObject({ status: 403, body: { error: { code: 'WRONG_SITE' } } });
    expect(await call('GET', '/cart', secret('usRead'), { site: DE_SITE })).toMatchObject({ status: 403, body: { error: { code: 'WRONG_SITE' } } });
    expect((await call('GET', '/cart', secret('deOrder'), { site: DE_SITE })).status).toBe(200);
  });

  it('refuses another customer code and shows each key only its own orders, invoices and cart', async () => {
    expect(await call('GET', `/orders/open?custCode=${DE.r3}`, secret('usRead'))).toMatchObject({ status: 403, body: { error: { code: 'CUSTOMER_NOT_YOURS' } } });
    expect((await call('PUT', '/cart/lines', secret('usOrder'), { body: { custCode: DE.r3, lines: [{ articleCode: '1', sorg: 'DE01', qty: 1 }] } })).status).toBe(403);
    const siteOf = (key: string) => (key === secret('deOrder') ? DE_SITE : '');
    const ordersOf = async (key: string) => ((await call('GET', '/orders/open', key, { site: siteOf(key) })).body['data'] as { orders: { orderNumber: string }[] }[]).flatMap((c) => c.orders.map((o) => o.orderNumber));
    const invoicesOf = async (key: string) => ((await call('GET', '/invoices/open', key, { site: siteOf(key) })).body['data'] as { invoices: { assignment: string }[] }[]).flatMap((c) => c.invoices.map((i) => i.assignment));
    const [usOrders, deOrders] = [await ordersOf(secret('usRead')), await ordersOf(secret('deOrder'))];
    expect(usOrders.filter((n) => deOrders.includes(n))).toEqual([]);
    const [usInvoices, deInvoices] = [await invoicesOf(secret('usRead')), await invoicesOf(secret('deOrder'))];
    expect(usInvoices.length + deInvoices.length).toBeGreaterThan(0);
    expect(usInvoices.filter((n) => deInvoices.includes(n))).toEqual([]);
    const article = await orderableArticle(US.r3, 'US01');
    await call('PUT', '/cart/lines', secret('usOrder'), { body: { lines: [{ articleCode: article, sorg: 'US01', qty: 1 }] } });
    const deCart = (await call('GET', '/cart', secret('deOrder'), { site: DE_SITE })).body['data'] as { lines: { articleCode: string; sorg: string }[] };
    expect(deCart.lines.some((l) => l.sorg === 'US01')).toBe(false);
  });
});

describe('rate limit', () => {
  it('answers 429 in the envelope with RateLimit, RateLimit-Policy and Retry-After past the quota', async () => {
    usePublicApiPolicy({ quota: 3, windowSeconds: 60 });
    try {
      const answers = [];
      for (let i = 0; i < 4; i += 1) answers.push(await call('GET', '/invoices/open', secret('usRead')));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429]);
      expect(answers[0]?.headers.get('ratelimit-policy')).toBe('"per-key";q=3;w=60');
      expect(answers[2]?.headers.get('ratelimit')).toMatch(/^"per-key";r=0;t=\d+$/);
      const limited = answers[3];
      expect(limited?.body.error.code).toBe('RATE_LIMITED');
      expect(limited?.headers.get('ratelimit')).toMatch(/^"per-key";r=0;t=\d+$/);
      expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0);
      // Another key has its own quota.
      expect((await call('GET', '/invoices/open', secret('deOrder'), { site: DE_SITE })).status).toBe(200);
    } finally {
      usePublicApiPolicy({ quota: 10_000, windowSeconds: 60 });
    }
  });
});

describe('contract', () => {
  it('checked a success answer of every documented operation against the document', () => {
    const succeeded = new Set([...contract.seen].filter((k) => /\s2\d\d$/.test(k)).map((k) => k.replace(/\s\d+$/, '')));
    expect(contract.operations().filter((op) => !succeeded.has(op))).toEqual([]);
  });
});
