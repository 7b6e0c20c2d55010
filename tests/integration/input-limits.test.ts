// Inputs past what the upstream contract can hold are answered by the portal in its envelope and
// never reach the upstream: quantities past the 32-bit Int (cart, fast order, repeat order) and
// texts past the contract's stated lengths (consumer voice).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseFastOrder } from '../../src/domain/cart/fast-order.rules';
import { CONSUMER_VOICE_MAX } from '../../src/domain/validation/consumer-voice.schema';
import { MAX_LINE_QTY } from '../../src/domain/validation/order-fields.rules';
import { readCart, updateCart } from '../../src/server/cart/cart.service';
import { fastOrder } from '../../src/server/cart/fast-order.service';
import { ProductsDocument } from '../../src/server/upstream/generated';
import { jsonRequest } from '../support/app';
import { openOrdersWorld, type OrdersWorld } from './orders-fixture';

const US = '0001000123';
const PAST_INT = 2_147_483_648;
let world: OrdersWorld;
let dealer: Record<string, string>;
/** A priced article made free of an order limit, so only the portal's maximum applies. */
let unlimited = '';

interface ErrorBody {
  error: { code: string; messageKey: string; issues?: { path: string; message: string }[] };
}
interface CartBody {
  data: { lines: { articleCode: string; qty: number }[]; totalQty: number };
  lineErrors: { articleCode: string; code: string; message: string; messageKey?: string; params?: Record<string, number> }[];
}

beforeAll(async () => {
  world = await openOrdersWorld();
  dealer = await world.login('dealer.us');
  const { products } = await world.t.services.upstream.request(ProductsDocument, { custCode: US, sorg: 'US01', page: 1, limit: 20, filter: { category: 'PAA' } });
  unlimited = products.data.find((p) => p.price)?.article_code ?? '';
  expect(unlimited).not.toBe('');
  await world.upstream.sql.execute({ sql: 'UPDATE products SET order_limit = NULL WHERE article_code = ?', args: [unlimited] });
  // Plenty in stock, so the fast order's stock check lets the line through to the cart.
  await world.upstream.sql.execute({ sql: 'UPDATE stock SET qty = 1000000 WHERE product_id = (SELECT id FROM products WHERE article_code = ?)', args: [unlimited] });
}, 120_000);
afterAll(() => world.close());
beforeEach(async () => {
  const cart = await readCart(world.t.services.upstream, US);
  if (cart.lines.length) await updateCart(world.t.services.upstream, US, { mode: 'set', lines: cart.lines.map((l) => ({ articleCode: l.articleCode, sorg: l.sorg, qty: 1 })) });
  for (const line of cart.lines) await world.t.request(`/api/cart/lines?articleCode=${line.articleCode}&sorg=US01`, { method: 'DELETE', headers: dealer });
});

const put = (body: unknown) => world.t.request('/api/cart/lines', jsonRequest('PUT', body, dealer));

describe('cart quantities', () => {
  it.each([PAST_INT, MAX_LINE_QTY + 1, Number.MAX_SAFE_INTEGER])('answers 400 with the maximum message for qty %i', async (qty) => {
    const res = await put({ lines: [{ articleCode: unlimited, sorg: 'US01', qty }], mode: 'add' });
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorBody;
    expect(body.error.code).toBe('VALIDATION');
    expect(body.error.issues).toEqual([{ path: 'lines.0.qty', message: 'validation.max_qty', text: 'Qty can be at most 99,999' }]);
  });

  it('takes the maximum itself', async () => {
    const res = await put({ lines: [{ articleCode: unlimited, sorg: 'US01', qty: MAX_LINE_QTY }] });
    expect(res.status).toBe(200);
    expect(((await res.json()) as CartBody).data.totalQty).toBe(MAX_LINE_QTY);
  });

  it('refuses an add that would push a line past the maximum with 422 and leaves the line as it was', async () => {
    expect((await put({ lines: [{ articleCode: unlimited, sorg: 'US01', qty: MAX_LINE_QTY }] })).status).toBe(200);
    const res = await put({ lines: [{ articleCode: unlimited, sorg: 'US01', qty: MAX_LINE_QTY }], mode: 'add' });
    expect(res.status).toBe(422);
    const body = (await res.json()) as CartBody;
    expect(body.lineErrors).toEqual([
      { articleCode: unlimited, sorg: 'US01', code: 'order_limit', message: `Maximum quantity that can be ordered is ${MAX_LINE_QTY} EA`, messageKey: 'cart.max_qty', params: { limit: MAX_LINE_QTY } },
    ]);
    expect(body.data.lines).toEqual([expect.objectContaining({ articleCode: unlimited, qty: MAX_LINE_QTY })]);
  });

  it('refuses the same article twice in one request when the sum passes the maximum', async () => {
    const line = { articleCode: unlimited, sorg: 'US01', qty: MAX_LINE_QTY };
    const res = await put({ lines: [line, line] });
    expect(res.status).toBe(422);
    expect(((await res.json()) as CartBody).lineErrors.map((e) => e.code)).toEqual(['order_limit']);
  });
});

describe('fast order quantities', () => {
  it('reports a quantity past the maximum as a problem of its line', () => {
    const parsed = parseFastOrder(`${unlimited} ${PAST_INT}\n${unlimited} 2`);
    expect(parsed.problems).toEqual([{ lineNo: 1, raw: `${unlimited} ${PAST_INT}`, messageKey: 'fast_order.qty_max' }]);
    expect(parsed.lines).toEqual([{ lineNo: 2, articleCode: unlimited, qty: 2 }]);
  });

  it('refuses lines whose sum with the cart passes the maximum instead of failing the whole order', async () => {
    await updateCart(world.t.services.upstream, US, { mode: 'set', lines: [{ articleCode: unlimited, sorg: 'US01', qty: MAX_LINE_QTY }] });
    const { results } = await fastOrder(world.t.services.upstream, US, 'US01', [{ lineNo: 1, articleCode: unlimited, qty: MAX_LINE_QTY }]);
    expect(results.map((r) => r.problem?.code ?? null)).toEqual(['order_limit']);
    expect((await readCart(world.t.services.upstream, US)).totalQty).toBe(MAX_LINE_QTY);
  });
});

describe('consumer voice length', () => {
  const send = (message: string) => world.t.request('/api/consumer-voice', jsonRequest('POST', { message }, dealer));

  it('takes a message of exactly the contract limit', async () => {
    expect((await send('a'.repeat(CONSUMER_VOICE_MAX))).status).toBe(201);
  });

  it('answers 400 in the envelope for a message past the limit', async () => {
    const res = await send('a'.repeat(CONSUMER_VOICE_MAX + 1));
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.issues).toEqual([{ path: 'message', message: 'consumer_voice.too_long', text: 'The message can have at most 2,000 characters (a line break counts as two)' }]);
  });

  it('counts each line break as the two characters the upstream receives', async () => {
    const lines = Array.from({ length: 400 }, () => 'abcd').join('\n'); // 1,999 typed, 2,398 sent
    const res = await send(lines);
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.issues).toEqual([{ path: 'message', message: 'consumer_voice.too_long', text: 'The message can have at most 2,000 characters (a line break counts as two)' }]);
  });
});
