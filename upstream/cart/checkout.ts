// checkout: validates the cart, places one order per sorg through the ledger, reserves stock,
// empties the cart; a retry with the same idempotency key returns the first result.
import { and, eq, sql } from 'drizzle-orm';
import type { UpstreamContext } from '../db/client';
import { cartLines, checkouts } from '../db/schema/cart';
import { shipTos } from '../db/schema/sales';
import { stock } from '../db/schema/catalog';
import { areasOf, findCustomer } from '../customers/customers.repo';
import { creditInformation } from '../ledger/credit/credit.repo';
import { createOrderFromCheckout } from '../ledger/orders/create-order';
import { totalsBySorg } from '../../src/domain/price.rules';
import { message, type UserError } from '../resolvers';
import { cartLinesOf, pricedItems, type CartItemView } from './cart.view';
import { checkoutArgErrors, requestHash, type CheckoutArgs } from './checkout.rules';
import { isPaymentError, onCredit, paymentChoice, type PaymentChoice } from './checkout-payment';
import { lineProblem } from './line.rules';

interface ProductError { article_code: string; sorg: string | null; code: string; message: string; available: number | null; limit: number | null }
interface CheckoutOrder { orderNumber: string; soNumber: string | null; sorg: string; currency: string; amount: number; qty: number; paymentTerm: string | null; lines: { article_code: string; qty: number; unitPrice: number; amount: number }[] }
interface CheckoutResult { orders: CheckoutOrder[]; productErrors: ProductError[]; userErrors: UserError[]; message: { status: boolean; description: string | null } }

const failed = (userErrors: UserError[], productErrors: ProductError[] = []): CheckoutResult => ({
  orders: [], productErrors, userErrors, message: message(false, productErrors.length ? 'Some products can not be ordered' : 'Please check again all of your input'),
});

class DuplicateCheckout extends Error {}

export async function checkout(args: CheckoutArgs, ctx: UpstreamContext): Promise<CheckoutResult> {
  const today = new Date().toISOString().slice(0, 10);
  const argErrors = checkoutArgErrors(args, today);
  if (argErrors.length) return failed(argErrors);
  const previous = await storedResult(ctx, args);
  if (previous) return previous;
  const customer = await findCustomer(ctx.db, args.custCode);
  if (!customer) return failed([{ field: 'custCode', message: 'This customer does not belong to you anymore, please contact sales support' }]);
  const [shipTo] = await ctx.db.select().from(shipTos).where(and(eq(shipTos.id, args.shipto), eq(shipTos.custCode, customer.r3)));
  if (!shipTo) return failed([{ field: 'shipto', message: 'There were changes on the ship-to data, refresh the page' }]);
  const items = await pricedItems(ctx, await cartLinesOf(ctx, customer.r3));
  if (items.length === 0) return failed([{ field: 'cart', message: 'Your cart is empty' }]);
  const sorgs = new Set((await areasOf(ctx.db, [customer.r3])).map((a) => a.sorg));
  const productErrors = items.flatMap((item) => itemError(item, sorgs, args.orderType !== 'PO'));
  if (productErrors.length) return failed([], productErrors);
  const payment = await paymentChoice(ctx, customer.r3, args.paymentId, [...new Set(items.map((i) => i.sorg))]);
  if (isPaymentError(payment)) return failed([payment]);
  if (args.creditCheck && onCredit(payment) && !(await creditCovers(ctx, customer.r3, items, today))) {
    return failed([{ field: 'credit', message: 'Your order can not be processed due to insufficient order balance.' }]);
  }
  try {
    return await placeOrders(ctx, args, { r3: customer.r3, payment, today }, items);
  } catch (error) {
    if (!(error instanceof DuplicateCheckout)) throw error;
    return (await storedResult(ctx, args)) ?? failed([{ field: 'idempotencyKey', message: 'This checkout is already being processed' }]);
  }
}

function itemError(item: CartItemView, sorgs: ReadonlySet<string>, checkStock: boolean): ProductError[] {
  const base = { article_code: item.product.article_code, sorg: item.sorg, available: null, limit: null };
  if (!sorgs.has(item.sorg)) return [{ ...base, code: 'not_found', message: 'Article is not available in this sales organisation' }];
  const problem = lineProblem(item.product, item.qty, { checkStock });
  return problem ? [{ ...base, code: problem.code, message: problem.message, available: problem.available ?? null, limit: problem.limit ?? null }] : [];
}

