import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openUpstreamFixture, type UpstreamFixture } from './upstream-fixture';

interface CheckoutResult {
  orders: { orderNumber: string; soNumber: string; sorg: string; amount: number; qty: number; lines: { article_code: string; qty: number }[] }[];
  productErrors: { article_code: string; code: string; message: string; available: number | null }[];
  userErrors: { field: string; message: string }[];
  message: { status: boolean };
}

const CHECKOUT = `mutation C($custCode: String!, $shipto: String!, $paymentId: String!, $poNumber: String, $notes: String,
  $requestDeliveryDate: Date, $orderType: String, $idempotencyKey: String!, $creditCheck: Boolean) {
  checkout(custCode: $custCode, shipto: $shipto, paymentId: $paymentId, poNumber: $poNumber, notes: $notes,
    requestDeliveryDate: $requestDeliveryDate, orderType: $orderType, idempotencyKey: $idempotencyKey, creditCheck: $creditCheck) {
    orders { orderNumber soNumber sorg amount qty lines { article_code qty } }
    productErrors { article_code code message available } userErrors { field message } message { status description }
  } }`;
const UPDATE = 'mutation U($products: [CartProductInput!]!) { updateProductsInCart(products: $products) { userErrors { field message } } }';
const PEDAL = '0001000123';

let f: UpstreamFixture;
let shipto = '';
let key = 0;

async function stocked(minimum: number): Promise<{ code: string; stock: number; id: number }> {
  const rs = await f.sql.execute({
    sql: `SELECT p.id, p.article_code, sum(s.qty) AS total FROM products p JOIN prices pr ON pr.product_id = p.id AND pr.sorg = 'US01'
      JOIN stock s ON s.product_id = p.id AND s.sorg = 'US01' WHERE pr.dealer_price IS NOT NULL AND (p.order_limit IS NULL OR p.order_limit >= ?)
      GROUP BY p.id HAVING total >= ? ORDER BY p.id LIMIT 1 OFFSET ?`,
    args: [minimum, minimum, key],
  });
  const row = rs.rows[0];
  if (!row) throw new Error('no stocked article');
  return { code: String(row['article_code']), stock: Number(row['total']), id: Number(row['id']) };
}

async function fillCart(code: string, qty: number): Promise<void> {
  const data = await f.gql<{ updateProductsInCart: { userErrors: unknown[] } }>(UPDATE, { products: [{ cust_code: PEDAL, article_code: code, sorg: 'US01', qty }] });
  expect(data.updateProductsInCart.userErrors).toEqual([]);
}

const checkout = (vars: Record<string, unknown>) =>
  f.gql<{ checkout: CheckoutResult }>(CHECKOUT, { custCode: PEDAL, shipto, paymentId: 'TOP', idempotencyKey: `key-${key}`, ...vars }).then((r) => r.checkout);

beforeAll(async () => {
  f = await openUpstreamFixture();
  const rows = await f.sql.execute({ sql: 'SELECT id FROM ship_tos WHERE cust_code = ? ORDER BY id', args: [PEDAL] });
  shipto = String(rows.rows[0]?.['id']);
});
afterAll(async () => {
  await f.close();
});
beforeEach(() => {
  key += 1;
});

