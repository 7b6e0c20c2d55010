// New-customer inquiries sent from the public form (docs/requirements.md#public-inquiry, Customer inquiry).
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const customerInquiries = sqliteTable('customer_inquiries', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  host: text('host').notNull(),
  reason: text('reason').notNull(),
  goal: text('goal').notNull(),
  custName: text('cust_name').notNull(),
  custAddress: text('cust_address').notNull(),
  custState: text('cust_state').notNull(),
  custPostalCode: text('cust_postal_code'),
  custCountry: text('cust_country').notNull(),
  custCity: text('cust_city').notNull(),
  custEmail: text('cust_email').notNull(),
  custPhone: text('cust_phone').notNull(),
  custWeb: text('cust_web'),
  createdAt: text('created_at').notNull(),
});
