// The Hono app in-process over a fresh database: `const t = await createTestApp(); await t.request('/api/health')`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../src/server/api/app';
import { createDiskBlobStore } from '../../src/server/runtime/node/blob';
import { createMemoryCache } from '../../src/server/runtime/node/cache';
import { createDiskMailer } from '../../src/server/runtime/node/mail';
import type { Services } from '../../src/server/services';
import { createTestDb, type TestDb } from './db';
import { unreachableUpstream } from './upstream';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  services: Services;
  testDb: TestDb;
  /** Blob and mail folders live here. */
  dir: string;
  request(path: string, init?: RequestInit): Promise<Response>;
  cleanup(): void;
}

export async function createTestApp(overrides: Partial<Services> = {}): Promise<TestApp> {
  const testDb = await createTestDb();
  const dir = mkdtempSync(join(tmpdir(), 'spoke-app-'));
  const services: Services = {
    db: testDb.db,
    upstream: unreachableUpstream(),
    blob: createDiskBlobStore(join(dir, 'blobs')),
    cache: createMemoryCache(),
    mail: createDiskMailer(join(dir, 'mail')),
    ...overrides,
  };
  const app = createApp(services);
  return {
    app,
    services,
    testDb,
    dir,
    request: async (path, init) => app.request(path, init),
    cleanup() {
      testDb.cleanup();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function jsonRequest(method: string, body: unknown, headers: Record<string, string> = {}): RequestInit {
  return { method, body: typeof body === 'string' ? body : JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } };
}
