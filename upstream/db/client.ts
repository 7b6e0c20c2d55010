// The upstream's drizzle handle over a libSQL client, and the context every resolver receives.
import type { Client } from '@libsql/client';
import { drizzle, type LibSQLDatabase } from 'drizzle-orm/libsql';
import * as schema from './schema/index';

export type UpstreamDb = LibSQLDatabase<typeof schema>;

export interface UpstreamContext {
  db: UpstreamDb;
  client: Client;
  signal?: AbortSignal | undefined;
}

export function createUpstreamDb(client: Client): UpstreamDb {
  return drizzle({ client, schema });
}
