// Frames shipped to dealers, their retail registrations, report requests and bonus data.
import { blob, index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** Every frame the distributor shipped, with the dealer it went to. */
export const frames = sqliteTable(
  'frames',
  {
    frameNumber: text('frame_number').primaryKey(),
    articleCode: text('article_code').notNull(),
    articleDescription: text('article_description').notNull(),
    brand: text('brand').notNull(),
    oldCode: text('old_code'),
    custCode: text('cust_code').notNull(),
    shippedAt: text('shipped_at').notNull(),
  },
  (t) => [index('frames_cust').on(t.custCode)],
);

/** A frame registered as sold; its status is that of the retail-sales entry sent to the ERP. */
export const frameRegistrations = sqliteTable(
  'frame_registrations',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    frameNumber: text('frame_number').notNull().unique(),
    type: text('type').notNull(),
    custCode: text('cust_code').notNull(),
    soldDate: text('sold_date').notNull(),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone'),
    customerEmail: text('customer_email'),
    customerCity: text('customer_city'),
    customerAddress: text('customer_address'),
    dealerName: text('dealer_name').notNull(),
    status: text('status').notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('frame_registrations_cust').on(t.custCode, t.createdAt)],
);

export const downloadRequests = sqliteTable(
  'download_requests',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: text('user_id').notNull(),
    custCode: text('cust_code'),
    /** JSON array of sales organisations when custCode is null (limitation audit). */
    sorgs: text('sorgs'),
    module: text('module').notNull(),
    from: text('from_date').notNull(),
    to: text('to_date').notNull(),
    status: text('status').notNull(),
    fileName: text('file_name'),
    requestedAt: text('requested_at').notNull(),
    file: blob('file', { mode: 'buffer' }),
  },
  (t) => [index('download_requests_user').on(t.userId, t.requestedAt)],
);

export const bonusPurchases = sqliteTable(
  'bonus_purchases',
  {
    custCode: text('cust_code').notNull(),
    year: integer('year').notNull(),
    quarter: integer('quarter').notNull(),
    invoiceDate: text('invoice_date').notNull(),
    invoiceNumber: text('invoice_number').notNull(),
    line: integer('line').notNull(),
    articleCode: text('article_code').notNull(),
    articleDescription: text('article_description').notNull(),
    brandId: text('brand_id').notNull(),
    quantity: integer('quantity').notNull(),
    point: integer('point').notNull(),
    pointValue: integer('point_value').notNull(),
    currency: text('currency').notNull(),
  },
  (t) => [primaryKey({ columns: [t.invoiceNumber, t.line] }), index('bonus_purchases_cust').on(t.custCode, t.year)],
);

export const bonusRetail = sqliteTable(
  'bonus_retail',
  {
    custCode: text('cust_code').notNull(),
    year: integer('year').notNull(),
    quarter: integer('quarter').notNull(),
    inputDate: text('input_date').notNull(),
    frameNumber: text('frame_number').primaryKey(),
    articleDescription: text('article_description').notNull(),
    class: text('class').notNull(),
    brandId: text('brand_id').notNull(),
    point: integer('point').notNull(),
    pointValue: integer('point_value').notNull(),
    currency: text('currency').notNull(),
  },
  (t) => [index('bonus_retail_cust').on(t.custCode, t.year)],
);

/** On-time payment value, verification percentage and total dealer sales per quarter. */
export const bonusQuarters = sqliteTable(
  'bonus_quarters',
  {
    custCode: text('cust_code').notNull(),
    year: integer('year').notNull(),
    quarter: integer('quarter').notNull(),
    onTimePayment: integer('on_time_payment').notNull(),
    verificationPercent: integer('verification_percent').notNull(),
    totalSales: integer('total_sales').notNull(),
    currency: text('currency').notNull(),
  },
  (t) => [primaryKey({ columns: [t.custCode, t.year, t.quarter] })],
);
