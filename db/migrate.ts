// Node only: applies db/migrations at start and in tests. On Workers, ops apply the same migrations
// with `drizzle-kit migrate --config db/drizzle.config.ts` against the country's libSQL database.
import type { Client } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import { migrate } from 'drizzle-orm/libsql/migrator';
import { projectFile } from '../src/server/runtime/node/project-file';

/** Next to this file in the repository; from the working directory when this module was bundled. */
export function portalMigrationsFolder(): string {
  return projectFile(new URL('./migrations', import.meta.url), 'db/migrations');
}

export async function migratePortal(client: Client, migrationsFolder = portalMigrationsFolder()): Promise<void> {
  await migrate(drizzle(client), { migrationsFolder });
}
