// Applies the upstream's committed drizzle migrations to a libSQL database.
import type { Client } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import { migrate } from 'drizzle-orm/libsql/migrator';
import { projectFile } from '../../src/server/runtime/node/project-file';

const migrationsFolder = projectFile(new URL('./migrations', import.meta.url), 'upstream/db/migrations');

export async function migrateUpstream(client: Client): Promise<void> {
  await migrate(drizzle({ client }), { migrationsFolder });
}
