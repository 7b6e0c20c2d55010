// Demo third-party data: three partner vendors (one of them the customer-vendor Velo Nusantara)
// with products, stock and prices, and orders of the well-known dealers in every status.
import type { Client } from '@libsql/client';
import * as t from '../../db/schema/third-party';
import { demoActors } from '../../demo/actors';
import { insertAll, rowsOf } from '../../demo/insert';
import { createRng } from '../../demo/prng';
import { fromUsd } from '../../ledger/demo/money.demo';
import { PAYING_DEALER } from '../../ledger/demo/paying-dealer.demo';
import { tpOrderStatus } from '../../../src/domain/third-party/third-party.rules';

const SEED = 20_261_117;

export const TP_VENDORS = [
  { id: 'TPV01', name: demoActors.customerVendor.name, email: 'orders@velo-nusantara.example', custCode: demoActors.customerVendor.r3, sorgs: 'ID01', currency: 'IDR',
    address: 'Jl. Rungkut Industri 12, 60293 Surabaya, Indonesia', priceSorg: 'ID01' },
  { id: 'TPV02', name: 'Cascade Tire Works', email: 'sales@cascade-tires.example', custCode: null, sorgs: 'US01,ID01', currency: 'USD',
    address: '820 Industrial Way, 98108 Seattle, United States', priceSorg: 'US01' },
  { id: 'TPV03', name: 'Summit Racks & Bags', email: 'trade@summit-racks.example', custCode: null, sorgs: 'US01,DE01,NL01', currency: 'USD',
    address: '45 Canyon Road, 80302 Boulder, United States', priceSorg: 'US01' },
] as const;

const KINDS: Record<string, readonly (readonly [string, number])[]> = {
  TPV01: [['Rim tape', 2], ['Bamboo bottle cage', 9], ['Rattan basket', 24], ['Batik saddle cover', 12], ['Kickstand', 11], ['Bell', 4], ['Mudguard set', 15], ['Chain cleaner', 7]],
  TPV02: [['Road tyre 700x25', 38], ['Gravel tyre 700x40', 52], ['MTB tyre 29x2.4', 61], ['Inner tube 700c', 7], ['Tubeless sealant 500 ml', 19], ['Tyre lever set', 5], ['Valve core kit', 6], ['Rim strip', 4]],
  TPV03: [['Pannier 20 l', 79], ['Rear rack', 64], ['Frame bag', 45], ['Handlebar bag', 58], ['Saddle bag', 33], ['Front rack', 71], ['Cargo strap', 9], ['Top tube bag', 29]],
};
const VARIANTS = ['black', 'grey', 'green', 'blue', 'red', 'sand', 'olive', 'orange'];
const UNITS = [['EA', 1], ['BOX', 12], ['PAK', 6]] as const;

export function generateThirdPartyProducts(perVendor: number) {
  const rng = createRng(SEED);
  const rows: (typeof t.tpProducts.$inferInsert)[] = [];
  for (const vendor of TP_VENDORS) {
    const kinds = KINDS[vendor.id] ?? [];
    for (let i = 0; i < perVendor; i++) {
      const [kind, usd] = kinds[i % kinds.length] ?? ['Part', 10];
      const variant = VARIANTS[Math.floor(i / kinds.length) % VARIANTS.length] ?? 'black';
      const series = Math.floor(i / (kinds.length * VARIANTS.length));
      const [unit, per] = i % 5 === 4 ? (UNITS[1 + (i % 2)] ?? UNITS[0]) : UNITS[0];
      rows.push({
        vendorId: vendor.id, articleCode: `${vendor.id.slice(3)}-${String(i + 1).padStart(5, '0')}`,
        description: `${kind} ${variant}${series > 0 ? ` ${series + 1}` : ''}`, price: fromUsd(vendor.priceSorg, usd * per),
        imageUrl: null, salesUnit: unit, uomConverter: per, stock: i % 7 === 3 ? 0 : rng.int(5, 400), orderFlag: true,
        // Every twelfth article is a new arrival with an open-ended window, so the catalogue shows some.
        newArrivalFrom: null, newArrivalTo: null, newArrivalActive: i % 12 === 5,
      });
    }
  }
  return rows;
}

