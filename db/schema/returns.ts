// Return requests (issue 20): lines of a shipped delivery a dealer sends back, with photos. The
// request lives in the portal until the back office decides; an accepted one becomes a credit note
// in the ERP (decision 0079). Quantities are checked against the delivery and earlier returns.
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, id, timestamp, updatedAt } from './columns';
import { files } from './files';
import { users } from './identity';

export const returnRequests = sqliteTable(
  'return_requests',
  {
    id: id(),
    custR3: text('cust_r3').notNull(),
    sorg: text('sorg').notNull(),
    doNumber: text('do_number').notNull(),
    orderNumber: text('order_number').notNull(),
    deliveryDate: text('delivery_date').notNull(),
    /** damaged_in_transit | wrong_item | surplus */
    reason: text('reason').notNull(),
    note: text('note').notNull().default(''),
    /** submitted | accepted | rejected */
    status: text('status').notNull().default('submitted'),
    currency: text('currency').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    submissionId: text('submission_id').notNull(),
    decidedAt: timestamp('decided_at'),
    decisionNote: text('decision_note'),
    creditNoteNo: text('credit_note_no'),
    creditAmount: integer('credit_amount'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('return_requests_cust_idx').on(t.custR3, t.doNumber), index('return_requests_status_idx').on(t.status), uniqueIndex('return_requests_submission_idx').on(t.custR3, t.submissionId)],
);

export const returnLines = sqliteTable(
  'return_lines',
  {
    returnId: integer('return_id')
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    articleCode: text('article_code').notNull(),
    qty: integer('qty').notNull(),
    /** Minor units per piece as delivered; the credit note is priced again by the ERP. */
    unitPrice: integer('unit_price').notNull(),
  },
  (t) => [primaryKey({ columns: [t.returnId, t.articleCode] })],
);

export const returnFiles = sqliteTable(
  'return_files',
  {
    returnId: integer('return_id')
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    fileId: text('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.returnId, t.fileId] })],
);
