import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tierUnitPrice } from '../../src/domain/price.rules';
import { openUpstreamFixture, type UpstreamFixture } from './upstream-fixture';

interface CartItem { product: { article_code: string }; qty: number; sorg: string; unitPrice: number; amount: number; appliedDiscount: { term: string; qty: number } | null }
interface Cart { items: CartItem[]; totals: { sorg: string; currency: string; amount: number; qty: number }[]; totalQty: number }
interface UpdateResult { updateProductsInCart: { cart: Cart | null; message: { status: boolean }; userErrors: { field: string; message: string }[] } }

const UPDATE = `mutation U($products: [CartProductInput!]!) { updateProductsInCart(products: $products) {
  cart { items { product { article_code } qty sorg unitPrice amount appliedDiscount { term qty } } totals { sorg currency amount qty } totalQty }
  message { status description } userErrors { field message } } }`;

let f: UpstreamFixture;
const PEDAL = '0001000123';
const RADHAUS = 'I002000456';

const update = (products: Record<string, unknown>[]) => f.gql<UpdateResult>(UPDATE, { products }).then((r) => r.updateProductsInCart);
async function one(sql: string, args: (string | number)[] = []): Promise<Record<string, unknown>> {
  const row = (await f.sql.execute({ sql, args })).rows[0];
  if (!row) throw new Error(`no row for ${sql}`);
  return row;
}

beforeAll(async () => {
  f = await openUpstreamFixture();
});
afterAll(async () => {
  await f.close();
});

describe('cart', () => {
  it('applies the volume tier that matches the quantity and totals per sorg', async () => {
    const row = await one(`SELECT p.article_code, pr.dealer_price FROM discount_tiers d JOIN products p ON p.id = d.product_id
      JOIN prices pr ON pr.product_id = p.id AND pr.sorg = 'US01' WHERE d.sales_deal_no = 'SD-US01-VOL' AND d.qty = 10 AND (p.order_limit IS NULL OR p.order_limit >= 10) LIMIT 1`);
    const code = String(row['article_code']);
    const dealer = Number(row['dealer_price']);
    const small = await update([{ cust_code: PEDAL, article_code: code, sorg: 'US01', qty: 2, uom: 'EA' }]);
    expect(small.message.status).toBe(true);
    expect(small.cart?.items[0]).toMatchObject({ qty: 2, unitPrice: dealer, amount: dealer * 2, appliedDiscount: null });
    const large = await update([{ cust_code: PEDAL, article_code: code, sorg: 'US01', qty: 10, uom: 'EA' }]);
    const unit = tierUnitPrice(dealer, { type: 'percentage', term: '>=', qty: 10, value: -8 });
    expect(large.cart?.items[0]).toMatchObject({ qty: 10, unitPrice: unit, amount: unit * 10, appliedDiscount: { term: '>=', qty: 10 } });
    expect(large.cart?.totals).toEqual([{ sorg: 'US01', currency: 'USD', amount: unit * 10, qty: 10 }]);
  });

  it('removes a line when its quantity is set to 0', async () => {
    const before = await f.gql<{ cart: Cart }>(`{ cart(custCode: "${PEDAL}") { items { product { article_code } qty } totalQty } }`);
    const code = before.cart.items[0]?.product.article_code;
    const after = await update([{ cust_code: PEDAL, article_code: code, sorg: 'US01', qty: 0 }]);
    expect(after.cart?.items.map((i) => i.product.article_code)).not.toContain(code);
  });

  it('refuses more than the order limit with the spec message', async () => {
    const row = await one("SELECT p.article_code, p.order_limit FROM products p JOIN prices pr ON pr.product_id = p.id AND pr.sorg = 'US01' WHERE p.order_limit IS NOT NULL AND pr.dealer_price IS NOT NULL LIMIT 1");
    const limit = Number(row['order_limit']);
    const result = await update([{ cust_code: PEDAL, article_code: String(row['article_code']), sorg: 'US01', qty: limit + 1 }]);
    expect(result.message.status).toBe(false);
    expect(result.userErrors).toEqual([{ field: 'products.0.qty', message: `Maximum quantity that can be ordered is ${limit} EA` }]);
  });

  it('refuses an article whose price is not maintained', async () => {
    const row = await one("SELECT p.article_code, pr.sorg FROM products p JOIN prices pr ON pr.product_id = p.id WHERE pr.dealer_price IS NULL AND pr.sorg = 'US01' ORDER BY p.id LIMIT 1");
    const result = await update([{ cust_code: PEDAL, article_code: String(row['article_code']), sorg: String(row['sorg']), qty: 1 }]);
    expect(result.userErrors).toEqual([{ field: 'products.0.article_code', message: 'Price not maintained' }]);
  });

  it('refuses a quantity below zero and an unknown customer', async () => {
    const row = await one("SELECT p.article_code FROM products p JOIN prices pr ON pr.product_id = p.id AND pr.sorg = 'US01' WHERE pr.dealer_price IS NOT NULL LIMIT 1");
    const result = await update([
      { cust_code: PEDAL, article_code: String(row['article_code']), sorg: 'US01', qty: -1 },
      { cust_code: '0009999999', article_code: String(row['article_code']), sorg: 'US01', qty: 1 },
    ]);
    expect(result.userErrors.map((e) => e.field)).toEqual(['products.0.qty', 'products.1.cust_code']);
    expect(result.userErrors[0]?.message).toBe('Qty at least 1');
  });

  it('keeps separate totals for each company of a multi-company dealer', async () => {
    const de = await one("SELECT p.article_code, pr.dealer_price FROM products p JOIN prices pr ON pr.product_id = p.id AND pr.sorg = 'DE01' WHERE pr.dealer_price IS NOT NULL AND NOT EXISTS (SELECT 1 FROM discount_tiers d WHERE d.product_id = p.id AND d.sorg = 'DE01') LIMIT 1");
    const nl = await one("SELECT p.article_code, pr.dealer_price FROM products p JOIN prices pr ON pr.product_id = p.id AND pr.sorg = 'NL01' WHERE pr.dealer_price IS NOT NULL AND NOT EXISTS (SELECT 1 FROM discount_tiers d WHERE d.product_id = p.id AND d.sorg = 'NL01') LIMIT 1");
    const result = await update([
      { cust_code: RADHAUS, article_code: String(de['article_code']), sorg: 'DE01', qty: 1 },
      { cust_code: RADHAUS, article_code: String(nl['article_code']), sorg: 'NL01', qty: 2 },
    ]);
    expect(result.cart?.totals).toEqual([
      { sorg: 'DE01', currency: 'EUR', amount: Number(de['dealer_price']), qty: 1 },
      { sorg: 'NL01', currency: 'EUR', amount: Number(nl['dealer_price']) * 2, qty: 2 },
    ]);
    expect(result.cart?.totalQty).toBe(3);
  });
});
