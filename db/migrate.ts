// Node only: applies db/migrations at start and in tests. On Workers, ops apply the same migrations
// with `drizzle-kit migrate --config db/drizzle.config.ts` against the country's libSQL database.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Client } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import { migrate } from 'drizzle-orm/libsql/migrator';

/** Next to this file in the repository; from the working directory when this module was bundled. */
export function portalMigrationsFolder(): string {
  const beside = fileURLToPath(new URL('./migrations', import.meta.url));
  return existsSync(beside) ? beside : resolve('db/migrations');
}

export async function migratePortal(client: Client, migrationsFolder = portalMigrationsFolder()): Promise<void> {
  await migrate(drizzle(client), { migrationsFolder });
}
