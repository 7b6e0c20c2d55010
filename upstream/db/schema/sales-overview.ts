// Invoiced sales lines (billing documents) the sales overview adds up. Separate from the ledger's
// receivables: a receivable is what is owed, a line is what was sold (article, quantity, net value).
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const salesInvoiceLines = sqliteTable(
  'sales_invoice_lines',
  {
    id: integer('id').primaryKey(),
    invoiceNo: text('invoice_no').notNull(),
    lineNo: integer('line_no').notNull(),
    invoiceDate: text('invoice_date').notNull(),
    /** yyyy-mm of invoiceDate: the overview groups and seeks by it. */
    invoiceMonth: text('invoice_month').notNull(),
    custCode: text('cust_code').notNull(),
    sorg: text('sorg').notNull(),
    articleCode: text('article_code').notNull(),
    /** The article's model; brand, series, merchandise category and type follow from it. */
    modelId: integer('model_id').notNull(),
    qty: integer('qty').notNull(),
    /** Net value in minor units of currency (negative on a credit line). */
    netAmount: integer('net_amount').notNull(),
    currency: text('currency').notNull(),
  },
  (t) => [
    // Covering, in GROUP BY order: one customer's months stream out of the index without a sort.
    index('sales_invoice_lines_overview').on(t.custCode, t.sorg, t.invoiceMonth, t.modelId, t.qty, t.netAmount),
    index('sales_invoice_lines_invoice').on(t.invoiceNo),
  ],
);
