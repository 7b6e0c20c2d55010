// Demo click-and-collect orders: each well-known dealer has orders in every status, the ones
// needing confirmation with articles still to choose.
import type { Client } from '@libsql/client';
import * as t from '../../db/schema/click-collect';
import { demoActors } from '../../demo/actors';
import { insertAll, rowsOf } from '../../demo/insert';
import { createRng } from '../../demo/prng';
import { PAYING_DEALER } from '../../ledger/demo/paying-dealer.demo';
import { CC_STATUSES } from '../../../src/domain/click-collect/click-collect.rules';

const SEED = 20_261_123;
const DEALERS = [demoActors.singleCompanyDealer.r3, demoActors.multiCompanyDealer.r3, PAYING_DEALER.r3, demoActors.customerVendor.r3];
const CONSUMERS = [['Alex', 'Morgan'], ['Sam', 'Rivera'], ['Jamie', 'Lee'], ['Robin', 'Schmidt'], ['Dewi', 'Lestari'], ['Noah', 'de Vries'], ['Mia', 'Clarke']] as const;
const ITEMS = [['Helmet Aero M', 'HLM-AERO-M'], ['Bottle 750 ml', 'BTL-750'], ['Front light 400 lm', 'LGT-F400'], ['Lock 90 cm', 'LCK-90'],
  ['Gloves L', 'GLV-L'], ['Pump mini', 'PMP-MINI'], ['Saddle comfort', 'SDL-CMF'], ['Kids bike 16"', 'KID-16']] as const;

export async function backfillClickCollect(client: Client, baseDate: string): Promise<void> {
  const present = await client.execute('SELECT 1 FROM cc_orders LIMIT 1');
  if (present.rows.length > 0) return;
  const rng = createRng(SEED);
  const orders: (typeof t.ccOrders.$inferInsert)[] = [];
  const lines: (typeof t.ccOrderLines.$inferInsert)[] = [];
  const base = Date.parse(`${baseDate}T10:00:00Z`);
  let serial = 0;
  for (const custCode of DEALERS) {
    // Every status once, and four orders still to confirm (stories choose their articles).
    const statuses = [...CC_STATUSES, 'need_confirmation', 'need_confirmation', 'need_confirmation', 'ready_to_pickup', 'ready_to_pickup'];
    statuses.forEach((status, i) => {
      const id = `CC${String(700_001 + serial++)}`;
      const [firstName, lastName] = rng.pick(CONSUMERS);
      orders.push({ id, custCode, status, firstName, lastName, createdAt: new Date(base - (i * 2 + 1) * 3_600_000 * 7).toISOString() });
      // Orders still to confirm have two or three articles, so a story can split them.
      // A partially shipped order has shipped some of its quantity, not all: two articles at least.
      const count = status === 'need_confirmation' ? 2 + (i % 2) : status === 'partially_shipped' ? 2 : rng.int(1, 3);
      for (let n = 0; n < count; n++) {
        const [name, sku] = ITEMS[(i + n * 3) % ITEMS.length] ?? ITEMS[0];
        const qty = rng.int(1, 3);
        const chosen = status === 'need_confirmation' ? null : status === 'ready_to_pickup' || status === 'complete' ? 'ready_to_pickup' : 'order_to_hq';
        const shipped = status === 'complete' || status === 'shipped' || (status === 'partially_shipped' && n === 0) ? qty : 0;
        lines.push({ id: `${id}-${n + 1}`, orderId: id, name, sku, qty, qtyShipped: shipped, shipment: chosen });
      }
    });
  }
  await insertAll(client, [rowsOf(t.ccOrders, orders), rowsOf(t.ccOrderLines, lines)]);
}
