// Authorisation matrix: every /api route (read from the Hono app) and every page route of the table,
// against every demo account and an anonymous visitor. The expected answer comes from the seeded
// roles' scopes (db/seed-data), evaluated here on its own, not by the functions under test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_ACCOUNTS } from '../../db/seed-data/accounts';
import { SEED_ROLES } from '../../db/seed-data/roles';
import { FEATURE_FLAGS, type FeatureFlags } from '../../src/domain/feature-flags';
import { guardRoute } from '../../src/domain/route-guard';
import { ROUTES, type ScopeEntry } from '../../src/domain/routes';
import type { GuardMeta } from '../../src/server/api/guards';
import { apiLogin, bearer, openAuthWorld, SITE, type AuthWorld } from './auth-fixture';

/** Routes open to anonymous visitors on purpose. Any other route must declare a guard. */
const PUBLIC_API = new Set(['GET /api/health', 'GET /api/banners/:file', 'GET /api/images/*', 'POST /api/login', 'POST /api/refresh-token', 'POST /api/logout',
  // The new-customer inquiry is for shops without an account (tests/integration/inquiry.test.ts).
  'GET /api/inquiry/countries', 'GET /api/inquiry/cities', 'POST /api/inquiry',
  // The shop systems' API document and its reference page (tests/integration/public-api.test.ts).
  'GET /api/public/v1/openapi.json', 'GET /api/public/v1/reference']);

interface ApiRoute {
  method: string;
  path: string;
  guards: GuardMeta[];
}

let world: AuthWorld;
const tokens = new Map<string, string>();
const claims = new Map<string, { scp: string[]; lim: string | null }>();

beforeAll(async () => {
  world = await openAuthWorld();
  for (const account of SEED_ACCOUNTS) {
    const { requestToken } = await apiLogin(world.t, account.username);
    tokens.set(account.username, requestToken);
    claims.set(account.username, JSON.parse(Buffer.from(requestToken.split('.')[1] ?? '', 'base64url').toString()) as { scp: string[]; lim: string | null });
  }
}, 120_000);
afterAll(async () => world.close());

function seededScopes(username: string): Set<string> {
  const account = SEED_ACCOUNTS.find((a) => a.username === username);
  const granted = SEED_ROLES.filter((role) => account?.roles.includes(role.name)).flatMap((role) => role.scopes);
  return new Set(granted);
}

function grants(held: Set<string>, required: readonly ScopeEntry[]): boolean {
  for (const entry of required) {
    const options = typeof entry === 'string' ? [entry] : entry;
    if (!options.some((scope) => held.has(scope))) return false;
  }
  return true;
}

function apiRoutes(): ApiRoute[] {
  const byKey = new Map<string, ApiRoute>();
  for (const route of world.t.app.routes) {
    if (route.method === 'ALL') continue;
    const key = `${route.method} ${route.path}`;
    const entry = byKey.get(key) ?? { method: route.method, path: route.path, guards: [] };
    const meta = (route.handler as { guardMeta?: GuardMeta }).guardMeta;
    if (meta) entry.guards.push(meta);
    byKey.set(key, entry);
  }
  return [...byKey.values()];
}

const fill = (path: string) => path.replace(/:(\w+)\??/g, (_m, name: string) => `${name}-1`);

async function errorCode(route: ApiRoute, token: string | undefined): Promise<string | null> {
  const headers: Record<string, string> = { origin: SITE, 'content-type': 'application/json', ...(token ? bearer(token) : {}) };
  const body = route.method === 'GET' || route.method === 'HEAD' ? null : '{}';
  const response = await world.t.app.request(fill(route.path), { method: route.method, headers, body });
  if (response.status !== 401 && response.status !== 403) return null;
  const parsed = (await response.json()) as { error?: { code?: string } };
  return parsed.error?.code ?? `HTTP_${response.status}`;
}

describe('API authorisation matrix', () => {
  it('finds a guard on every route that is not public on purpose', () => {
    const keys = apiRoutes().map((r) => `${r.method} ${r.path}`);
    expect(keys).toEqual(expect.arrayContaining(['GET /api/user', 'GET /api/customers', 'POST /api/change-cust/:custCode']));
    const unguarded = apiRoutes().filter((r) => r.guards.length === 0 && !PUBLIC_API.has(`${r.method} ${r.path}`));
    expect(unguarded.map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });

  it('refuses anonymous visitors on every guarded route', async () => {
    for (const route of apiRoutes().filter((r) => r.guards.length > 0)) {
      expect(await errorCode(route, undefined), `${route.method} ${route.path}`).toBe('UNAUTHENTICATED');
    }
  });

  it.each(SEED_ACCOUNTS.map((a) => a.username))('allows or denies %s exactly as the seeded role scopes say', async (username) => {
    const held = seededScopes(username);
    for (const route of apiRoutes().filter((r) => r.guards.length > 0)) {
      const required = route.guards.flatMap((g) => g.scopes);
      const code = await errorCode(route, tokens.get(username));
      const label = `${username} ${route.method} ${route.path}`;
      // The public API takes API keys, never a session (its keys are tested in public-api.test.ts).
      if (route.guards.some((g) => g.guard === 'key')) expect(code, label).toBe('UNAUTHENTICATED');
      else if (grants(held, required)) expect(code === 'UNAUTHENTICATED' || code === 'SCOPE_MISSING', label).toBe(false);
      else expect(code, label).toBe('SCOPE_MISSING');
    }
  });
});

describe('page authorisation matrix', () => {
  const allFlags = Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, true])) as FeatureFlags;
  const decide = (route: (typeof ROUTES)[number], user: { scopes: string[]; limitation: string | null } | null) =>
    guardRoute(route, { user, flags: allFlags, claimAllowPAA: true, newCustomerInquiry: true }).kind;

  it('sends anonymous visitors to sign-in on every user route and lets them see public ones', () => {
    for (const route of ROUTES) expect(decide(route, null), route.id).toBe(route.auth === 'public' ? 'allow' : 'login');
  });

  it.each(SEED_ACCOUNTS.map((a) => a.username))('gives %s every page its seeded scopes allow and the no-access page elsewhere', (username) => {
    const held = seededScopes(username);
    const token = claims.get(username);
    if (!token) throw new Error(`no token for ${username}`);
    for (const route of ROUTES) {
      const expected = route.auth === 'public' || grants(held, route.scopes) ? 'allow' : 'forbidden';
      expect(decide(route, { scopes: token.scp, limitation: token.lim }), `${username} ${route.id}`).toBe(expected);
    }
  });
});
