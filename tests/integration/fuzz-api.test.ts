// Malformed input as a gate: generated bodies, query strings and path parameters sent to every /api
// route (read from the Hono app) as every demo account and an anonymous visitor. Never a 5xx, every
// 4xx in the envelope, and nothing logged with a stack trace. The seed is fixed (tests/support/fuzz.ts)
// and printed by fast-check on failure; SPOKE_FUZZ_SEED=<seed> replays it.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SEED_ACCOUNTS } from '../../db/seed-data/accounts';
import { takeConsoleErrors } from '../setup/console';
import { fuzzBodyFrom, fuzzQuery, fuzzRuns, fuzzSegment, FUZZ_SEED, hasStackTrace, type FuzzBody } from '../support/fuzz';
import { apiLogin, bearer, openAuthWorld, SITE, type AuthWorld } from './auth-fixture';

/** A valid body per JSON route: the fuzzer varies these so that the checks behind the schema run too. */
const EXAMPLES: Readonly<Record<string, unknown>> = {
  'POST /api/login': { username: 'nobody.fuzz', password: 'not-the-password', client: 'api' },
  'POST /api/refresh-token': { token: 'not-a-refresh-token' },
  'PUT /api/cart/lines': { lines: [{ articleCode: '200001430', sorg: 'US01', qty: 1 }], mode: 'add' },
  'POST /api/checkout': { shipto: '1', paymentId: 'NT30', poNumber: 'PO-1', notes: 'fuzz', requestDeliveryDate: '2026-12-01', orderType: 'OR' },
  'POST /api/consumer-voice': { message: 'Hello' },
  'POST /api/invoices/:invoiceNo/email': { company: 'US01' },
  'POST /api/language': { locale: 'de' },
  'POST /api/admin/orders/stock-confirmations': { orders: ['B2B0000001'], reqDeliveryDate: '2026-12-01' },
  'POST /api/invoice-payments': { company: 'US01', invoices: [{ id: '1', invoiceNo: '1' }], paymentId: 'BANK', partial: { amount: 100, acknowledged: true }, termsAccepted: true },
  'POST /api/invoice-payments/void': { company: 'US01', paymentRequestId: '1' },
  'POST /api/notification/subscriptions': { endpoint: 'https://push.example/x', expirationTime: null, keys: { p256dh: 'BAAA', auth: 'AAAA' } },
  'PUT /api/profile': { name: 'Fuzz', email: 'fuzz@example.com', language: 'en', currentPassword: '', newPassword: '', confirmPassword: '' },
  'POST /api/order-lists': { name: 'Fuzz list', shared: false, submissionId: 'fuzz-list-0000000001', source: { from: 'text', text: '200001430 1' } },
  'PATCH /api/order-lists/:id': { name: 'Fuzz', shared: true, lines: [{ articleCode: '200001430', sorg: 'US01', qty: 2 }] },
  'POST /api/order-lists/:id/cart': { lines: [{ articleCode: '200001430', sorg: 'US01' }] },
  'POST /api/returns': { doNumber: 'DO0000001', reason: 'surplus', note: 'fuzz', lines: [{ articleCode: '200001430', qty: 1 }], photos: [], submissionId: 'fuzz-return-00000001' },
  'POST /api/returns/:id/photos': { photos: ['00000000-0000-4000-8000-000000000000'] },
  'POST /api/admin/returns/:id/decision': { decision: 'reject', note: 'fuzz' },
};

interface Route {
  method: string;
  path: string;
}

let world: AuthWorld;
let logins = 0;
const tokens = new Map<string, string | undefined>();

/** A fresh client address per sign-in, so that the fuzzed /api/login never throttles the next one. */
async function signIn(username: string): Promise<string> {
  logins += 1;
  const env = { clientAddress: `10.77.${logins >> 8}.${logins & 255}` };
  const session = await apiLogin(world.t, username, undefined, env);
  if (session.user.salesActiveCustCode || !session.user.scopes.includes('menu.change-cust')) return session.requestToken;
  // Staff act for a customer, so that customer-bound routes run past the first check.
  const list = await world.t.app.request('/api/customers?limit=10', { headers: bearer(session.requestToken) });
  const first = ((await list.json()) as { data?: { custCode: { r3: string; isr: string | null } }[] }).data?.[0]?.custCode;
  if (!first) return session.requestToken;
  const query = new URLSearchParams({ r3: first.r3, ...(first.isr ? { isr: first.isr } : {}) });
  const switched = await world.t.app.request(`/api/change-cust?${query}`, { method: 'POST', headers: { origin: SITE, ...bearer(session.requestToken) } }, env);
  if (!switched.ok) throw new Error(`${username} could not choose customer ${first.r3}: ${switched.status} ${await switched.text()}`);
  return ((await switched.json()) as { requestToken: string }).requestToken;
}

