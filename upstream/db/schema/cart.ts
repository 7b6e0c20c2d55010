// Carts per customer and the checkout idempotency record.
import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const carts = sqliteTable('carts', {
  custCode: text('cust_code').primaryKey(),
  updatedAt: text('updated_at').notNull(),
});

export const cartLines = sqliteTable(
  'cart_lines',
  {
    custCode: text('cust_code').notNull().references(() => carts.custCode),
    articleCode: text('article_code').notNull(),
    sorg: text('sorg').notNull(),
    qty: integer('qty').notNull(),
    uom: text('uom').notNull(),
    addedAt: text('added_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.custCode, t.articleCode, t.sorg] })],
);

/** One row per checkout idempotency key: a retry returns the stored result. */
export const checkouts = sqliteTable('checkouts', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  custCode: text('cust_code').notNull(),
  requestHash: text('request_hash').notNull(),
  /** JSON of the CheckoutResult returned the first time. */
  result: text('result').notNull(),
  createdAt: text('created_at').notNull(),
});
