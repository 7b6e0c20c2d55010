// Terms of payment (the ERP's ZTERM catalogue) and which of them each customer may use per sales
// organisation, with its default. Orders keep the term they were placed with (ledger_orders).
import { index, integer, primaryKey, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const paymentTerms = sqliteTable('payment_terms', {
  code: text('code').primaryKey(),
  /** credit | prepayment | cash_on_delivery */
  kind: text('kind').notNull(),
  description: text('description').notNull(),
  netDays: integer('net_days'),
  discountDays: integer('discount_days'),
  /** Cash discount in percent when paid within discountDays, e.g. 2 */
  discountPercent: real('discount_percent'),
});

export const customerPaymentTerms = sqliteTable(
  'customer_payment_terms',
  {
    custCode: text('cust_code').notNull(),
    sorg: text('sorg').notNull(),
    termCode: text('term_code').notNull(),
    isDefault: integer('is_default', { mode: 'boolean' }).notNull().default(false),
    /** The ERP's order of the customer's terms. */
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.custCode, t.sorg, t.termCode] }), index('customer_payment_terms_cust').on(t.custCode)],
);
