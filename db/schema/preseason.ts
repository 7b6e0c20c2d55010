// Pre-season booking (decision 0081): windows the distributor opens per season and sales
// organisation, each customer's booking in a window, and the scheduled orders it became upstream.
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, id, timestamp, updatedAt } from './columns';
import { users } from './identity';

export const preseasonWindows = sqliteTable(
  'preseason_windows',
  {
    id: id(),
    sorg: text('sorg').notNull(),
    name: text('name').notNull(),
    /** First and last booking day, YYYY-MM-DD, both inclusive. */
    opensOn: text('opens_on').notNull(),
    closesOn: text('closes_on').notNull(),
    /** Early-order discount in percent. */
    discountPercent: real('discount_percent').notNull().default(0),
    /** JSON array of `YYYY-MM`, ascending. */
    deliveryMonths: text('delivery_months').notNull(),
    /** Dating terms: invoices fall due this many days after delivery. */
    datingDays: integer('dating_days').notNull(),
    /** JSON array of eligible model slugs, in the order the grid shows them. */
    modelSlugs: text('model_slugs').notNull(),
    /** Set when the bookings became orders; the window is then final. */
    orderedAt: timestamp('ordered_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('preseason_windows_sorg_idx').on(t.sorg, t.closesOn)],
);

export const preseasonBookings = sqliteTable(
  'preseason_bookings',
  {
    id: id(),
    windowId: integer('window_id').notNull().references(() => preseasonWindows.id, { onDelete: 'cascade' }),
    /** The customer's r3 code. */
    custCode: text('cust_code').notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('preseason_bookings_window_cust').on(t.windowId, t.custCode)],
);

export const preseasonBookingLines = sqliteTable(
  'preseason_booking_lines',
  {
    bookingId: integer('booking_id').notNull().references(() => preseasonBookings.id, { onDelete: 'cascade' }),
    modelSlug: text('model_slug').notNull(),
    articleCode: text('article_code').notNull(),
    month: text('month').notNull(),
    qty: integer('qty').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.articleCode, t.month] })],
);

/** One scheduled order per booking and delivery month; the key makes placing them repeatable. */
export const preseasonOrders = sqliteTable(
  'preseason_orders',
  {
    bookingId: integer('booking_id').notNull().references(() => preseasonBookings.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    orderNumber: text('order_number').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    invoiceDueDate: text('invoice_due_date').notNull(),
    placedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.month] })],
);
