// /api/inquiry: the public new-customer inquiry on a host that offers it; the rules' messages,
// text stored as text (a script in every field), the honeypot, the rate limit and the public gate.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_COOKIE } from '../../src/domain/locales';
import { createUpstreamClient } from '../../src/server/upstream';
import { publicExecutor } from '../../src/server/upstream/public-gate';
import { createTestApp, type TestApp } from '../support/app';
import { openUpstreamFixture, type UpstreamFixture } from './upstream-fixture';
import { useTestSecret } from './auth-fixture';

const ID_SITE = 'http://id.localhost';
const US_SITE = 'http://us.localhost';
let fx: UpstreamFixture;
let t: TestApp;
let cityId: string;

beforeAll(async () => {
  useTestSecret();
  fx = await openUpstreamFixture();
  const publicUpstream = createUpstreamClient({ timeoutMs: 10_000, embedded: () => Promise.resolve(publicExecutor(fx.upstream)) });
  t = await createTestApp({ publicUpstream });
  const cities = (await (await t.request(`${ID_SITE}/api/inquiry/cities?country=ID`)).json()) as { data: { id: string }[] };
  cityId = cities.data[0]!.id;
}, 60_000);
afterAll(async () => {
  t.cleanup();
  await fx.close();
});

const valid = () => ({ reason: 'new_store', goal: 'Sell city bikes', custName: 'Toko Roda Dua', custAddress: 'Jl. Merdeka 1', custState: 'Jawa Barat',
  custCountry: 'ID', custCity: cityId, custEmail: 'owner@rodadua.example', custPhone: '081234567', custWeb: 'www.rodadua.example' });
const post = (body: unknown, ip = '10.0.0.1', site = ID_SITE) =>
  t.app.request(`${site}/api/inquiry`, { method: 'POST', headers: { 'content-type': 'application/json', origin: site }, body: JSON.stringify(body) }, { clientAddress: ip });
const stored = async () => (await fx.sql.execute('SELECT * FROM customer_inquiries ORDER BY id')).rows;

describe('public inquiry', () => {
  it('lists countries and the cities of one country without a sign-in', async () => {
    const countries = (await (await t.request(`${ID_SITE}/api/inquiry/countries`)).json()) as { data: { id: string }[] };
    expect(countries.data.map((c) => c.id)).toContain('ID');
    expect((await t.request(`${ID_SITE}/api/inquiry/cities?country=Indonesia`)).status).toBe(400);
  });

  it('is not offered on a host without the inquiry', async () => {
    expect((await t.request(`${US_SITE}/api/inquiry/countries`)).status).toBe(404);
    expect((await post(valid(), '10.0.0.9', US_SITE)).status).toBe(404);
  });

  it('sends the inquiry upstream with the phone in the host prefix and mails the sales address', async () => {
    const res = await post(valid());
    expect(res.status).toBe(201);
    const [row] = await stored();
    expect(row).toMatchObject({ host: 'id', cust_name: 'Toko Roda Dua', cust_phone: '+6281234567', cust_city: cityId });
    const mails = readdirSync(join(t.dir, 'mail')).map((f) => readFileSync(join(t.dir, 'mail', f), 'utf8'));
    expect(mails.some((m) => m.includes('dealer.support@spoke-bikes.co.id') && m.includes('Toko Roda Dua'))).toBe(true);
  });

  it('answers every rule with its message', async () => {
    const res = await post({ ...valid(), reason: 'fun', custName: '', custEmail: 'nope', custPhone: '12ab', custCity: '', custWeb: 'not a site', custPostalCode: '12x' });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { issues: { path: string; message: string; text?: string }[] } };
    const { error } = body;
    const byField = Object.fromEntries(error.issues.map((i) => [i.path, i.message]));
    expect(byField).toMatchObject({ reason: 'validation.required', custName: 'validation.required', custEmail: 'validation.email', custPhone: 'validation.phone', custCity: 'validation.required',
      custWeb: 'inquiry.website_invalid', custPostalCode: 'validation.numeric' });
    // In English too each issue carries the catalogue's words, not only its key.
    const english = await t.app.request(`${ID_SITE}/api/inquiry`, { method: 'POST', headers: { 'content-type': 'application/json', origin: ID_SITE, cookie: `${LOCALE_COOKIE}=en-id` },
      body: JSON.stringify({ ...valid(), custName: '', custEmail: 'nope', custPhone: '12ab', custPostalCode: '12x' }) }, { clientAddress: '10.0.0.11' });
    const words = Object.fromEntries(((await english.json()) as typeof body).error.issues.map((i) => [i.path, i.text]));
    expect(words).toEqual({ custName: 'Required', custEmail: 'Email must be valid', custPhone: '*Must Be Numeric (17 digits max)', custPostalCode: '*Must Be Numeric' });
    expect((await post({ ...valid(), goal: 'x'.repeat(501) })).status).toBe(400);
    expect((await post({ ...valid(), goal: 'x'.repeat(1001) })).status).toBe(400);
  });

  it('keeps a script in every free-text field as text and refuses it in every formatted field', async () => {
    const script = '<script>alert(1)</script>';
    const res = await post({ ...valid(), goal: script, custName: script, custAddress: script, custState: script }, '10.0.0.6');
    expect(res.status).toBe(201);
    expect((await stored()).at(-1)).toMatchObject({ goal: script, cust_name: script, cust_address: script, cust_state: script });
    for (const field of ['reason', 'custPostalCode', 'custCountry', 'custCity', 'custEmail', 'custPhone', 'custWeb']) {
      expect((await post({ ...valid(), [field]: script }, '10.0.0.7')).status, field).toBe(400);
    }
  });

  it('refuses NUL and right-to-left override characters in a name, storing nothing', async () => {
    const before = (await stored()).length;
    for (const custName of ['Toko\u0000Roda', 'Toko \u202Eadoh', 'Toko \u2066Roda\u2069']) {
      const res = await post({ ...valid(), custName }, '10.0.0.8');
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { issues: { path: string; message: string }[] } }).error.issues).toContainEqual(expect.objectContaining({ path: 'custName', message: 'validation.unsafe_characters' }));
    }
    expect((await stored()).length).toBe(before);
  });

  it('stores multi-line text as sent, never as markup', async () => {
    const res = await post({ ...valid(), goal: 'Line one\nLine two & more', custEmail: 'a@b.example' }, '10.0.0.2');
    expect(res.status).toBe(201);
    expect((await stored()).at(-1)?.['goal']).toBe('Line one\nLine two & more');
  });

  it('answers a filled honeypot as sent without storing it', async () => {
    const before = (await stored()).length;
    expect((await post({ ...valid(), fax_number: 'bot' }, '10.0.0.3')).status).toBe(201);
    expect((await stored()).length).toBe(before);
  });

  it('limits inquiries per address', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) answers.push((await post(valid(), '10.0.0.4')).status);
    expect(answers).toEqual([201, 201, 201, 201, 201, 429]);
    expect((await post(valid(), '10.0.0.5')).status).toBe(201);
  });

  it('keeps every other operation off the public endpoint', async () => {
    const open = publicExecutor(fx.upstream);
    const refused = await open.execute({ query: '{ countries { id } orderThirdParties(custCode: "0001000123") { info { count } } }' });
    expect(refused.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
    const allowed = await open.execute({ query: '{ countries { id } }' });
    expect(allowed.errors).toBeUndefined();
  });
});
