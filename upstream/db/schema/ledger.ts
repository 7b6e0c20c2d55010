// Ledger tables of the embedded upstream: credit, invoices, payments, orders and deliveries.
// Money columns are integer minor units of the row's currency.
import { index, integer, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

export const ledgerCredit = sqliteTable(
  'ledger_credit',
  {
    custCode: text('cust_code').notNull(),
    sorg: text('sorg').notNull(),
    currency: text('currency').notNull(),
    creditLimit: integer('credit_limit').notNull(),
    consignment: integer('consignment').notNull().default(0),
    creditControl: text('credit_control').notNull(),
    averagePaymentDays: integer('average_payment_days').notNull().default(0),
    /** Set by credit control by hand: the oldest receivable blocks this account. */
    oldestArBlocked: integer('oldest_ar_blocked', { mode: 'boolean' }).notNull().default(false),
  },
  (t) => [uniqueIndex('ledger_credit_cust_sorg').on(t.custCode, t.sorg)],
);

export const ledgerInvoices = sqliteTable(
  'ledger_invoices',
  {
    /** Accounting document number: unique per row, instalments share the invoice number. */
    accountingNo: text('accounting_no').primaryKey(),
    invoiceNo: text('invoice_no').notNull(),
    assignment: text('assignment').notNull(),
    payerCode: text('payer_code').notNull(),
    custCode: text('cust_code').notNull(),
    sorg: text('sorg').notNull(),
    currency: text('currency').notNull(),
    amount: integer('amount').notNull(),
    documentDate: text('document_date').notNull(),
    dueDate: text('due_date').notNull(),
    installmentNo: integer('installment_no'),
    installmentCount: integer('installment_count'),
    earlyPaymentDiscount: integer('early_payment_discount').notNull().default(0),
    freightAllowance: integer('freight_allowance').notNull().default(0),
    /** open | pending_payment | waiting_for_payment | paid */
    status: text('status').notNull().default('open'),
    paymentRequestId: text('payment_request_id'),
  },
  (t) => [
    index('ledger_invoices_payer').on(t.payerCode, t.sorg, t.status),
    index('ledger_invoices_no').on(t.invoiceNo),
    index('ledger_invoices_doc_date').on(t.payerCode, t.documentDate),
  ],
);

export const ledgerPaymentMethods = sqliteTable('ledger_payment_methods', {
  id: text('id').primaryKey(),
  sorg: text('sorg').notNull(),
  /** ACH | Credit Card | Bank Transfer */
  type: text('type').notNull(),
  description: text('description').notNull(),
});

export const ledgerPaymentMerchants = sqliteTable('ledger_payment_merchants', {
  id: text('id').primaryKey(),
  methodId: text('method_id').notNull(),
  instruction: text('instruction').notNull(),
  extPaymentGatewayId: text('ext_payment_gateway_id').notNull(),
  /** Percent off the payment total, e.g. 0.5 */
  paymentDiscount: real('payment_discount').notNull().default(0),
});

export const ledgerSavedPayments = sqliteTable(
  'ledger_saved_payments',
  {
    id: text('id').primaryKey(),
    custCode: text('cust_code').notNull(),
    sorg: text('sorg').notNull(),
    merchantId: text('merchant_id').notNull(),
    type: text('type').notNull(),
    /** Masked only, e.g. "Visa •••• 4242"; full numbers are never stored. */
    display: text('display').notNull(),
    deletedAt: text('deleted_at'),
  },
  (t) => [index('ledger_saved_payments_cust').on(t.custCode, t.sorg)],
);

export const ledgerPaymentRequests = sqliteTable(
  'ledger_payment_requests',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    payerCode: text('payer_code').notNull(),
    sorg: text('sorg').notNull(),
    merchant: text('merchant').notNull(),
    paymentMethodId: text('payment_method_id').notNull(),
    isPartial: integer('is_partial', { mode: 'boolean' }).notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    externalId: text('external_id').notNull(),
    virtualAccountNo: text('virtual_account_no'),
    /** pending | paid | void | expired */
    status: text('status').notNull(),
    extRefData: text('ext_ref_data'),
    requestData: text('request_data'),
    expiredAt: text('expired_at').notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('ledger_payment_requests_key').on(t.payerCode, t.idempotencyKey),
    index('ledger_payment_requests_payer').on(t.payerCode, t.merchant, t.status),
  ],
);

