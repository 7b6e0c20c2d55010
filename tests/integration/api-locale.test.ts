// /api answers in the user's language: the envelope's message, each issue's text and a cart line's
// error follow the locale cookie the last page set (else the host's default); an issue carries its
// words in English too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_COOKIE } from '../../src/domain/locales';
import { ProductsDocument } from '../../src/server/upstream/generated';
import { jsonRequest } from '../support/app';
import { apiLogin, bearer, openAuthWorld, type AuthWorld } from './auth-fixture';

interface ErrorBody {
  error: { code: string; message: string; messageKey: string; issues?: { path: string; message: string; text?: string }[] };
  lineErrors?: { code: string; message: string; messageKey?: string }[];
}

let world: AuthWorld;
let dealer: Record<string, string>;
// A browser sends the cookie with its own origin; without it the cross-site guard refuses a write.
const german = (headers: Record<string, string> = {}) => ({ ...headers, origin: 'http://localhost', cookie: `${LOCALE_COOKIE}=de` });

beforeAll(async () => {
  world = await openAuthWorld();
  dealer = bearer((await apiLogin(world.t, 'dealer.us')).requestToken);
}, 120_000);
afterAll(() => world.close());

describe('error answers in the user language', () => {
  it('says not found in German on a German page and in English on an English one', async () => {
    const de = (await (await world.t.request('/api/no-such-route', { headers: german() })).json()) as ErrorBody;
    expect(de.error).toMatchObject({ code: 'NOT_FOUND', message: 'Nicht gefunden', messageKey: 'api.error.not_found' });
    const en = (await (await world.t.request('/api/no-such-route')).json()) as ErrorBody;
    expect(en.error.message).toBe('Not found');
  });

  it('gives each issue its German text beside its key', async () => {
    const res = await world.t.request('/api/cart/lines', jsonRequest('PUT', { lines: [{ articleCode: 'X', sorg: 'US01', qty: 0 }] }, german(dealer)));
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorBody;
    expect(body.error.message).toBe('Bitte prüfen Sie alle Eingaben noch einmal');
    expect(body.error.issues?.[0]).toEqual({ path: 'lines.0.qty', message: 'validation.min_qty', text: 'Die Menge muss mindestens 1 betragen' });
  });

  it('gives each issue its English words on an English page, placeholders filled', async () => {
    const res = await world.t.request('/api/cart/lines', jsonRequest('PUT', { lines: [{ articleCode: 'X', sorg: 'US01', qty: 0 }] }, { ...dealer, origin: 'http://localhost' }));
    expect(((await res.json()) as ErrorBody).error.issues?.[0]).toEqual({ path: 'lines.0.qty', message: 'validation.min_qty', text: 'Qty must be at least 1' });
    const profile = await world.t.request('/api/profile', jsonRequest('PUT', { name: 'x'.repeat(300), email: 'nope', language: 'en', currentPassword: '', newPassword: '', confirmPassword: '' }, { ...dealer, origin: 'http://localhost' }));
    expect(profile.status).toBe(400);
    const issues = ((await profile.json()) as ErrorBody).error.issues ?? [];
    expect(issues).toContainEqual({ path: 'email', message: 'validation.email', text: 'Email must be valid' });
    expect(issues.find((i) => i.path === 'name')?.text).toMatch(/^Must be at most \d+ characters$/);
  });

  it('words a cart line refused by the ERP in German', async () => {
    const { products } = await world.upstream.request(ProductsDocument, { custCode: '0001000123', sorg: 'US01', page: 1, limit: 100, filter: { category: 'PAA' } });
    const limited = products.data.find((p) => p.orderLimit !== null && p.price);
    if (!limited?.orderLimit) throw new Error('demo data lacks a limited product');
    const res = await world.t.request('/api/cart/lines', jsonRequest('PUT', { lines: [{ articleCode: limited.article_code, sorg: 'US01', qty: limited.orderLimit + 1 }] }, german(dealer)));
    expect(res.status).toBe(422);
    const body = (await res.json()) as ErrorBody;
    expect(body.lineErrors?.[0]).toMatchObject({ code: 'order_limit', message: `Die maximal bestellbare Menge beträgt ${limited.orderLimit} ST` });
  });
});
