// A customer's records are reached only on the sites of the sales organisations it orders from: an
// API key on another country's site, and a portal token sent to another site's pre-season windows,
// are refused with WRONG_SITE and read or write nothing. Every sales organisation is tried with a
// customer of its own (prices in its own currency) and with a customer of another.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/identity';
import { loadIdentity } from '../../src/server/auth/identity.repo';
import { runPreseasonPage } from '../../src/server/preseason/preseason.page';
import { createApiKey } from '../../src/server/public-api/api-keys.service';
import { usePublicApiPolicy } from '../../src/server/public-api/limiter';
import { isoDay, json, openOrdersWorld, type OrdersWorld } from './orders-fixture';

interface Customer { username: string; code: { r3: string; isr: string | null } }
const DEALERS: Record<string, Customer> = {
  us: { username: 'dealer.us', code: { r3: '0001000123', isr: null } },
  de: { username: 'dealer.de', code: { r3: '0002000456', isr: 'I002000456' } },
  id: { username: 'dealer.id', code: { r3: '0004105617', isr: null } },
};
/** Each sales organisation: its site, its currency, the dealer ordering there and one who does not. */
const SORGS = [
  { sorg: 'US01', site: 'http://localhost', currency: 'USD', own: 'us', foreign: 'de' },
  { sorg: 'DE01', site: 'http://de.localhost', currency: 'EUR', own: 'de', foreign: 'us' },
  { sorg: 'NL01', site: 'http://nl.localhost', currency: 'EUR', own: 'de', foreign: 'id' },
  { sorg: 'ID01', site: 'http://id.localhost', currency: 'IDR', own: 'id', foreign: 'us' },
] as const;

let w: OrdersWorld;
const keys: Record<string, string> = {};
const tokens: Record<string, Record<string, string>> = {};
const slugsOf: Record<string, string[]> = {};

async function keyOf(dealer: Customer): Promise<string> {
  const [row] = await w.t.services.db.select({ id: users.id }).from(users).where(eq(users.username, dealer.username));
  const id = row?.id ?? 0;
  const identity = await loadIdentity(w.t.services.db, id);
  const made = await createApiKey(w.t.services.db, { userId: id, scopes: identity?.scopes ?? [], customer: dealer.code }, { name: `${dealer.username} sites`, access: 'order' });
  if (made.kind !== 'created') throw new Error(`key refused: ${made.messageKey}`);
  return made.secret;
}

