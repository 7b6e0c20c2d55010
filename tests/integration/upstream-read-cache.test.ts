// The read cache in front of the embedded upstream (decision 0087), through the app's routes: a
// customer's repeated reads are answered from the cache, the portal's own writes show at once, what
// the ERP changes by itself shows once the reads expire, and a write forgets only its customer's reads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPortal } from '../../db/seed';
import { createMemoryCache } from '../../src/server/runtime/node/cache';
import { createUpstreamClient, type UpstreamClient } from '../../src/server/upstream';
import { operationOf } from '../../src/server/upstream/client';
import { CartSummaryDocument, ProductsDocument, UpdateProductsInCartDocument, VoidPaymentDocument } from '../../src/server/upstream/generated';
import { CACHED_READS, customersIn, deepFreeze, withReadCache } from '../../src/server/upstream/read-cache';
import type { CustCode } from '../../src/server/auth/claims';
import { readOpenInvoices } from '../../src/server/invoices/invoices.reads';
import { createTestApp, jsonRequest, type TestApp } from '../support/app';
import { apiLogin, bearer, useTestSecret } from './auth-fixture';
import { openUpstreamFixture, type UpstreamFixture } from './upstream-fixture';

const US = '0001000123';
const DE = '0002000456';
const clock = { now: Date.now() };
const sent: string[] = [];
let upstream: UpstreamFixture;
let direct: UpstreamClient;
let cached: UpstreamClient;
let t: TestApp;
let dealer: Record<string, string>;
let article: string;

/** Counts what reaches the upstream, by operation name. */
function counting(client: UpstreamClient): UpstreamClient {
  return {
    request(document, variables, options) {
      sent.push(operationOf(document).name ?? '?');
      return client.request(document, variables, options);
    },
  };
}
const sentOf = (name: string) => sent.filter((s) => s === name).length;

beforeAll(async () => {
  useTestSecret();
  upstream = await openUpstreamFixture('demo');
  direct = createUpstreamClient({ timeoutMs: 20_000, embedded: () => Promise.resolve(upstream.upstream) });
  const cache = createMemoryCache(5_000, () => clock.now);
  cached = withReadCache(counting(direct), cache, CACHED_READS, 30);
  t = await createTestApp({ upstream: cached, cache });
  await seedPortal(t.services.db);
  dealer = bearer((await apiLogin(t, 'dealer.us')).requestToken);
  const { products } = await direct.request(ProductsDocument, { custCode: US, sorg: 'US01', filter: { hasStock: true }, page: 1, limit: 50 });
  article = products.data.find((p) => p.price && p.stock.available >= 5)?.article_code ?? '';
  expect(article).not.toBe('');
}, 120_000);
afterAll(async () => {
  t.cleanup();
  await upstream.close();
});

const cartQty = async (): Promise<number> => {
  const response = await t.request('/api/cart', { headers: dealer });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { totalQty: number } }).data.totalQty;
};
const setLine = (client: UpstreamClient, qty: number) =>
  client.request(UpdateProductsInCartDocument, { products: [{ cust_code: US, article_code: article, sorg: 'US01', qty }] });

describe('upstream read cache through the routes', () => {
  it('answers a repeated read from the cache and shows a line the dealer adds at once', async () => {
    const before = await cartQty();
    const reads = sentOf('cart');
    expect(await cartQty()).toBe(before);
    expect(sentOf('cart')).toBe(reads);
    const added = await t.request('/api/cart/lines', jsonRequest('PUT', { lines: [{ articleCode: article, sorg: 'US01', qty: 2 }] }, dealer));
    expect(added.status).toBe(200);
    expect(await cartQty()).toBe(before + 2);
  });

  it('shows what the ERP changed by itself once the cached read expires', async () => {
    const shown = await cartQty();
    await setLine(direct, 0); // the ERP empties the line, past the portal
    expect(await cartQty()).toBe(shown);
    clock.now += 31_000;
    expect(await cartQty()).toBe(shown - 2);
  });
});

