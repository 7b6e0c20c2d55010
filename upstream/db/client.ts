// The upstream's drizzle handle over a libSQL client, and the context every resolver receives.
import type { Client } from '@libsql/client';
import { drizzle, type LibSQLDatabase } from 'drizzle-orm/libsql';
import * as schema from './schema/index';

export type UpstreamDb = LibSQLDatabase<typeof schema>;

export interface UpstreamContext {
  db: UpstreamDb;
  client: Client;
  signal?: AbortSignal | undefined;
  /** Per-upstream memo of data that never changes while it runs (sorgs, filter options, words). */
  memo: Map<string, unknown>;
}

export async function memoized<T>(ctx: UpstreamContext, key: string, load: () => Promise<T>): Promise<T> {
  if (ctx.memo.has(key)) return ctx.memo.get(key) as T;
  const value = await load();
  ctx.memo.set(key, value);
  return value;
}

export function createUpstreamDb(client: Client): UpstreamDb {
  return drizzle({ client, schema });
}
