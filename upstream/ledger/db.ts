// The database handle ledger code accepts: a drizzle libSQL database or a transaction on it.
import { sql } from 'drizzle-orm';
import type { ResultSet } from '@libsql/client';
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import { ledgerSequences } from '../db/schema/ledger';

// Schema-agnostic so callers may pass a database typed with the full upstream schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type LedgerDb = BaseSQLiteDatabase<'async', ResultSet, any, any>;

/** Atomically takes the next value of a named counter (safe under concurrent writers). */
export async function nextSequence(db: LedgerDb, name: string, start = 1): Promise<number> {
  const rows = await db
    .insert(ledgerSequences)
    .values({ name, value: start })
    .onConflictDoUpdate({ target: ledgerSequences.name, set: { value: sql`${ledgerSequences.value} + 1` } })
    .returning({ value: ledgerSequences.value });
  const row = rows[0];
  if (!row) throw new Error(`sequence ${name} returned no value`);
  return row.value;
}

const writeQueues = new WeakMap<object, Promise<unknown>>();

/** The embedded upstream's one writer queue per database. The local libSQL driver is synchronous:
 * a second connection waiting on a busy file blocks the very thread the first needs to finish, so
 * in one process writes must queue in JavaScript. The executor runs every mutation through this;
 * queries that write (order fulfilment) join it. Never call it from inside a mutation: it would
 * wait for itself. */
export function withWriteLock<T>(db: object, work: () => Promise<T>): Promise<T> {
  const previous = writeQueues.get(db) ?? Promise.resolve();
  const run = previous.then(work, work);
  writeQueues.set(
    db,
    run.catch(() => undefined),
  );
  return run;
}

export interface MutationOutcome {
  message: { status: boolean; description: string | null };
  userErrors: { field: string | null; message: string }[];
}

export function succeeded(description: string): MutationOutcome {
  return { message: { status: true, description }, userErrors: [] };
}

export function failed(description: string, field: string | null = null, message = description): MutationOutcome {
  return { message: { status: false, description }, userErrors: [{ field, message }] };
}
