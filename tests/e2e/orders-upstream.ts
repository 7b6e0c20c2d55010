// Places orders straight into the running server's embedded upstream, as checkout does, for the order
// stories the checkout screen cannot set up: an order placed days ago (shipped history) and one paid
// by bank transfer (the checkout offers only the on-account term). New orders go through the checkout
// (support/place-order.ts).
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { createUpstreamDb } from '../../upstream/db/client';
import { createOrderFromCheckout, type CheckoutOrderInput, type CreatedOrder } from '../../upstream/ledger/orders/create-order';

const DAY = 86_400_000;
export const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

function upstreamClient() {
  const dir = process.env['SPOKE_E2E_DATA_DIR'];
  if (!dir) throw new Error('SPOKE_E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return createClient({ url: `file:${join(dir, 'upstream.db')}`, timeout: 10_000 });
}

export async function placeOrder(overrides: Partial<CheckoutOrderInput> = {}): Promise<CreatedOrder> {
  const db = createUpstreamDb(upstreamClient());
  return db.transaction((tx) =>
    createOrderFromCheckout(tx, {
      custCode: '0001000123', sorg: 'US01', shipToId: 'ST-1', poNumber: `PO-E2E-${Date.now() % 100_000}`, notes: null, requestDeliveryDate: isoDay(5), orderType: 'OR',
      lines: [
        { articleCode: 'E2E-BIKE-1', qty: 2, unitPrice: 125000, amount: 250000, currency: 'USD' },
        { articleCode: 'E2E-TUBE-1', qty: 10, unitPrice: 650, amount: 6500, currency: 'USD' },
      ],
      ...overrides,
    }),
  );
}

/** A US01 merchant whose method is a bank transfer: the order then waits for its receipt. */
export async function bankTransferMerchant(): Promise<string> {
  const rows = await upstreamClient().execute(
    "select m.id from ledger_payment_merchants m join ledger_payment_methods p on p.id = m.method_id where p.type = 'Bank Transfer' and p.sorg = 'US01' limit 1",
  );
  const id = rows.rows[0]?.['id'];
  if (typeof id !== 'string') throw new Error('no bank transfer merchant in US01');
  return id;
}
