// A fresh, migrated libSQL database in a temporary file for one test file.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Client } from '@libsql/client';
import { createPortalDb, type PortalDb } from '../../db/client';
import { migratePortal } from '../../db/migrate';
import { createLibsqlClient } from '../../src/server/runtime/node/db';

export interface TestDb {
  url: string;
  client: Client;
  db: PortalDb;
  /** Closes the client and removes the temporary folder. */
  cleanup(): void;
}

export async function createTestDb(options: { migrate?: boolean } = {}): Promise<TestDb> {
  const dir = mkdtempSync(join(tmpdir(), 'spoke-portal-'));
  const url = `file:${join(dir, 'portal.db')}`;
  const client = createLibsqlClient(url);
  if (options.migrate ?? true) await migratePortal(client);
  return {
    url,
    client,
    db: createPortalDb(client),
    cleanup() {
      client.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