interface DemoOrder {
  custCode: string;
  vendorId: string;
  lineStatuses: readonly string[];
  daysAgo: number;
}

const DEMO_ORDERS: readonly DemoOrder[] = [
  { custCode: demoActors.singleCompanyDealer.r3, vendorId: 'TPV02', lineStatuses: ['open', 'open'], daysAgo: 2 },
  { custCode: demoActors.singleCompanyDealer.r3, vendorId: 'TPV03', lineStatuses: ['shipped', 'shipped'], daysAgo: 20 },
  { custCode: demoActors.singleCompanyDealer.r3, vendorId: 'TPV02', lineStatuses: ['shipped', 'confirmed', 'open'], daysAgo: 9 },
  { custCode: demoActors.multiCompanyDealer.r3, vendorId: 'TPV03', lineStatuses: ['confirmed'], daysAgo: 4 },
  { custCode: PAYING_DEALER.r3, vendorId: 'TPV01', lineStatuses: ['open', 'open', 'open'], daysAgo: 1 },
  { custCode: PAYING_DEALER.r3, vendorId: 'TPV01', lineStatuses: ['confirmed', 'confirmed'], daysAgo: 6 },
  { custCode: PAYING_DEALER.r3, vendorId: 'TPV01', lineStatuses: ['shipped', 'cancelled'], daysAgo: 30 },
  { custCode: PAYING_DEALER.r3, vendorId: 'TPV02', lineStatuses: ['cancelled'], daysAgo: 45 },
];

export async function backfillThirdParty(client: Client, baseDate: string, size: string | undefined): Promise<void> {
  const present = await client.execute('SELECT 1 FROM tp_vendors LIMIT 1');
  if (present.rows.length > 0) return;
  const perVendor = size === 'bench' ? 6_667 : 64;
  const products = generateThirdPartyProducts(perVendor);
  const shipTos = await client.execute('SELECT id, cust_code, name, address, city, postal_code, country FROM ship_tos ORDER BY is_default DESC, id');
  const orders: (typeof t.tpOrders.$inferInsert)[] = [];
  const lines: (typeof t.tpOrderLines.$inferInsert)[] = [];
  const base = Date.parse(`${baseDate}T09:00:00Z`);
  DEMO_ORDERS.forEach((demo, n) => {
    const ship = shipTos.rows.find((r) => r['cust_code'] === demo.custCode);
    const vendor = TP_VENDORS.find((v) => v.id === demo.vendorId);
    if (!ship || !vendor) return;
    const orderNo = `TP${400_001 + n}`;
    const picked = products.filter((p) => p.vendorId === demo.vendorId).slice(n * 3, n * 3 + demo.lineStatuses.length);
    const orderLines = picked.map((p, i) => ({ orderNo, articleCode: p.articleCode, description: p.description, price: p.price, orderQty: i + 2,
      salesUnit: p.salesUnit, subtotal: p.price * (i + 2), status: demo.lineStatuses[i] ?? 'open' }));
    lines.push(...orderLines);
    const created = new Date(base - demo.daysAgo * 86_400_000);
    orders.push({
      orderNo, custCode: demo.custCode, vendorId: demo.vendorId, reqDeliveryDate: new Date(created.getTime() + 14 * 86_400_000).toISOString().slice(0, 10),
      notes: tpOrderStatus(demo.lineStatuses) === 'cancelled' ? 'Cancelled by the vendor: discontinued' : null, shiptoId: String(ship['id']),
      address: [ship['name'], ship['address'], `${ship['postal_code'] ?? ''} ${ship['city']}`.trim(), ship['country']].join(', '), currency: vendor.currency,
      totalOrder: orderLines.reduce((s, l) => s + l.subtotal, 0), qty: orderLines.reduce((s, l) => s + l.orderQty, 0), createdAt: created.toISOString(), idempotencyKey: null,
    });
  });
  await insertAll(client, [
    rowsOf(t.tpVendors, TP_VENDORS.map(({ priceSorg: _, ...v }) => v)),
    rowsOf(t.tpProducts, products),
    rowsOf(t.tpOrders, orders),
    rowsOf(t.tpOrderLines, lines),
  ]);
}
