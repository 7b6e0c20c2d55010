// A signed-in world for the auth tests: the Hono app in-process over a fresh migrated and seeded
// portal database (its client wrapped in a query counter) and the embedded upstream on a temp file.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPortalDb } from '../../db/client';
import { DEMO_PASSWORD } from '../../db/seed-data/accounts';
import { seedPortal } from '../../db/seed';
import { createApp } from '../../src/server/api/app';
import type { AuthDeps } from '../../src/server/auth/auth.service';
import { resetServerEnv } from '../../src/server/env';
import { createUpstreamClient, type UpstreamClient } from '../../src/server/upstream';
import type { EmbeddedUpstream } from '../../upstream/executor';
import { createTestApp, jsonRequest, type TestApp } from '../support/app';
import { countQueries, type CountedClient } from '../support/query-counter';
import { openSeededUpstream } from '../support/upstream-template';

export const TEST_SECRET = 'auth-tests-secret-0123456789abcdef';
/** Hono's app.request() resolves paths against this origin. */
export const SITE = 'http://localhost';
export { DEMO_PASSWORD };

export interface AuthWorld {
  t: TestApp;
  queries: CountedClient;
  upstream: UpstreamClient;
  /** What the auth service and the edge steps need, signed with the test secret. */
  deps: AuthDeps;
  close(): Promise<void>;
}

let upstreamDir: string | undefined;
let embedded: EmbeddedUpstream | undefined;

export function useTestSecret(): void {
  process.env['SESSION_SECRET'] = TEST_SECRET;
  resetServerEnv();
}

export async function openAuthWorld(options: { upstream?: boolean } = {}): Promise<AuthWorld> {
  useTestSecret();
  const upstream = options.upstream === false ? createUpstreamClient({ url: 'http://127.0.0.1:9/graphql', timeoutMs: 500 }) : await embeddedClient();
  const base = await createTestApp();
  const queries = countQueries(base.testDb.client);
  const services = { ...base.services, db: createPortalDb(queries.client), upstream };
  await seedPortal(services.db);
  const app = createApp(services);
  const t: TestApp = { ...base, app, services, request: async (path, init) => app.request(path, init) };
  return {
    t,
    queries,
    upstream,
    deps: { db: services.db, upstream, secret: TEST_SECRET },
    async close() {
      base.cleanup();
      await embedded?.close();
      embedded = undefined;
      if (upstreamDir) rmSync(upstreamDir, { recursive: true, force: true });
    },
  };
}

/** The embedded upstream's database of the open world, for tests that play the ERP (stock arrivals). */
export function embeddedUpstreamUrl(): string {
  if (!upstreamDir) throw new Error('no embedded upstream is open');
  return `file:${join(upstreamDir, 'upstream.db')}`;
}

async function embeddedClient(): Promise<UpstreamClient> {
  upstreamDir = mkdtempSync(join(tmpdir(), 'spoke-auth-upstream-'));
  embedded = await openSeededUpstream(join(upstreamDir, 'upstream.db'), 'demo');
  const executor = embedded;
  return createUpstreamClient({ timeoutMs: 10_000, embedded: () => Promise.resolve(executor) });
}

/** A same-origin JSON request as the site's own pages send it. */
export function sitePost(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return jsonRequest('POST', body, { origin: SITE, ...headers });
}

/** The cookie header a browser would send back after this response. */
export function cookiesFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

export function cookieValue(response: Response, name: string): string | undefined {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    if (pair?.startsWith(`${name}=`)) return pair.slice(name.length + 1);
  }
  return undefined;
}

export interface ApiTokens {
  requestToken: string;
  refreshToken: string;
  user: { id: string; scopes: string[]; salesActiveCustCode: { r3: string; isr: string | null } | null };
}

export async function apiLogin(t: TestApp, username: string, password = DEMO_PASSWORD, env: Record<string, string> = {}): Promise<ApiTokens> {
  const response = await t.app.request('/api/login', jsonRequest('POST', { username, password, client: 'api' }), env);
  if (response.status !== 200) throw new Error(`login ${username} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as ApiTokens;
}

export const bearer = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });
