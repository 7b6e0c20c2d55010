// The embedded upstream's article-maintenance operations: product attributes and the new-arrival
// flag the catalogue shows, deletions (idempotent, carts cleaned), tags, order limits, and the first
// checkout version.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoActors } from '../../upstream/demo/actors';
import { openUpstreamFixture, type UpstreamFixture } from './upstream-fixture';

const VENDOR = demoActors.customerVendor.r3;
const VENDOR_ID = 'TPV01';
let fx: UpstreamFixture;

beforeAll(async () => {
  fx = await openUpstreamFixture();
});
afterAll(async () => fx.close());

type Result = { message: { status: boolean }; userErrors: { field: string | null; message: string }[] };
const ATTRIBUTES = `mutation($c: String!, $p: [ProductAttributeInput!]!) { updateProductAttributes(custCode: $c, products: $p) { message { status } userErrors { field message } } }`;
const DELETE = `mutation($c: String!, $p: [ProductDeleteInput!]!) { deleteProducts(custCode: $c, products: $p) { message { status } userErrors { field message } } }`;
const one = async (sql: string, args: (string | number)[] = []) => (await fx.sql.execute({ sql, args })).rows[0];
const buyer = async () => String((await one("SELECT cust_code FROM customer_areas WHERE sorg = 'ID01' AND cust_code <> ? LIMIT 1", [VENDOR]))?.['cust_code']);
const listed = async (custCode: string, search: string) =>
  (await fx.gql<{ productThirdParties: { data: { articleCode: string; newArrival: boolean }[] } }>(`query($c: String!, $s: String) { productThirdParties(custCode: $c, search: $s, vendorId: "${VENDOR_ID}", limit: 200) { data { articleCode newArrival } } }`, { c: custCode, s: search })).productThirdParties.data;

describe('updateProductAttributes', () => {
  it('hides a product whose order flag is off and marks new arrivals within their window', async () => {
    const dealer = await buyer();
    const code = '01-00003';
    const set = (orderFlag: boolean, from: string | null, to: string | null, active: boolean) =>
      fx.gql<{ updateProductAttributes: Result }>(ATTRIBUTES, { c: VENDOR, p: [{ articleCode: code, sorg: 'ID01', attribute: { orderFlag, newArrival: { from, to, active } } }] });
    expect((await set(true, '2000-01-01', '2999-12-31', true)).updateProductAttributes.message.status).toBe(true);
    expect((await listed(dealer, code)).map((p) => p.newArrival)).toEqual([true]);
    await set(true, '2000-01-01', '2000-12-31', true);
    expect((await listed(dealer, code)).map((p) => p.newArrival)).toEqual([false]);
    await set(false, null, null, false);
    expect(await listed(dealer, code)).toEqual([]);
    await set(true, null, null, false);
  });

  it('reports unknown articles and unserved sales organisations, and refuses bad windows and non-vendors', async () => {
    const out = await fx.gql<{ updateProductAttributes: Result }>(ATTRIBUTES, { c: VENDOR, p: [
      { articleCode: 'NOPE', sorg: 'ID01', attribute: { orderFlag: true, newArrival: { active: false } } },
      { articleCode: '01-00004', sorg: 'US01', attribute: { orderFlag: true, newArrival: { active: false } } },
    ] });
    expect(out.updateProductAttributes.userErrors.map((e) => e.field)).toEqual(['NOPE', '01-00004']);
    await expect(fx.gql(ATTRIBUTES, { c: VENDOR, p: [{ articleCode: '01-00004', sorg: 'ID01', attribute: { orderFlag: true, newArrival: { from: '2026-02-01', to: '2026-01-01', active: true } } }] })).rejects.toThrow(/not be after/);
    const dealer = await fx.gql<{ updateProductAttributes: Result }>(ATTRIBUTES, { c: await buyer(), p: [{ articleCode: '01-00004', sorg: 'ID01', attribute: { orderFlag: false, newArrival: { active: false } } }] });
    expect(dealer.updateProductAttributes.userErrors).toEqual([{ field: 'custCode', message: 'Not a customer-vendor' }]);
  });
});

