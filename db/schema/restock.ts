// Restock alerts (issue 18): a user asks to be told when an out-of-stock article of the customer
// they act for is back. The portal owns them (the ERP knows stock, not who is waiting for it).
import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, id, timestamp } from './columns';
import { users } from './identity';

export const restockAlerts = sqliteTable(
  'restock_alerts',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The acting customer's r3 code when the alert was made: alerts are listed per customer. */
    custCode: text('cust_code').notNull(),
    sorg: text('sorg').notNull(),
    articleCode: text('article_code').notNull(),
    /** Name and product page as the user saw them, for the list, the notice and the e-mail. */
    articleName: text('article_name').notNull(),
    productPath: text('product_path').notNull(),
    /** Site origin and locale prefix the user asked on: the e-mail links there, in that language. */
    origin: text('origin').notNull(),
    locale: text('locale').notNull(),
    createdAt: createdAt(),
    /** Set once, by the sweep that found stock; the e-mail and the notice follow from it. */
    notifiedAt: timestamp('notified_at'),
    /** The user dismissed the in-portal notice. */
    seenAt: timestamp('seen_at'),
  },
  (t) => [
    // One waiting alert per user, customer and article: a double submit makes one.
    uniqueIndex('restock_alerts_waiting_uq').on(t.userId, t.custCode, t.sorg, t.articleCode).where(sql`notified_at IS NULL`),
    index('restock_alerts_waiting_idx').on(t.notifiedAt, t.sorg),
  ],
);
