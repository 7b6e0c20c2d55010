import type { Client } from '@libsql/client';
import { drizzle, type LibSQLDatabase } from 'drizzle-orm/libsql';
import * as schema from './schema';

export type PortalSchema = typeof schema;
export type PortalDb = LibSQLDatabase<PortalSchema>;

/** The drizzle instance over a libSQL client (file locally, HTTP to Turso/sqld on Workers). */
export function createPortalDb(client: Client): PortalDb {
  return drizzle(client, { schema });
}

export { schema };
