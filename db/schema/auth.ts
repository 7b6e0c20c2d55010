// Sign-in state: sessions, rotating refresh tokens (stored hashed) and login throttling.
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, timestamp } from './columns';
import { users } from './identity';

export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activeR3: text('active_r3'),
    activeIsr: text('active_isr'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at')
      .notNull()
      .$defaultFn(() => new Date()),
    revokedAt: timestamp('revoked_at'),
    /** logout, reuse_detected, password_changed, disabled, scope_missing... */
    revokeReason: text('revoke_reason'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Only the SHA-256 of a refresh token is stored; a reused (already used) token revokes its session. */
export const refreshTokens = sqliteTable(
  'refresh_tokens',
  {
    hash: text('hash').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    parentHash: text('parent_hash'),
    createdAt: createdAt(),
    usedAt: timestamp('used_at'),
    expiresAt: timestamp('expires_at').notNull(),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

/** Key is `account:<username>` or `address:<ip>`. */
export const loginThrottles = sqliteTable('login_throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStart: timestamp('window_start').notNull(),
  lockedUntil: timestamp('locked_until'),
});
