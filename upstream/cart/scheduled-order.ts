// placeScheduledOrder: a pre-season booking month becomes one order without touching the cart. The
// upstream prices it (dealer price, the article's tiers and the early-order tier through the shared
// rule) and keeps the dating terms on the order; a retry with the same key returns the first result.
import { and, desc, eq } from 'drizzle-orm';
import type { UpstreamContext } from '../db/client';
import { checkouts } from '../db/schema/cart';
import { shipTos } from '../db/schema/sales';
import { areasOf, findCustomer } from '../customers/customers.repo';
import { createOrderFromCheckout, PRESEASON_ORDER_TYPE } from '../ledger/orders/create-order';
import { sorgInfo } from '../catalog/sorgs.repo';
import { earlyOrderTier, priceLine } from '../../src/domain/price.rules';
import { isoDateValid, message, type UserError } from '../resolvers';
import { productsByCode } from './cart.view';

export interface ScheduledOrderArgs {
  custCode: string;
  sorg: string;
  shipto?: string | null;
  requestDeliveryDate: string;
  invoiceDueDate: string;
  discountPercent?: number | null;
  poNumber?: string | null;
  lines: { article_code: string; qty: number }[];
  idempotencyKey: string;
}

const failed = (userErrors: UserError[]) => ({ orders: [], productErrors: [], userErrors, message: message(false, 'Please check again all of your input') });

function argErrors(a: ScheduledOrderArgs): UserError[] {
  const errors: UserError[] = [];
  if (!a.idempotencyKey.trim() || a.idempotencyKey.length > 120) errors.push({ field: 'idempotencyKey', message: 'Required' });
  if (!isoDateValid(a.requestDeliveryDate)) errors.push({ field: 'requestDeliveryDate', message: 'Must be a date (yyyy-mm-dd)' });
  if (!isoDateValid(a.invoiceDueDate)) errors.push({ field: 'invoiceDueDate', message: 'Must be a date (yyyy-mm-dd)' });
  if ((a.poNumber ?? '').length > 35) errors.push({ field: 'poNumber', message: 'PO number must be at most 35 characters' });
  const pct = a.discountPercent ?? 0;
  if (!Number.isFinite(pct) || pct < 0 || pct > 100) errors.push({ field: 'discountPercent', message: 'Must be between 0 and 100' });
  if (a.lines.length === 0 || a.lines.length > 2_000) errors.push({ field: 'lines', message: 'An order needs 1 to 2000 lines' });
  if (a.lines.some((l) => !Number.isInteger(l.qty) || l.qty < 1)) errors.push({ field: 'lines', message: 'Quantities must be whole numbers of at least 1' });
  return errors;
}

const hashOf = (a: ScheduledOrderArgs) =>
  JSON.stringify(['scheduled', a.custCode, a.sorg, a.shipto ?? '', a.requestDeliveryDate, a.invoiceDueDate, a.discountPercent ?? 0, a.poNumber ?? '', a.lines]);

export async function placeScheduledOrder(args: ScheduledOrderArgs, ctx: UpstreamContext) {
  const errors = argErrors(args);
  if (errors.length) return failed(errors);
  const [stored] = await ctx.db.select().from(checkouts).where(eq(checkouts.idempotencyKey, args.idempotencyKey));
  if (stored) return stored.requestHash === hashOf(args) ? JSON.parse(stored.result) : failed([{ field: 'idempotencyKey', message: 'This idempotency key was used for a different order' }]);
  const customer = await findCustomer(ctx.db, args.custCode);
  if (!customer) return failed([{ field: 'custCode', message: 'This customer does not belong to you anymore, please contact sales support' }]);
  if (!(await areasOf(ctx.db, [customer.r3])).some((a) => a.sorg === args.sorg)) return failed([{ field: 'sorg', message: 'Article is not available in this sales organisation' }]);
  const shipTo = await shipToOf(ctx, customer.r3, args.shipto ?? null);
  if (!shipTo) return failed([{ field: 'shipto', message: 'There were changes on the ship-to data, refresh the page' }]);
  const products = await productsByCode(ctx, args.sorg, args.lines.map((l) => l.article_code));
  const currency = (await sorgInfo(ctx, args.sorg)).currency;
  const extra = (args.discountPercent ?? 0) > 0 ? [earlyOrderTier(args.discountPercent ?? 0)] : [];
  const productErrors = [];
  const lines: OrderLine[] = [];
  for (const line of args.lines) {
    const product = products.get(line.article_code);
    if (!product?.price || product.sorg !== args.sorg) {
      productErrors.push({ article_code: line.article_code, sorg: args.sorg, code: 'not_found', message: 'Article is not available in this sales organisation', available: null, limit: null });
      continue;
    }
    const priced = priceLine(product.price.dealer, line.qty, [...product.tiers, ...extra]);
    lines.push({ articleCode: line.article_code, qty: line.qty, unitPrice: priced.unitPrice, amount: priced.amount, currency });
  }
  if (productErrors.length) return { orders: [], productErrors, userErrors: [], message: message(false, 'Some products can not be ordered') };
  try {
    return await insertOrder(ctx, args, customer.r3, shipTo, currency, lines);
  } catch (error) {
    const [twin] = await ctx.db.select().from(checkouts).where(eq(checkouts.idempotencyKey, args.idempotencyKey));
    if (twin?.requestHash === hashOf(args)) return JSON.parse(twin.result);
    throw error;
  }
}

type OrderLine = { articleCode: string; qty: number; unitPrice: number; amount: number; currency: string };

async function insertOrder(ctx: UpstreamContext, args: ScheduledOrderArgs, r3: string, shipTo: string, currency: string, lines: OrderLine[]) {
  return ctx.db.transaction(async (tx) => {
    const created = await createOrderFromCheckout(tx, {
      custCode: r3, sorg: args.sorg, shipToId: shipTo, poNumber: args.poNumber ?? null, notes: null,
      requestDeliveryDate: args.requestDeliveryDate, orderType: PRESEASON_ORDER_TYPE, lines, invoiceDueDate: args.invoiceDueDate,
    });
    const result = {
      orders: [{
        ...created, sorg: args.sorg, currency, paymentTerm: null, amount: lines.reduce((s, l) => s + l.amount, 0), qty: lines.reduce((s, l) => s + l.qty, 0),
        lines: lines.map((l) => ({ article_code: l.articleCode, qty: l.qty, unitPrice: l.unitPrice, amount: l.amount })),
      }],
      productErrors: [], userErrors: [], message: message(true, '1 order(s) created'),
    };
    // The key's primary key makes a concurrent twin fail here, which rolls its order back.
    await tx.insert(checkouts).values({ idempotencyKey: args.idempotencyKey, custCode: r3, requestHash: hashOf(args), result: JSON.stringify(result), createdAt: new Date().toISOString() });
    return result;
  });
}

async function shipToOf(ctx: UpstreamContext, r3: string, wanted: string | null): Promise<string | null> {
  const own = eq(shipTos.custCode, r3);
  const [row] = await ctx.db.select({ id: shipTos.id }).from(shipTos).where(wanted ? and(own, eq(shipTos.id, wanted)) : own).orderBy(desc(shipTos.isDefault), shipTos.id).limit(1);
  return row?.id ?? null;
}
