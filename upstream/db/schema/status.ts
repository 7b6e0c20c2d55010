// Server status per host (host '*' applies to every host), customer feedback, language choices.
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const serverStatuses = sqliteTable('server_statuses', {
  host: text('host').primaryKey(),
  status: text('status').notNull(),
  message: text('message'),
  updatedAt: text('updated_at').notNull(),
});

export const customerFeedback = sqliteTable('customer_feedback', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  message: text('message').notNull(),
  custCode: text('cust_code'),
  userId: text('user_id'),
  createdAt: text('created_at').notNull(),
});

export const languagePreferences = sqliteTable('language_preferences', {
  userId: text('user_id').primaryKey(),
  language: text('language').notNull(),
  updatedAt: text('updated_at').notNull(),
});

/** Records what the demo generator seeded, so a restart never seeds twice. */
export const seedInfo = sqliteTable('seed_info', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
