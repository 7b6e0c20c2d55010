// checkoutThirdPartyV2: one order with one vendor from the lines sent; the same idempotency key
// answers with the order it already made. Nothing is written when a line or the ship-to fails.
import { and, eq, inArray } from 'drizzle-orm';
import { shipTos } from '../db/schema/sales';
import { tpCartItems, tpOrderLines, tpOrders, tpProducts } from '../db/schema/third-party';
import { nextSequence, type LedgerDb } from '../ledger/db';
import { message } from '../resolvers';
import { orderViews } from './orders.repo';
import { productOf } from './products.repo';

type Product = NonNullable<Awaited<ReturnType<typeof productOf>>>;
import { vendorsFor } from './vendors.repo';

export interface CheckoutArgs {
  custCode: string;
  shipment: { vendorId: string; shipto: string; reqDeliveryDate?: string | null; notes?: string | null };
  products: { articleCode: string; qty: number }[];
  idempotencyKey?: string | null;
}

const refused = (field: string, text: string) => ({ orders: [], productErrors: [], userErrors: [{ field, message: text }], message: message(false, text) });

export async function checkoutThirdParty(db: LedgerDb, args: CheckoutArgs, now: Date) {
  if (args.idempotencyKey) {
    const done = await db.select().from(tpOrders).where(eq(tpOrders.idempotencyKey, args.idempotencyKey));
    if (done.length > 0) return { orders: await orderViews(db, done), productErrors: [], userErrors: [], message: message(true) };
  }
  const { vendorId, shipto } = args.shipment;
  const vendor = (await vendorsFor(db, args.custCode)).find((v) => v.id === vendorId);
  if (!vendor) return refused('vendorId', 'Vendor not available');
  const [address] = await db.select().from(shipTos).where(and(eq(shipTos.id, shipto), eq(shipTos.custCode, args.custCode))).limit(1);
  if (!address) return refused('shipto', 'There were changes on the ship-to data, refresh the page');
  if (args.products.length === 0) return refused('products', 'The cart is empty');
  const productErrors = [];
  const lines: { product: Product; qty: number }[] = [];
  for (const line of args.products) {
    const product = await productOf(db, vendorId, line.articleCode);
    if (!product || !product.orderFlag) productErrors.push({ article_code: line.articleCode, sorg: null, code: 'not_found', message: 'Product not found', available: null, limit: null });
    else if (line.qty < 1) productErrors.push({ article_code: line.articleCode, sorg: null, code: 'qty', message: 'Qty at least 1', available: null, limit: null });
    else if (line.qty > product.stock) productErrors.push({ article_code: line.articleCode, sorg: null, code: 'stock', message: 'Order exceeds available stock', available: product.stock, limit: null });
    else lines.push({ product, qty: line.qty });
  }
  if (productErrors.length > 0) return { orders: [], productErrors, userErrors: [], message: message(false, 'Some products can not be ordered') };
  const orderNo = `TP${await nextSequence(db, 'tp_order', 500_001)}`;
  const total = lines.reduce((sum, l) => sum + l.product.price * l.qty, 0);
  await db.transaction(async (tx) => {
    await tx.insert(tpOrders).values({
      orderNo, custCode: args.custCode, vendorId, reqDeliveryDate: args.shipment.reqDeliveryDate ?? null, notes: args.shipment.notes ?? null, shiptoId: address.id,
      address: [address.name, address.address, `${address.postalCode ?? ''} ${address.city}`.trim(), address.country].join(', '), currency: vendor.currency,
      totalOrder: total, qty: lines.reduce((sum, l) => sum + l.qty, 0), createdAt: now.toISOString(), idempotencyKey: args.idempotencyKey ?? null,
    });
    await tx.insert(tpOrderLines).values(lines.map((l) => ({
      orderNo, articleCode: l.product.articleCode, description: l.product.description, price: l.product.price, orderQty: l.qty,
      salesUnit: l.product.salesUnit, subtotal: l.product.price * l.qty, status: 'open',
    })));
    for (const l of lines) await tx.update(tpProducts).set({ stock: l.product.stock - l.qty }).where(eq(tpProducts.id, l.product.id));
    await tx.delete(tpCartItems).where(and(eq(tpCartItems.custCode, args.custCode), eq(tpCartItems.vendorId, vendorId), inArray(tpCartItems.articleCode, lines.map((l) => l.product.articleCode))));
  });
  const created = await db.select().from(tpOrders).where(eq(tpOrders.orderNo, orderNo));
  return { orders: await orderViews(db, created), productErrors: [], userErrors: [], message: message(true) };
}
