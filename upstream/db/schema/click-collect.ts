// Click and collect (docs/requirements.md#click-and-collect): web-shop orders a consumer collects at a dealer.
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const ccOrders = sqliteTable(
  'cc_orders',
  {
    id: text('id').primaryKey(),
    custCode: text('cust_code').notNull(),
    status: text('status').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('cc_orders_cust').on(t.custCode, t.status, t.createdAt)],
);

export const ccOrderLines = sqliteTable(
  'cc_order_lines',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull(),
    name: text('name').notNull(),
    sku: text('sku').notNull(),
    qty: integer('qty').notNull(),
    qtyShipped: integer('qty_shipped').notNull(),
    /** order_to_hq or ready_to_pickup once the dealer chose. */
    shipment: text('shipment'),
  },
  (t) => [index('cc_order_lines_order').on(t.orderId)],
);
