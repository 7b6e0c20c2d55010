// Saved order lists (issue 20): named article lists a dealer keeps for the customer it acts for.
// A list belongs to one customer (R3 code) and one owner; a shared list is seen by every user
// acting for that customer (decision 0078). The ERP knows nothing of them: they are portal data.
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, flag, id, updatedAt } from './columns';
import { users } from './identity';

export const orderLists = sqliteTable(
  'order_lists',
  {
    id: id(),
    custR3: text('cust_r3').notNull(),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    shared: flag('shared').notNull().default(false),
    /** The form's one-time token: a double submit finds the list the first one made. */
    submissionId: text('submission_id').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('order_lists_cust_idx').on(t.custR3), uniqueIndex('order_lists_submission_idx').on(t.custR3, t.submissionId)],
);

export const orderListLines = sqliteTable(
  'order_list_lines',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => orderLists.id, { onDelete: 'cascade' }),
    articleCode: text('article_code').notNull(),
    sorg: text('sorg').notNull(),
    qty: integer('qty').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.sorg, t.articleCode] })],
);
