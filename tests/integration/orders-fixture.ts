// A signed-in world for the order tests: the Hono app over a fresh seeded portal database, the
// embedded upstream on a temp file, and a second upstream connection to place orders as checkout does.
import { createClient } from '@libsql/client';
import { seedPortal } from '../../db/seed';
import { createApp } from '../../src/server/api/app';
import { createUpstreamClient } from '../../src/server/upstream';
import { createUpstreamDb, type UpstreamDb } from '../../upstream/db/client';
import { createOrderFromCheckout, type CheckoutOrderInput, type CreatedOrder } from '../../upstream/ledger/orders/create-order';
import { createTestApp, type TestApp } from '../support/app';
import { apiLogin, bearer, SITE, useTestSecret } from './auth-fixture';
import { openUpstreamFixture, type UpstreamFixture } from './upstream-fixture';

export const US_DEALER = '0001000123';
const DAY = 86_400_000;
export const isoDay = (offsetDays: number, from = Date.now()) => new Date(from + offsetDays * DAY).toISOString().slice(0, 10);

export interface OrdersWorld {
  t: TestApp;
  upstream: UpstreamFixture;
  /** Bearer headers of a demo account, optionally acting for a customer it selected. */
  login(username: string, actFor?: string): Promise<Record<string, string>>;
  place(overrides?: Partial<CheckoutOrderInput>): Promise<CreatedOrder>;
  /** A merchant id whose method is a bank transfer: orders paid with it wait for a receipt. */
  bankTransferId(sorg: string): Promise<string>;
  close(): Promise<void>;
}

export async function openOrdersWorld(): Promise<OrdersWorld> {
  useTestSecret();
  const upstream = await openUpstreamFixture('demo');
  const client = createUpstreamClient({ timeoutMs: 20_000, embedded: () => Promise.resolve(upstream.upstream) });
  const base = await createTestApp({ upstream: client });
  await seedPortal(base.services.db);
  const writer = await secondConnection(upstream);
  const t: TestApp = { ...base, app: createApp(base.services) };
  t.request = async (path, init) => t.app.request(path, init);
  return {
    t,
    upstream,
    async login(username, actFor) {
      const { requestToken } = await apiLogin(t, username);
      if (!actFor) return { ...bearer(requestToken), origin: SITE };
      const switched = await t.request(`/api/change-cust/${actFor}`, { method: 'POST', headers: { ...bearer(requestToken), origin: SITE } });
      if (switched.status !== 200) throw new Error(`change-cust ${actFor} failed: ${switched.status}`);
      const { requestToken: acting } = (await switched.json()) as { requestToken: string };
      return { ...bearer(acting), origin: SITE };
    },
    place: (overrides = {}) => writer.transaction((tx) => createOrderFromCheckout(tx, checkoutOrder(overrides))),
    async bankTransferId(sorg) {
      const { paymentMethods } = await upstream.gql<{ paymentMethods: { type: string; paymentMerchants: { id: string }[] }[] }>(
        'query P($s: String!) { paymentMethods(sorg: $s) { type paymentMerchants { id } } }',
        { s: sorg },
      );
      const id = paymentMethods.find((m) => m.type === 'Bank Transfer')?.paymentMerchants[0]?.id;
      if (!id) throw new Error(`no bank transfer merchant in ${sorg}`);
      return id;
    },
    async close() {
      base.cleanup();
      await upstream.close();
    },
  };
}

function checkoutOrder(overrides: Partial<CheckoutOrderInput>): CheckoutOrderInput {
  return {
    custCode: US_DEALER, sorg: 'US01', shipToId: 'ST-1', poNumber: 'PO-ORDERS-1', notes: null, requestDeliveryDate: isoDay(5), orderType: 'OR',
    lines: [
      { articleCode: 'TEST-BIKE-1', qty: 2, unitPrice: 125000, amount: 250000, currency: 'USD' },
      { articleCode: 'TEST-TUBE-1', qty: 10, unitPrice: 650, amount: 6500, currency: 'USD' },
    ],
    ...overrides,
  };
}

async function secondConnection(f: UpstreamFixture): Promise<UpstreamDb> {
  const file = (await f.sql.execute('PRAGMA database_list')).rows[0]?.['file'];
  return createUpstreamDb(createClient({ url: `file:${String(file)}`, timeout: 5_000 }));
}

export async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}
