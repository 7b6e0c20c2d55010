// Third-party ordering (docs/requirements.md#third-party): partner vendors, their products, a cart per
// customer and vendor, and the orders placed with them.
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** A partner vendor; `custCode` is set when the vendor is also a customer (a customer-vendor). */
export const tpVendors = sqliteTable('tp_vendors', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  custCode: text('cust_code'),
  /** Comma-separated sales organisations whose dealers may order from the vendor. */
  sorgs: text('sorgs').notNull(),
  currency: text('currency').notNull(),
  address: text('address').notNull(),
});

export const tpProducts = sqliteTable(
  'tp_products',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    vendorId: text('vendor_id').notNull(),
    articleCode: text('article_code').notNull(),
    description: text('description').notNull(),
    /** Per sales unit, minor units of the vendor's currency. */
    price: integer('price').notNull(),
    imageUrl: text('image_url'),
    salesUnit: text('sales_unit').notNull(),
    /** Pieces (EA) in one sales unit. */
    uomConverter: integer('uom_converter').notNull(),
    stock: integer('stock').notNull(),
    orderFlag: integer('order_flag', { mode: 'boolean' }).notNull(),
    newArrivalFrom: text('new_arrival_from'),
    newArrivalTo: text('new_arrival_to'),
    newArrivalActive: integer('new_arrival_active', { mode: 'boolean' }).notNull(),
  },
  (t) => [index('tp_products_vendor_article').on(t.vendorId, t.articleCode), index('tp_products_description').on(t.description)],
);

export const tpCartItems = sqliteTable(
  'tp_cart_items',
  {
    custCode: text('cust_code').notNull(),
    vendorId: text('vendor_id').notNull(),
    articleCode: text('article_code').notNull(),
    qty: integer('qty').notNull(),
  },
  (t) => [primaryKey({ columns: [t.custCode, t.vendorId, t.articleCode] })],
);

export const tpOrders = sqliteTable(
  'tp_orders',
  {
    orderNo: text('order_no').primaryKey(),
    custCode: text('cust_code').notNull(),
    vendorId: text('vendor_id').notNull(),
    reqDeliveryDate: text('req_delivery_date'),
    notes: text('notes'),
    shiptoId: text('shipto_id').notNull(),
    address: text('address').notNull(),
    currency: text('currency').notNull(),
    totalOrder: integer('total_order').notNull(),
    qty: integer('qty').notNull(),
    createdAt: text('created_at').notNull(),
    idempotencyKey: text('idempotency_key').unique(),
  },
  (t) => [index('tp_orders_cust').on(t.custCode, t.createdAt), index('tp_orders_vendor').on(t.vendorId, t.createdAt)],
);

export const tpOrderLines = sqliteTable(
  'tp_order_lines',
  {
    orderNo: text('order_no').notNull(),
    articleCode: text('article_code').notNull(),
    description: text('description').notNull(),
    price: integer('price').notNull(),
    orderQty: integer('order_qty').notNull(),
    salesUnit: text('sales_unit').notNull(),
    subtotal: integer('subtotal').notNull(),
    status: text('status').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderNo, t.articleCode] })],
);
