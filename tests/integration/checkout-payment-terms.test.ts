// Payment terms at checkout through the app against the embedded upstream: the dealer's own terms
// with their default, a foreign or missing term refused with nothing written, the chosen term on the
// order (open orders too) and in the confirmation mail, prepayment holding the order, and foreign customers refused.
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckoutDocument, OpenOrderV4Document, OrdersDocument, PaymentTermsDocument, ProductsDocument, ShiptoV2Document } from '../../src/server/upstream/generated';
import { jsonRequest } from '../support/app';
import { apiLogin, bearer, openAuthWorld, type AuthWorld } from './auth-fixture';

const US = '0001000123';
const DE = '0002000456';
let world: AuthWorld;
let dealer: Record<string, string>;
let shipto: string;

interface TermsBody {
  data: { options: { code: string; description: string }[]; defaultCode: string | null };
}
interface ErrorBody {
  error: { code: string; messageKey: string; issues?: { path: string; message: string }[] };
}
interface OrdersBody {
  data: { orders: { orderNumber: string; paymentTerm: string | null }[] };
}

beforeAll(async () => {
  world = await openAuthWorld();
  dealer = bearer((await apiLogin(world.t, 'dealer.us')).requestToken);
  const { shiptoV2 } = await world.upstream.request(ShiptoV2Document, { custCode: US });
  shipto = shiptoV2[0]?.id ?? '';
}, 120_000);
afterAll(() => world.close());

const checkout = (body: unknown, key = randomUUID()) => world.t.request('/api/checkout', jsonRequest('POST', body, { ...dealer, 'idempotency-key': key }));
const terms = async (): Promise<TermsBody['data']> => ((await (await world.t.request('/api/checkout/payment-terms', { headers: dealer })).json()) as TermsBody).data;
const cartQty = async (): Promise<number> => ((await (await world.t.request('/api/cart', { headers: dealer })).json()) as { data: { totalQty: number } }).data.totalQty;

async function fillCart(): Promise<void> {
  const { products } = await world.upstream.request(ProductsDocument, { custCode: US, sorg: 'US01', filter: { hasStock: true }, page: 1, limit: 50 });
  const product = products.data.find((p) => p.price && p.stock.available >= 2);
  if (!product) throw new Error('no orderable product in the demo data');
  const response = await world.t.request('/api/cart/lines', jsonRequest('PUT', { lines: [{ articleCode: product.article_code, sorg: 'US01', qty: 1 }] }, dealer));
  expect(response.status).toBe(200);
}

/** The plain-text body of an .eml the disk mailer wrote (base64 encoded). */
function mailText(eml: string): string {
  const body = /Content-Transfer-Encoding: base64\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(eml)?.[1] ?? '';
  return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
}

async function upstreamOrder(orderNumber: string) {
  const { orders } = await world.upstream.request(OrdersDocument, { filter: { custCode: US, search: orderNumber }, withPayment: true });
  return orders.data.find((o) => o.orderNumber === orderNumber);
}

describe('payment terms at checkout', () => {
  it("offers the dealer's own terms from the ERP with the ERP default preselected", async () => {
    await fillCart();
    const { paymentTerms } = await world.upstream.request(PaymentTermsDocument, { custCode: US, sorgs: ['US01'] });
    const offered = await terms();
    expect(offered.options.map((o) => o.code)).toEqual(paymentTerms.map((t) => t.code));
    expect(offered.defaultCode).toBe(paymentTerms.find((t) => t.isDefault)?.code);
    expect(offered.options.length).toBeGreaterThan(1);
  });

  it('places the order with the default term, keeps the term on the order and names it in the mail', async () => {
    await fillCart();
    const { defaultCode, options } = await terms();
    const response = await checkout({ shipto, paymentId: defaultCode });
    expect(response.status).toBe(201);
    const [order] = ((await response.json()) as OrdersBody).data.orders;
    expect(order?.paymentTerm).toBe(defaultCode);
    expect((await upstreamOrder(order?.orderNumber ?? ''))?.paymentTerm).toBe(defaultCode);
    const { openOrderV4 } = await world.upstream.request(OpenOrderV4Document, { custCode: US });
    const open = openOrderV4.flatMap((c) => c.orders).find((o) => o.orderNumber === order?.orderNumber);
    expect(open?.paymentTerm?.code).toBe(defaultCode);
    const mails = readdirSync(join(world.t.dir, 'mail')).map((f) => mailText(readFileSync(join(world.t.dir, 'mail', f), 'utf8')));
    const description = options.find((o) => o.code === defaultCode)?.description ?? '';
    expect(mails.find((m) => m.includes(order?.orderNumber ?? '-'))).toContain(`Payment term: ${description} (${defaultCode})`);
  });

  it("refuses a term that is not the dealer's, writes nothing and frees the key for the right term", async () => {
    await fillCart();
    const own = await terms();
    const { paymentTerms: others } = await world.upstream.request(PaymentTermsDocument, { custCode: DE });
    const foreign = others.find((t) => !own.options.some((o) => o.code === t.code));
    if (!foreign) throw new Error('the demo data gives the German dealer no term the US dealer lacks');
    const before = await cartQty();
    const key = randomUUID();
    const refused = await checkout({ shipto, paymentId: foreign.code }, key);
    expect(refused.status).toBe(422);
    const error = ((await refused.json()) as ErrorBody).error;
    expect(error).toMatchObject({ code: 'PAYMENT_TERM_NOT_ALLOWED', messageKey: 'checkout.payment_term_not_allowed' });
    expect(error.issues?.map((i) => i.path)).toEqual(['paymentId']);
    expect(await cartQty()).toBe(before);
    expect((await checkout({ shipto, paymentId: own.defaultCode }, key)).status).toBe(201);
  });

  it('asks for a payment term when none is sent', async () => {
    const response = await checkout({ shipto });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error.issues?.map((i) => i.path)).toContain('paymentId');
  });

  it('holds an order placed on prepayment until it is paid', async () => {
    await fillCart();
    const { paymentTerms } = await world.upstream.request(PaymentTermsDocument, { custCode: US });
    const prepayment = paymentTerms.find((t) => t.kind === 'prepayment');
    if (!prepayment) throw new Error('the US dealer has no prepayment term in the demo data');
    const response = await checkout({ shipto, paymentId: prepayment.code });
    expect(response.status).toBe(201);
    const [placed] = ((await response.json()) as OrdersBody).data.orders;
    const order = await upstreamOrder(placed?.orderNumber ?? '');
    expect(order?.status.pendingB2B).toBe(true);
    expect(order?.payment?.paymentStatus).toBe('waiting');
  });

  it("refuses another dealer's terms and checkout for another dealer", async () => {
    expect((await world.t.request(`/api/checkout/payment-terms?custCode=${DE}`, { headers: dealer })).status).toBe(403);
    expect((await checkout({ shipto, paymentId: 'N030', custCode: DE })).status).toBe(403);
  });

  it('refuses a foreign term at the upstream too, when called past the portal', async () => {
    await fillCart();
    const own = await terms();
    const { paymentTerms } = await world.upstream.request(PaymentTermsDocument, { custCode: DE });
    const foreign = paymentTerms.find((t) => !own.options.some((o) => o.code === t.code));
    const { checkout: result } = await world.upstream.request(CheckoutDocument, { custCode: US, shipto, paymentId: foreign?.code ?? '', idempotencyKey: randomUUID() });
    expect(result.orders).toEqual([]);
    expect(result.userErrors.map((e) => e.field)).toEqual(['paymentId']);
    expect(await cartQty()).toBeGreaterThan(0);
  });
});
