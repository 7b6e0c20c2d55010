// Keys of the public API for shop systems (issue 20, decision 0075): one customer each, stored as a
// SHA-256 hash of the secret (the secret is shown once), read-only or ordering, revocable at once.
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, id, timestamp } from './columns';
import { users } from './identity';

export const apiKeys = sqliteTable(
  'api_keys',
  {
    id: id(),
    /** The customer the key acts for; every request is checked against it like a portal session. */
    custR3: text('cust_r3').notNull(),
    custIsr: text('cust_isr'),
    name: text('name').notNull(),
    /** read | order (src/domain/public-api/api-key.rules.ts). */
    access: text('access').notNull(),
    /** Portal scopes the key holds: its access level narrowed to what its creator held (JSON array). */
    scopes: text('scopes').notNull(),
    /** The first characters of the secret, shown in the list so a dealer can tell keys apart. */
    prefix: text('prefix').notNull(),
    secretHash: text('secret_hash').notNull().unique(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at'),
    revokedAt: timestamp('revoked_at'),
    revokedBy: integer('revoked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('api_keys_customer_idx').on(t.custR3, t.createdAt)],
);