/** On-account orders need an unblocked credit account whose balance covers each company's total. */
async function creditCovers(ctx: UpstreamContext, r3: string, items: CartItemView[], today: string): Promise<boolean> {
  const accounts = await creditInformation(ctx.db, r3, null, today);
  return totalsBySorg(items).every((total) => {
    const account = accounts.find((a) => a.company.code === total.sorg);
    return account !== undefined && account.reasonBlocked === null && account.balance >= total.amount;
  });
}

async function storedResult(ctx: UpstreamContext, args: CheckoutArgs): Promise<CheckoutResult | null> {
  const [row] = await ctx.db.select().from(checkouts).where(eq(checkouts.idempotencyKey, args.idempotencyKey));
  if (!row) return null;
  if (row.requestHash !== requestHash(args)) return failed([{ field: 'idempotencyKey', message: 'This idempotency key was used for a different checkout' }]);
  return JSON.parse(row.result) as CheckoutResult;
}

interface Placement {
  r3: string;
  payment: PaymentChoice;
  today: string;
}

async function placeOrders(ctx: UpstreamContext, args: CheckoutArgs, { r3, payment, today }: Placement, items: CartItemView[]): Promise<CheckoutResult> {
  const term = payment.kind === 'term' ? payment : null;
  return ctx.db.transaction(async (tx) => {
    const orders: CheckoutOrder[] = [];
    for (const sorg of [...new Set(items.map((i) => i.sorg))]) {
      const own = items.filter((i) => i.sorg === sorg);
      const lines = own.map((i) => ({ articleCode: i.product.article_code, qty: i.qty, unitPrice: i.unitPrice, amount: i.amount, currency: i.currency }));
      const created = await createOrderFromCheckout(tx, {
        custCode: r3, sorg, shipToId: args.shipto, poNumber: args.poNumber ?? null, notes: args.notes ?? null,
        requestDeliveryDate: args.requestDeliveryDate ?? today, orderType: args.orderType ?? 'OR', lines,
        paymentId: payment.kind === 'method' ? payment.id : null,
        ...(term ? { prepaid: term.termKind === 'prepayment', paymentTerm: term.code } : {}),
      });
      for (const item of own) await reserveStock(tx, item);
      orders.push({
        ...created, sorg, paymentTerm: term?.code ?? null, currency: own[0]?.currency ?? '', amount: lines.reduce((s, l) => s + l.amount, 0), qty: lines.reduce((s, l) => s + l.qty, 0),
        lines: lines.map((l) => ({ article_code: l.articleCode, qty: l.qty, unitPrice: l.unitPrice, amount: l.amount })),
      });
    }
    await tx.delete(cartLines).where(eq(cartLines.custCode, r3));
    const result: CheckoutResult = { orders, productErrors: [], userErrors: [], message: message(true, `${orders.length} order(s) created`) };
    const stored = await tx.insert(checkouts).values({ idempotencyKey: args.idempotencyKey, custCode: r3, requestHash: requestHash(args), result: JSON.stringify(result), createdAt: new Date().toISOString() }).onConflictDoNothing().returning({ key: checkouts.idempotencyKey });
    if (stored.length === 0) throw new DuplicateCheckout();
    return result;
  });
}

type Tx = Parameters<Parameters<UpstreamContext['db']['transaction']>[0]>[0];

/** Takes the ordered quantity from the fullest locations first; pre-orders may leave stock short. */
async function reserveStock(tx: Tx, item: CartItemView): Promise<void> {
  let left = item.qty;
  const locations = [...item.product.stock.locations].sort((a, b) => b.qty - a.qty);
  for (const location of locations) {
    const take = Math.min(left, location.qty);
    if (take <= 0) continue;
    await tx.update(stock).set({ qty: sql`${stock.qty} - ${take}` })
      .where(and(eq(stock.productId, item.product.productId), eq(stock.sorg, item.sorg), eq(stock.locationCode, location.code), sql`${stock.qty} >= ${take}`));
    left -= take;
  }
}