describe('deleteProducts', () => {
  it('removes the product and its cart lines, and a repeated deletion still succeeds', async () => {
    const dealer = await buyer();
    await fx.gql(`mutation($c: String!) { updateCartThirdParty(custCode: $c, vendorId: "${VENDOR_ID}", articleCode: "01-00060", qty: 2) { message { status } } }`, { c: dealer });
    for (let i = 0; i < 2; i++) {
      const out = await fx.gql<{ deleteProducts: Result }>(DELETE, { c: VENDOR, p: [{ articleCode: '01-00060', sorg: 'ID01' }] });
      expect(out.deleteProducts.message.status).toBe(true);
    }
    expect((await one("SELECT count(*) AS n FROM tp_products WHERE vendor_id = 'TPV01' AND article_code = '01-00060'"))?.['n']).toBe(0);
    expect((await one("SELECT count(*) AS n FROM tp_cart_items WHERE article_code = '01-00060'"))?.['n']).toBe(0);
  });
});

describe('catalogue tags and order limits', () => {
  it('replaces the tags of one category, lists the categories, and sets or removes order limits', async () => {
    const code = String((await one('SELECT article_code FROM products ORDER BY id LIMIT 1'))?.['article_code']);
    const tags = await fx.gql<{ upsertArticleTags: Result }>(`mutation($t: [ArticleTagInput!]!) { upsertArticleTags(tags: $t) { message { status } userErrors { field message } } }`,
      { t: [{ articleCode: code, category: 'highlight', tags: ['staff_pick'] }, { articleCode: 'NOPE', category: 'highlight', tags: [] }] });
    expect(tags.upsertArticleTags.userErrors.map((e) => e.field)).toEqual(['NOPE']);
    const stored = await fx.sql.execute({ sql: "SELECT tag FROM article_tags t JOIN products p ON p.id = t.product_id WHERE p.article_code = ? AND category = 'highlight'", args: [code] });
    expect(stored.rows.map((r) => r['tag'])).toEqual(['staff_pick']);
    const { articleTagCategoryTypes } = await fx.gql<{ articleTagCategoryTypes: { category: string; tags: string[] }[] }>('{ articleTagCategoryTypes { category tags } }');
    expect(articleTagCategoryTypes.map((c) => c.category)).toEqual(expect.arrayContaining(['highlight', 'usage']));

    const LIMITS = `mutation($p: [OrderLimitInput!]!) { updateOrderLimits(products: $p) { message { status } userErrors { field } } }`;
    await fx.gql(LIMITS, { p: [{ articleCode: code, orderLimit: 3 }] });
    expect((await one('SELECT order_limit FROM products WHERE article_code = ?', [code]))?.['order_limit']).toBe(3);
    await fx.gql(LIMITS, { p: [{ articleCode: code, orderLimit: null }] });
    expect((await one('SELECT order_limit FROM products WHERE article_code = ?', [code]))?.['order_limit']).toBeNull();
    await expect(fx.gql(LIMITS, { p: [{ articleCode: code, orderLimit: 0 }] })).rejects.toThrow(/at least 1/);
  });
});

describe('checkoutThirdParty', () => {
  it('places an order like V2 does', async () => {
    const dealer = await buyer();
    const ship = String((await one('SELECT id FROM ship_tos WHERE cust_code = ? LIMIT 1', [dealer]))?.['id']);
    const product = String((await one("SELECT article_code FROM tp_products WHERE vendor_id = 'TPV02' AND stock > 5 AND order_flag = 1 ORDER BY article_code LIMIT 1"))?.['article_code']);
    const out = await fx.gql<{ checkoutThirdParty: { orders: { orderNo: string }[]; userErrors: unknown[] } }>(
      `mutation($c: String!, $s: ThirdPartyShipmentInput!, $p: [ThirdPartyProductInput!]!) { checkoutThirdParty(custCode: $c, shipment: $s, products: $p) { orders { orderNo } userErrors { field message } } }`,
      { c: dealer, s: { vendorId: 'TPV02', shipto: ship }, p: [{ articleCode: product, qty: 1 }] });
    expect(out.checkoutThirdParty.userErrors).toEqual([]);
    expect(out.checkoutThirdParty.orders).toHaveLength(1);
  });
});