function apiRoutes(): Route[] {
  const seen = new Map<string, Route>();
  for (const route of world.t.app.routes) if (route.method !== 'ALL') seen.set(`${route.method} ${route.path}`, { method: route.method, path: route.path });
  // Sign-out and customer switching last: they change the session the other routes run with.
  const last = (r: Route) => (/logout|change-cust|refresh-token|login/.test(r.path) ? 1 : 0);
  return [...seen.values()].sort((a, b) => last(a) - last(b));
}

const fill = (path: string, segments: string[]) => {
  let i = 0;
  return path.replace(/:\w+\??|\*/g, () => segments[i++ % segments.length] ?? 'x');
};

const isEnvelope = (body: unknown): boolean => {
  const error = (body as { error?: { code?: unknown; message?: unknown; issues?: unknown } } | null)?.error;
  if (!error || typeof error.code !== 'string' || error.code === '' || typeof error.message !== 'string') return false;
  if (error.issues === undefined) return true;
  // Every field error carries the catalogue's words, whatever the language.
  return Array.isArray(error.issues) && error.issues.every((i: { path?: unknown; message?: unknown; text?: unknown }) => typeof i.path === 'string' && typeof i.message === 'string' && typeof i.text === 'string' && i.text !== '');
};

/**
 * The cart's partial result: 422 with the cart as it now stands and the refused lines (cart.routes.ts),
 * the one 4xx that is an answer rather than an error, so it carries no envelope.
 */
const isCartPartialResult = (route: Route, status: number, body: unknown): boolean => {
  // The cart and a saved order list put into it answer a partly refused request the same way.
  if (status !== 422 || !(route.path.startsWith('/api/cart/') || route.path === '/api/order-lists/:id/cart')) return false;
  const { data, lineErrors } = (body ?? {}) as { data?: unknown; lineErrors?: unknown };
  return typeof data === 'object' && data !== null && Array.isArray(lineErrors) && lineErrors.length > 0 && lineErrors.every((e: { message?: unknown }) => typeof e.message === 'string');
};

let warnings: unknown[][] = [];

async function probe(route: Route, token: string | undefined, segments: string[], query: string, body: FuzzBody): Promise<void> {
  const headers: Record<string, string> = { origin: SITE, ...(token ? bearer(token) : {}), ...(body.contentType ? { 'content-type': body.contentType } : {}) };
  const hasBody = route.method !== 'GET' && route.method !== 'HEAD' && body.body !== undefined;
  const url = `${fill(route.path, segments)}${query ? `?${query}` : ''}`;
  const response = await world.t.app.request(url, { method: route.method, headers, body: hasBody ? (body.body ?? null) : null }, { clientAddress: '10.99.0.1' });
  const what = `${route.method} ${url.slice(0, 300)} (${body.label})`;
  const logged = [...takeConsoleErrors(), ...warnings.splice(0)].map((args) => args.map((a) => (a instanceof Error ? (a.stack ?? String(a)) : String(a))).join(' '));
  expect(logged.filter(hasStackTrace), `${what} logged a stack trace`).toEqual([]);
  expect(response.status, `${what} answered ${response.status}`).toBeLessThan(500);
  if (response.status >= 400) {
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: the envelope check below fails with the text in the message
    }
    expect(isEnvelope(parsed) || isCartPartialResult(route, response.status, parsed), `${what} answered ${response.status} outside the envelope: ${text.slice(0, 200)}`).toBe(true);
  } else {
    await response.body?.cancel();
  }
}

beforeAll(async () => {
  world = await openAuthWorld();
  for (const account of SEED_ACCOUNTS) tokens.set(account.username, await signIn(account.username));
  tokens.set('anonymous', undefined);
}, 120_000);
afterAll(async () => world.close());

describe('malformed input to every API route', () => {
  it.each([...SEED_ACCOUNTS.map((a) => a.username), 'anonymous'])('never answers 5xx, always the envelope, and logs no stack trace, as %s', async (who) => {
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args));
    try {
      for (const route of apiRoutes()) {
        await fc.assert(
          fc.asyncProperty(fc.array(fuzzSegment, { minLength: 1, maxLength: 3 }), fuzzQuery, fuzzBodyFrom(EXAMPLES[`${route.method} ${route.path}`]), async (segments, query, body) => probe(route, tokens.get(who), segments, query, body)),
          // Routes with a body example get more runs: their inputs have more to vary.
          { seed: FUZZ_SEED, numRuns: fuzzRuns(EXAMPLES[`${route.method} ${route.path}`] === undefined ? 20 : 80) },
        );
        // A fuzzed sign-out or refresh may have ended the session: carry on with a new one.
        const token = tokens.get(who);
        if (token && (await world.t.app.request('/api/user', { headers: bearer(token) })).status === 401) tokens.set(who, await signIn(who));
      }
    } finally {
      vi.mocked(console.warn).mockRestore();
      warnings = [];
    }
  }, 300_000);
});
