// Applies the upstream's committed drizzle migrations to a libSQL database.
import { fileURLToPath } from 'node:url';
import type { Client } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import { migrate } from 'drizzle-orm/libsql/migrator';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export async function migrateUpstream(client: Client): Promise<void> {
  await migrate(drizzle({ client }), { migrationsFolder });
}
