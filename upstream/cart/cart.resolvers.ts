// cart and updateProductsInCart; checkout lives in checkout.ts.
import { and, eq } from 'drizzle-orm';
import type { UpstreamContext } from '../db/client';
import { cartLines, carts } from '../db/schema/cart';
import { areasOf, findCustomer } from '../customers/customers.repo';
import { inputError, message, type RootResolvers, type UserError } from '../resolvers';
import { cartView, productsByCode } from './cart.view';
import { checkout } from './checkout';
import { placeScheduledOrder } from './scheduled-order';
import { lineProblem } from './line.rules';

interface CartProductInput {
  cust_code: string;
  article_code: string;
  sorg: string;
  qty: number;
  uom?: string | null;
}

async function cart(args: { custCode: string }, ctx: UpstreamContext) {
  const customer = await findCustomer(ctx.db, args.custCode);
  if (!customer) throw inputError(`Unknown customer "${args.custCode}"`, 'custCode');
  return cartView(ctx, customer.r3, args.custCode);
}

async function updateProductsInCart(args: { products: CartProductInput[] }, ctx: UpstreamContext) {
  const userErrors: UserError[] = [];
  let firstCustomer: { r3: string; code: string } | null = null;
  const now = new Date().toISOString();
  for (const [i, input] of args.products.entries()) {
    const field = (name: string) => `products.${i}.${name}`;
    const customer = await findCustomer(ctx.db, input.cust_code);
    if (!customer) {
      userErrors.push({ field: field('cust_code'), message: `Unknown customer ${input.cust_code}` });
      continue;
    }
    firstCustomer ??= { r3: customer.r3, code: input.cust_code };
    if (!(await areasOf(ctx.db, [customer.r3])).some((a) => a.sorg === input.sorg)) {
      userErrors.push({ field: field('sorg'), message: `Customer ${input.cust_code} does not order from ${input.sorg}` });
      continue;
    }
    const product = (await productsByCode(ctx, input.sorg, [input.article_code]).catch(() => new Map())).get(input.article_code);
    const problem = lineProblem(product, input.qty, { allowZero: true });
    if (problem) {
      userErrors.push({ field: field(problem.field), message: problem.message });
      continue;
    }
    await ctx.db.transaction(async (tx) => {
      await tx.insert(carts).values({ custCode: customer.r3, updatedAt: now }).onConflictDoUpdate({ target: carts.custCode, set: { updatedAt: now } });
      const key = and(eq(cartLines.custCode, customer.r3), eq(cartLines.articleCode, input.article_code), eq(cartLines.sorg, input.sorg));
      if (input.qty === 0) {
        await tx.delete(cartLines).where(key);
        return;
      }
      const row = { custCode: customer.r3, articleCode: input.article_code, sorg: input.sorg, qty: input.qty, uom: input.uom ?? product?.uom ?? 'EA', addedAt: now };
      await tx.insert(cartLines).values(row).onConflictDoUpdate({ target: [cartLines.custCode, cartLines.articleCode, cartLines.sorg], set: { qty: row.qty, uom: row.uom } });
    });
  }
  const ok = userErrors.length === 0;
  return {
    cart: firstCustomer ? await cartView(ctx, firstCustomer.r3, firstCustomer.code) : null,
    message: message(ok, ok ? 'Cart updated' : 'Some products could not be updated'),
    userErrors,
  };
}

export const cartQueries: RootResolvers = { cart };
export const cartMutations: RootResolvers = { updateProductsInCart, checkout, placeScheduledOrder };
