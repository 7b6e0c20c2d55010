// Opens a fresh embedded upstream (migrations + demo data, copied from the run's template when there
// is one) on a temp file for one test file.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type Client } from '@libsql/client';
import type { EmbeddedUpstream } from '../../upstream/executor';
import { openSeededUpstream } from '../support/upstream-template';

export interface UpstreamFixture {
  upstream: EmbeddedUpstream;
  /** Direct read access to the same database, for checking what the upstream stored. */
  sql: Client;
  /** Runs an operation and fails the test on GraphQL errors. */
  gql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>): Promise<T>;
  close(): Promise<void>;
}

export async function openUpstreamFixture(size = '600'): Promise<UpstreamFixture> {
  const dir = mkdtempSync(join(tmpdir(), 'spoke-upstream-'));
  const url = `file:${join(dir, 'upstream.db')}`;
  const upstream = await openSeededUpstream(join(dir, 'upstream.db'), size);
  const sql = createClient({ url });
  return {
    upstream,
    sql,
    async gql<T>(query: string, variables?: Record<string, unknown>) {
      const result = await upstream.execute({ query, ...(variables ? { variables } : {}) });
      if (result.errors?.length) throw new Error(`GraphQL errors: ${JSON.stringify(result.errors)}`);
      return result.data as T;
    },
    async close() {
      sql.close();
      await upstream.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