describe('checkout', () => {
  it('creates one order for a retried checkout, reserves stock and empties the cart', async () => {
    const article = await stocked(3);
    await fillCart(article.code, 2);
    const first = await checkout({ poNumber: 'PO-4711', notes: 'Deliver to the back door' });
    expect(first.message.status).toBe(true);
    expect(first.orders).toHaveLength(1);
    expect(first.orders[0]).toMatchObject({ sorg: 'US01', qty: 2, lines: [{ article_code: article.code, qty: 2 }] });
    const retry = await checkout({ poNumber: 'PO-4711', notes: 'Deliver to the back door' });
    expect(retry).toEqual(first);
    const orders = await f.sql.execute({ sql: 'SELECT count(*) AS n FROM ledger_orders WHERE cust_code = ? AND po_number = ?', args: [PEDAL, 'PO-4711'] });
    expect(Number(orders.rows[0]?.['n'])).toBe(1);
    const left = await f.sql.execute({ sql: "SELECT sum(qty) AS total FROM stock WHERE product_id = ? AND sorg = 'US01'", args: [article.id] });
    expect(Number(left.rows[0]?.['total'])).toBe(article.stock - 2);
    const cart = await f.gql<{ cart: { items: unknown[] } }>(`{ cart(custCode: "${PEDAL}") { items { qty } } }`);
    expect(cart.cart.items).toEqual([]);
  });

  it('refuses to reuse an idempotency key for a different checkout', async () => {
    const article = await stocked(2);
    await fillCart(article.code, 1);
    const first = await checkout({ poNumber: 'PO-1' });
    expect(first.message.status).toBe(true);
    const other = await checkout({ poNumber: 'PO-2' });
    expect(other.userErrors).toEqual([{ field: 'idempotencyKey', message: 'This idempotency key was used for a different checkout' }]);
  });

  it('reports an article ordered beyond its stock and keeps the cart', async () => {
    const article = await stocked(1);
    const limitRow = await f.sql.execute({ sql: 'SELECT order_limit FROM products WHERE id = ?', args: [article.id] });
    const limit = limitRow.rows[0]?.['order_limit'];
    await f.sql.execute({ sql: "UPDATE stock SET qty = 1 WHERE product_id = ? AND sorg = 'US01'", args: [article.id] });
    await fillCart(article.code, Math.min(5, limit === null ? 5 : Number(limit)));
    const result = await checkout({});
    expect(result.message.status).toBe(false);
    expect(result.orders).toEqual([]);
    expect(result.productErrors).toEqual([{ article_code: article.code, code: 'stock', message: 'Order exceeds available stock', available: 2 }]);
    const preOrder = await checkout({ orderType: 'PO' });
    expect(preOrder.message.status).toBe(true);
  });

  it('validates PO number, notes, delivery date and order type', async () => {
    const result = await checkout({ poNumber: 'P'.repeat(36), notes: 'n'.repeat(101), requestDeliveryDate: '2001-01-01', orderType: 'XX' });
    expect(result.userErrors.map((e) => e.field)).toEqual(['poNumber', 'notes', 'requestDeliveryDate', 'orderType']);
    expect(result.orders).toEqual([]);
  });

  it('refuses a ship-to of another customer, an unknown payment method and an empty cart', async () => {
    const foreign = await f.sql.execute({ sql: 'SELECT id FROM ship_tos WHERE cust_code <> ? LIMIT 1', args: [PEDAL] });
    const wrongShipTo = await checkout({ shipto: String(foreign.rows[0]?.['id']) });
    expect(wrongShipTo.userErrors).toEqual([{ field: 'shipto', message: 'There were changes on the ship-to data, refresh the page' }]);
    const empty = await checkout({});
    expect(empty.userErrors).toEqual([{ field: 'cart', message: 'Your cart is empty' }]);
    const article = await stocked(2);
    await fillCart(article.code, 1);
    const badPayment = await checkout({ paymentId: 'NL01-CC-ADYEN' });
    expect(badPayment.userErrors[0]?.field).toBe('paymentId');
    const prepaid = await checkout({ paymentId: 'US01-CC-STRIPE' });
    expect(prepaid.message.status).toBe(true);
  });

  it('refuses an on-account order the credit balance cannot cover when the host checks credit', async () => {
    const article = await stocked(2);
    await fillCart(article.code, 1);
    await f.sql.execute({ sql: "UPDATE ledger_credit SET credit_limit = 0 WHERE cust_code = ? AND sorg = 'US01'", args: [PEDAL] });
    const refused = await checkout({ creditCheck: true });
    expect(refused.userErrors).toEqual([{ field: 'credit', message: 'Your order can not be processed due to insufficient order balance.' }]);
    const prepaid = await checkout({ creditCheck: true, paymentId: 'US01-ACH-STRIPE' });
    expect(prepaid.message.status).toBe(true);
  });
});
