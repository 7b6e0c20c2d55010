// /api/cart through the app against the embedded upstream: server-side pricing with the discount
// rule, order limits, price-not-maintained, removal, scopes and foreign customers.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { priceLine, type DiscountTier } from '../../src/domain/price.rules';
import { ProductsDocument, PromotionsDocument, type ProductFilter } from '../../src/server/upstream/generated';
import { jsonRequest } from '../support/app';
import { apiLogin, bearer, openAuthWorld, type AuthWorld } from './auth-fixture';

const US = '0001000123';
let world: AuthWorld;
let dealer: Record<string, string>;
let auditor: Record<string, string>;

interface CartBody {
  data: { lines: { articleCode: string; qty: number; unitPrice: number | null; amount: number | null; priceMissing: boolean }[]; totals: { sorg: string; amount: number; qty: number }[]; totalQty: number };
  lineErrors?: { articleCode: string; code: string; message: string }[];
}

beforeAll(async () => {
  world = await openAuthWorld();
  dealer = bearer((await apiLogin(world.t, 'dealer.us')).requestToken);
  auditor = bearer((await apiLogin(world.t, 'auditor')).requestToken);
}, 120_000);
afterAll(() => world.close());

const put = (body: unknown, headers = dealer) => world.t.request('/api/cart/lines', jsonRequest('PUT', body, headers));
const cart = async () => (await (await world.t.request('/api/cart', { headers: dealer })).json()) as CartBody;

async function products(vars: ProductFilter) {
  const { products: page } = await world.upstream.request(ProductsDocument, { custCode: US, sorg: 'US01', page: 1, limit: 100, filter: vars });
  return page.data;
}

beforeEach(async () => {
  const { data } = await cart();
  if (data.lines.length) await put({ lines: data.lines.map((l) => ({ articleCode: l.articleCode, sorg: 'US01', qty: 1 })) });
  for (const line of data.lines) await world.t.request(`/api/cart/lines?articleCode=${line.articleCode}&sorg=US01`, { method: 'DELETE', headers: dealer });
});

describe('PUT /api/cart/lines', () => {
  it('prices lines with the discount rule on the server and ignores a price sent by the browser', async () => {
    const { promotions } = await world.upstream.request(PromotionsDocument, { sorg: 'US01', custCode: US });
    const all = (await Promise.all(promotions.map((promo) => products({ promotions: [promo.code] })))).flat();
    const tiered = all.find((p) => p.price && p.discount.some((d) => d.detail.length > 0));
    expect(tiered).toBeDefined();
    if (!tiered?.price) return;
    const tiers = tiered.discount.flatMap((d) => d.detail) as DiscountTier[];
    const qty = Math.min(Math.max(...tiers.map((t) => t.qty), 1), tiered.orderLimit ?? Infinity);
    const response = await put({ lines: [{ articleCode: tiered.article_code, sorg: 'US01', qty, price: 1, amount: 1 }] });
    expect(response.status).toBe(200);
    const body = (await response.json()) as CartBody;
    const line = body.data.lines.find((l) => l.articleCode === tiered.article_code);
    const expected = priceLine(tiered.price.dealer, qty, tiers);
    expect(line).toMatchObject({ qty, unitPrice: expected.unitPrice, amount: expected.amount });
    expect(body.data.totals).toEqual([expect.objectContaining({ sorg: 'US01', amount: expected.amount, qty })]);
  });

  it('adds to what the cart holds in add mode and removes a line on DELETE', async () => {
    const [first] = await products({ category: 'PAA', hasStock: true });
    if (!first) throw new Error('no product');
    await put({ lines: [{ articleCode: first.article_code, sorg: 'US01', qty: 1 }], mode: 'add' });
    await put({ lines: [{ articleCode: first.article_code, sorg: 'US01', qty: 2 }], mode: 'add' });
    expect((await cart()).data.totalQty).toBe(3);
    const removed = await world.t.request(`/api/cart/lines?articleCode=${first.article_code}&sorg=US01`, { method: 'DELETE', headers: dealer });
    expect(((await removed.json()) as CartBody).data.lines).toHaveLength(0);
  });

  it('refuses a quantity over the order limit with the spec message and keeps the good lines', async () => {
    const limited = (await products({ category: 'PAA' })).find((p) => p.orderLimit !== null && p.price);
    const [good] = await products({ category: 'PAA', hasStock: true });
    if (!limited?.orderLimit || !good) throw new Error('demo data lacks a limited product');
    const response = await put({ lines: [{ articleCode: limited.article_code, sorg: 'US01', qty: limited.orderLimit + 1 }, { articleCode: good.article_code, sorg: 'US01', qty: 1 }] });
    expect(response.status).toBe(422);
    const body = (await response.json()) as CartBody;
    expect(body.lineErrors).toEqual([expect.objectContaining({ articleCode: limited.article_code, code: 'order_limit', message: `Maximum quantity that can be ordered is ${limited.orderLimit} EA` })]);
    expect(body.data.lines.map((l) => l.articleCode)).toEqual([good.article_code]);
  });

  it('rejects a quantity below 1, an empty body and another customer code', async () => {
    const zero = await put({ lines: [{ articleCode: 'X', sorg: 'US01', qty: 0 }] });
    expect(zero.status).toBe(400);
    expect(((await zero.json()) as { error: { issues: { path: string; message: string }[] } }).error.issues[0]).toMatchObject({ path: 'lines.0.qty', message: 'validation.min_qty' });
    expect((await put({})).status).toBe(400);
    expect((await put({ custCode: '0002000456', lines: [{ articleCode: 'X', sorg: 'US01', qty: 1 }] })).status).toBe(403);
    expect((await put({ lines: [{ articleCode: 'X', sorg: 'US01', qty: 1 }] }, auditor)).status).toBe(403);
    expect((await world.t.request('/api/cart')).status).toBe(401);
  });
});