const api = (site: string, path: string, headers: Record<string, string>, init: { method?: string; body?: unknown } = {}) =>
  w.t.app.request(`${site}${path}`, {
    method: init.method ?? 'GET',
    headers: { ...headers, origin: site, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: init.body === undefined ? null : JSON.stringify(init.body),
  });
const withKey = (key: string) => ({ authorization: `Bearer ${key}` });
const codeOf = async (response: Response) => ((await response.json()) as { error?: { code: string } }).error?.code;

beforeAll(async () => {
  w = await openOrdersWorld();
  usePublicApiPolicy({ quota: 10_000, windowSeconds: 60 });
  for (const [name, dealer] of Object.entries(DEALERS)) {
    keys[name] = await keyOf(dealer);
    tokens[name] = await w.login(dealer.username);
  }
  for (const { sorg } of SORGS) {
    const groups = await w.upstream.gql<{ productGroups: { data: { slug: string }[] } }>('query G($s: String!) { productGroups(sorg: $s, filter: { category: "Bike" }, limit: 2) { data { slug } } }', { s: sorg });
    slugsOf[sorg] = groups.productGroups.data.map((g) => g.slug);
  }
}, 180_000);
afterAll(async () => w.close());

describe('API keys', () => {
  it.each(SORGS)('on the $sorg site a key of its own customer reads $currency prices, a foreign key reads and writes nothing', async ({ sorg, site, currency, own, foreign }) => {
    const mine = await api(site, '/api/public/v1/products?limit=5', withKey(keys[own]!));
    expect(mine.status).toBe(200);
    const products = ((await mine.json()) as { data: { sorg: string; price: { currency: string } | null }[] }).data;
    expect(products.length).toBeGreaterThan(0);
    expect(new Set(products.map((p) => p.sorg))).toEqual(new Set([sorg]));
    expect(new Set(products.flatMap((p) => (p.price ? [p.price.currency] : [])))).toEqual(new Set([currency]));

    const stranger = withKey(keys[foreign]!);
    const attempts = [
      api(site, '/api/public/v1/products?search=bike', stranger),
      api(site, '/api/public/v1/products/any-slug', stranger),
      api(site, '/api/public/v1/cart', stranger),
      api(site, '/api/public/v1/orders/open', stranger),
      api(site, '/api/public/v1/invoices/open', stranger),
      api(site, '/api/public/v1/cart/lines', stranger, { method: 'PUT', body: { lines: [{ articleCode: 'X', sorg, qty: 1 }] } }),
      api(site, '/api/public/v1/checkout', { ...stranger, 'idempotency-key': `sites-${sorg}` }, { method: 'POST', body: { shipto: 'x', paymentId: 'y' } }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(403);
      expect(await codeOf(response)).toBe('WRONG_SITE');
    }
  });
});

describe('pre-season windows', () => {
  it.each(SORGS)('on the $sorg site its own customer lists, reads and books the window; a foreign customer is refused', async ({ sorg, site, own, foreign }) => {
    const admin = await w.login('admin');
    const created = await api(site, '/api/admin/preseason/windows', admin, {
      method: 'POST',
      body: { name: `Sites ${sorg}`, opensOn: isoDay(-3), closesOn: isoDay(20), discountPercent: 5, deliveryMonths: [isoDay(70).slice(0, 7)], datingDays: 60, modelSlugs: slugsOf[sorg] },
    });
    expect(created.status).toBe(201);
    const id = (await json<{ data: { id: number } }>(created)).data.id;
    const month = isoDay(70).slice(0, 7);

    const listed = await json<{ data: { id: number; sorg: string }[] }>(await api(site, '/api/preseason/windows', tokens[own]!));
    expect(listed.data.map((x) => x.id)).toContain(id);
    expect(new Set(listed.data.map((x) => x.sorg))).toEqual(new Set([sorg]));
    const grid = await json<{ data: { models: { variants: { articleCode: string; dealerPrice: number | null }[] }[] } }>(await api(site, `/api/preseason/windows/${id}/booking`, tokens[own]!));
    const article = grid.data.models.flatMap((m) => m.variants).find((v) => v.dealerPrice !== null)?.articleCode;
    expect(article).toBeDefined();
    const booked = await api(site, `/api/preseason/windows/${id}/booking`, tokens[own]!, { method: 'PUT', body: { lines: [{ articleCode: article, month, qty: 2 }] } });
    expect(booked.status).toBe(200);

    const stranger = tokens[foreign]!;
    const attempts = [
      api(site, '/api/preseason/windows', stranger),
      api(site, `/api/preseason/windows/${id}/booking`, stranger),
      api(site, `/api/preseason/windows/${id}/booking`, stranger, { method: 'PUT', body: { lines: [{ articleCode: article, month, qty: 1 }] } }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(403);
      expect(await codeOf(response)).toBe('WRONG_SITE');
    }
    const totals = await json<{ data: { bookings: number; qty: number } }>(await api(site, `/api/admin/preseason/windows/${id}/totals`, admin));
    expect(totals.data).toEqual(expect.objectContaining({ bookings: 1, qty: 2 }));

    const page = (code: Customer['code']) => runPreseasonPage(w.t.services, sorg, code, null, new Request(`${site}/en-us/preseason`), new URL(`${site}/en-us/preseason`));
    const mine = await page(DEALERS[own]!.code);
    expect(mine.kind === 'render' && mine.windows.map((x) => x.id)).toContain(id);
    const theirs = await page(DEALERS[foreign]!.code);
    expect(theirs.kind === 'render' && [theirs.status, theirs.error, theirs.windows.length]).toEqual([403, 'customer.wrong_site', 0]);
  });
});
