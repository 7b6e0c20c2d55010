// Root resolvers of the third-party section of the SDL.
import type { UpstreamContext } from '../db/client';
import { toR3 } from '../ledger/lookup';
import { inputError, isoDateValid, type RootResolvers } from '../resolvers';
import { checkoutThirdParty, type CheckoutArgs } from './checkout';
import { tagCategoryTypes, updateOrderLimits, upsertTags, type OrderLimitRow, type TagRow } from '../catalog/article-admin.repo';
import { deleteProducts, updateAttributes, type AttributeRow, type DeleteRow } from './attributes.repo';
import { uploadProducts, uploadStock, type ProductUpload } from './maintenance.repo';
import { listOrders, updateLineStatus, type OrderListArgs } from './orders.repo';
import { cartOf, listProducts, setCartLine, type ProductArgs } from './products.repo';
import { vendorById, vendorsFor, vendorView } from './vendors.repo';

type Cust = { custCode: string };

export const thirdPartyQueries: RootResolvers = {
  vendorThirdParties: async (args: Cust, ctx: UpstreamContext) => (await vendorsFor(ctx.db, await toR3(ctx.db, args.custCode))).map(vendorView),
  productThirdParties: async (args: ProductArgs, ctx: UpstreamContext) => listProducts(ctx.db, { ...args, custCode: await toR3(ctx.db, args.custCode) }),
  custVendorThirdPartyAddress: async (args: { vendorId: string }, ctx: UpstreamContext) => {
    const vendor = await vendorById(ctx.db, args.vendorId);
    return vendor ? { vendorId: vendor.id, name: vendor.name, address: vendor.address } : null;
  },
  cartThirdParty: async (args: Cust, ctx: UpstreamContext) => cartOf(ctx.db, await toR3(ctx.db, args.custCode)),
  orderThirdParties: async (args: OrderListArgs, ctx: UpstreamContext) => listOrders(ctx.db, { ...args, custCode: await toR3(ctx.db, args.custCode) }),
  articleTagCategoryTypes: async (_args: unknown, ctx: UpstreamContext) => tagCategoryTypes(ctx.db),
};

function checkAttributes(rows: readonly AttributeRow[]): void {
  for (const { attribute: { newArrival: n } } of rows) {
    if ((n.from && !isoDateValid(n.from)) || (n.to && !isoDateValid(n.to))) throw inputError('newArrival from and to must be dates (yyyy-mm-dd)', 'newArrival');
    if (n.from && n.to && n.from > n.to) throw inputError('newArrival from must not be after to', 'newArrival');
  }
}

async function checkoutV2(args: CheckoutArgs, ctx: UpstreamContext) {
  const date = args.shipment.reqDeliveryDate;
  if (date && !isoDateValid(date)) throw inputError('reqDeliveryDate must be a date (yyyy-mm-dd)', 'reqDeliveryDate');
  return checkoutThirdParty(ctx.db, { ...args, custCode: await toR3(ctx.db, args.custCode) }, new Date());
}

export const thirdPartyMutations: RootResolvers = {
  updateCartThirdParty: async (args: Cust & { vendorId: string; articleCode: string; qty: number }, ctx: UpstreamContext) =>
    setCartLine(ctx.db, await toR3(ctx.db, args.custCode), args.vendorId, args.articleCode, args.qty),
  checkoutThirdParty: async (args: Omit<CheckoutArgs, 'idempotencyKey'>, ctx: UpstreamContext) => checkoutV2(args, ctx),
  checkoutThirdPartyV2: async (args: CheckoutArgs, ctx: UpstreamContext) => checkoutV2(args, ctx),
  updateStatusOrderItemThirdParty: async (args: Cust & { orderNo: string; articleCode: string; status: string }, ctx: UpstreamContext) =>
    updateLineStatus(ctx.db, await toR3(ctx.db, args.custCode), args.orderNo, args.articleCode, args.status),
  uploadStockThirdParties: async (args: Cust & { products: { articleCode: string; stock: number }[] }, ctx: UpstreamContext) =>
    uploadStock(ctx.db, await toR3(ctx.db, args.custCode), args.products),
  uploadProductThirdParties: async (args: Cust & { products: ProductUpload[] }, ctx: UpstreamContext) =>
    uploadProducts(ctx.db, await toR3(ctx.db, args.custCode), args.products),
  updateProductAttributes: async (args: Cust & { products: AttributeRow[] }, ctx: UpstreamContext) => {
    checkAttributes(args.products);
    return updateAttributes(ctx.db, await toR3(ctx.db, args.custCode), args.products);
  },
  deleteProducts: async (args: Cust & { products: DeleteRow[] }, ctx: UpstreamContext) => deleteProducts(ctx.db, await toR3(ctx.db, args.custCode), args.products),
  upsertArticleTags: async (args: { tags: TagRow[] }, ctx: UpstreamContext) => {
    if (args.tags.some((r) => r.category.trim() === '' || r.tags.some((t) => t.trim() === ''))) throw inputError('category and tags must not be empty', 'tags');
    return upsertTags(ctx.db, args.tags);
  },
  updateOrderLimits: async (args: { products: OrderLimitRow[] }, ctx: UpstreamContext) => {
    if (args.products.some((r) => r.orderLimit != null && r.orderLimit < 1)) throw inputError('orderLimit must be at least 1, or null for no limit', 'orderLimit');
    return updateOrderLimits(ctx.db, args.products);
  },
};
