// Metadata of uploaded files; the bytes are in the blob store under `blobKey`.
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, timestamp } from './columns';
import { users } from './identity';

export const files = sqliteTable(
  'files',
  {
    id: text('id').primaryKey(),
    blobKey: text('blob_key').notNull().unique(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at'),
    /** What an upload joined (`claim:…`, `return:…`), once; null while pending, swept after a day. */
    attachedTo: text('attached_to'),
    attachedAt: timestamp('attached_at'),
  },
  (t) => [index('files_owner_idx').on(t.ownerUserId), index('files_pending_idx').on(t.attachedTo, t.createdAt)],
);

/** Attaches files to content rows; role is file, placeholder or thumbnail. */
export const contentFiles = sqliteTable(
  'content_files',
  {
    contentType: text('content_type').notNull(),
    contentId: integer('content_id').notNull(),
    fileId: text('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default('file'),
    sorting: integer('sorting').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.contentType, t.contentId, t.fileId] })],
);