export const ledgerPaymentRequestItems = sqliteTable(
  'ledger_payment_request_items',
  {
    requestId: text('request_id').notNull(),
    accountingNo: text('accounting_no').notNull(),
    invoiceNo: text('invoice_no').notNull(),
    amount: integer('amount').notNull(),
  },
  (t) => [uniqueIndex('ledger_payment_request_items_pk').on(t.requestId, t.accountingNo)],
);

export const ledgerOrders = sqliteTable(
  'ledger_orders',
  {
    orderNumber: text('order_number').primaryKey(),
    soNumber: text('so_number').notNull(),
    custCode: text('cust_code').notNull(),
    sorg: text('sorg').notNull(),
    shipToId: text('ship_to_id').notNull(),
    poNumber: text('po_number').notNull().default(''),
    notes: text('notes').notNull().default(''),
    orderType: text('order_type').notNull(),
    requestDeliveryDate: text('request_delivery_date').notNull(),
    currency: text('currency').notNull(),
    total: integer('total').notNull(),
    /** on processing | pending | complete | failed | void */
    status: text('status').notNull(),
    pendingB2b: integer('pending_b2b', { mode: 'boolean' }).notNull().default(false),
    createdAt: text('created_at').notNull(),
    /** Term of payment the order was placed with (payment_terms.code); null for older orders. */
    paymentTerm: text('payment_term'),
    /** Dating terms of a scheduled (pre-season) order: its invoices fall due on this date; null = the term's usual days. */
    invoiceDueDate: text('invoice_due_date'),
  },
  (t) => [
    index('ledger_orders_cust').on(t.custCode, t.sorg, t.status),
    uniqueIndex('ledger_orders_so').on(t.soNumber),
  ],
);

export const ledgerOrderLines = sqliteTable(
  'ledger_order_lines',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderNumber: text('order_number').notNull(),
    lineNo: integer('line_no').notNull(),
    articleCode: text('article_code').notNull(),
    qty: integer('qty').notNull(),
    deliveredQty: integer('delivered_qty').notNull().default(0),
    unitPrice: integer('unit_price').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** open | backorder | delivering | delivered | cancelled */
    status: text('status').notNull(),
    backorderEta: text('backorder_eta'),
  },
  (t) => [uniqueIndex('ledger_order_lines_no').on(t.orderNumber, t.lineNo)],
);

export const ledgerDeliveries = sqliteTable(
  'ledger_deliveries',
  {
    doNumber: text('do_number').primaryKey(),
    orderNumber: text('order_number').notNull(),
    custCode: text('cust_code').notNull(),
    sorg: text('sorg').notNull(),
    createdAt: text('created_at').notNull(),
    estimatedDeliveryDate: text('estimated_delivery_date').notNull(),
    deliveryDate: text('delivery_date'),
    trackingNo: text('tracking_no'),
    /** open | shipped */
    status: text('status').notNull(),
  },
  (t) => [
    index('ledger_deliveries_cust').on(t.custCode, t.status, t.deliveryDate),
    index('ledger_deliveries_order').on(t.orderNumber),
  ],
);

export const ledgerDeliveryLines = sqliteTable(
  'ledger_delivery_lines',
  {
    doNumber: text('do_number').notNull(),
    orderLineId: integer('order_line_id').notNull(),
    orderNumber: text('order_number').notNull(),
    articleCode: text('article_code').notNull(),
    qty: integer('qty').notNull(),
    price: integer('price').notNull(),
  },
  (t) => [uniqueIndex('ledger_delivery_lines_pk').on(t.doNumber, t.orderLineId)],
);

export const ledgerOrderPayments = sqliteTable('ledger_order_payments', {
  orderNumber: text('order_number').primaryKey(),
  sorg: text('sorg').notNull(),
  module: text('module').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  /** waiting | uploaded | failed | voided | completed */
  status: text('status').notNull(),
  updatedAt: text('updated_at').notNull(),
});

export const ledgerPaymentDocs = sqliteTable(
  'ledger_payment_docs',
  {
    id: text('id').primaryKey(),
    orderNumber: text('order_number').notNull(),
    fileRef: text('file_ref').notNull(),
    fileName: text('file_name').notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('ledger_payment_docs_order').on(t.orderNumber)],
);

/** Document number counters (orders, sales orders, deliveries, payment requests). */
export const ledgerSequences = sqliteTable('ledger_sequences', {
  name: text('name').primaryKey(),
  value: integer('value').notNull(),
});