describe('what a write forgets', () => {
  const summary = (custCode: string) => cached.request(CartSummaryDocument, { custCode });

  it("keeps another customer's reads after a write for one customer", async () => {
    await Promise.all([summary(US), summary(DE)]);
    const reads = sentOf('cartSummary');
    await setLine(cached, 1);
    await Promise.all([summary(US), summary(DE)]);
    expect(sentOf('cartSummary')).toBe(reads + 1);
    await setLine(cached, 0);
  });

  it('forgets every customer after a write that names none, even a refused one', async () => {
    await Promise.all([summary(US), summary(DE)]);
    const reads = sentOf('cartSummary');
    await cached.request(VoidPaymentDocument, { orderNumber: 'NO-SUCH-ORDER' }).catch(() => undefined);
    await Promise.all([summary(US), summary(DE)]);
    expect(sentOf('cartSummary')).toBe(reads + 2);
  });

  it('sends a fresh read past the cache', async () => {
    await summary(US);
    const reads = sentOf('cartSummary');
    await cached.request(CartSummaryDocument, { custCode: US }, { fresh: true });
    expect(sentOf('cartSummary')).toBe(reads + 1);
  });

  it('hands every caller the same answer, frozen all the way down, so none can change it for the next', async () => {
    const first = await summary(US);
    const again = await summary(US);
    expect(again).toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first.cart) && Object.isFrozen(first.cart.totals)).toBe(true);
    expect(() => first.cart.totals.push({ sorg: 'XX', currency: 'XXX', amount: 1 })).toThrow(TypeError);
    expect((await summary(US)).cart.totals.some((row) => row.sorg === 'XX')).toBe(false);
  });

  it('maps a shared open-invoices answer once, frozen like it, and a direct answer every time', async () => {
    const code = { r3: US } as CustCode;
    const first = await readOpenInvoices(cached, code);
    expect(first.length).toBeGreaterThan(0);
    expect(await readOpenInvoices(cached, code)).toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first[0]?.rows) && Object.isFrozen(first[0]?.rows[0])).toBe(true);
    const plain = await readOpenInvoices(direct, code);
    expect(plain).toEqual(first);
    expect(await readOpenInvoices(direct, code)).not.toBe(plain);
    expect(Object.isFrozen(plain)).toBe(false);
  });

  it('reads every time when its time to live is 0', async () => {
    const off = withReadCache(counting(direct), createMemoryCache(), CACHED_READS, 0);
    const reads = sentOf('cartSummary');
    await off.request(CartSummaryDocument, { custCode: US });
    await off.request(CartSummaryDocument, { custCode: US });
    expect(sentOf('cartSummary')).toBe(reads + 2);
  });
});

describe('customersIn', () => {
  it('finds custCode, cust_code and payerCode up to three levels down, and nothing else', () => {
    expect([...customersIn({ custCode: 'A', filter: { payerCode: 'B' }, products: [{ cust_code: 'C' }, { cust_code: 'A' }] })].sort()).toEqual(['A', 'B', 'C']);
    expect([...customersIn({ a: { b: { c: { custCode: 'third' } } } })]).toEqual(['third']);
    expect([...customersIn({ a: { b: { c: { d: { custCode: 'fourth' } } } } })]).toEqual([]);
    expect([...customersIn({ id: '7', custCode: '', orderNumber: 'X' })]).toEqual([]);
  });
});

describe('deepFreeze', () => {
  it('freezes objects and arrays at every depth and returns the same value', () => {
    const value = { a: [{ b: { c: 1 } }], d: 'x', e: null };
    expect(deepFreeze(value)).toBe(value);
    expect(Object.isFrozen(value) && Object.isFrozen(value.a) && Object.isFrozen(value.a[0]) && Object.isFrozen(value.a[0]?.b)).toBe(true);
    expect(deepFreeze('text')).toBe('text');
    expect(deepFreeze(null)).toBeNull();
  });
});
