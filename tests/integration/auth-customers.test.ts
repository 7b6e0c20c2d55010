// Customer switching and the customer list against the embedded upstream's demo dealers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomerDocument, CustomersDocument, SalesCustomersDocument } from '../../src/server/upstream/generated';
import { jsonRequest } from '../support/app';
import { apiLogin, bearer, cookiesFrom, DEMO_PASSWORD, openAuthWorld, SITE, sitePost, type AuthWorld } from './auth-fixture';

let world: AuthWorld;
let covered: { r3: string; isr: string | null }[];
let outside: { r3: string; isr: string | null };

beforeAll(async () => {
  world = await openAuthWorld();
  // The US site (localhost) offers the rep's US01 dealers only.
  const mine = await world.upstream.request(SalesCustomersDocument, { salesmen: ['S10025'], sorgs: ['US01'], limit: 50 });
  covered = mine.salesCustomers.map(({ custCode: { r3, isr } }) => ({ r3, isr }));
  const all = await world.upstream.request(CustomersDocument, { limit: 100 });
  const foreign = all.customers.data.find((c) => !covered.some((m) => m.r3 === c.custCode.r3));
  if (!foreign) throw new Error('demo data has no dealer outside S10025');
  outside = foreign.custCode;
}, 120_000);
afterAll(async () => world.close());

const post = (path: string, token: string) => world.t.request(path, { method: 'POST', headers: bearer(token) });

describe('POST /api/change-cust', () => {
  it('lets the sales rep act for a covered dealer and carries it in new tokens', async () => {
    const target = covered[0];
    if (!target) throw new Error('sales rep covers nobody');
    const { requestToken } = await apiLogin(world.t, 'sales.rep');
    const response = await post(`/api/change-cust/${target.isr ?? target.r3}`, requestToken);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { requestToken: string; refreshToken: string; user: { salesActiveCustCode: unknown; hasCustCode: boolean } };
    expect(body.user).toMatchObject({ salesActiveCustCode: target, hasCustCode: true });
    const me = await world.t.request('/api/user', { headers: bearer(body.requestToken) });
    expect(await me.json()).toMatchObject({ salesActiveCustCode: target });
    expect(me.headers.get('x-spoke-cust')).toBe(target.isr ?? target.r3);
  });

  it('keeps the chosen customer across a refresh', async () => {
    const target = covered[1] ?? covered[0];
    if (!target) throw new Error('sales rep covers nobody');
    const { requestToken } = await apiLogin(world.t, 'sales.rep');
    const switched = (await (await post(`/api/change-cust?r3=${target.r3}&isr=${target.isr ?? ''}`, requestToken)).json()) as { refreshToken: string };
    const refreshed = await world.t.request('/api/refresh-token', { method: 'POST', body: JSON.stringify({ token: switched.refreshToken }), headers: { 'content-type': 'application/json' } });
    expect(((await refreshed.json()) as { user: { salesActiveCustCode: unknown } }).user.salesActiveCustCode).toEqual(target);
  });

  it('refuses the sales rep a dealer outside their areas', async () => {
    const { requestToken } = await apiLogin(world.t, 'sales.rep');
    const response = await post(`/api/change-cust/${outside.r3}`, requestToken);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { message: 'This customer does not belong to you anymore, please contact sales support' } });
  });

  it("refuses a dealer another dealer's customer code", async () => {
    const { requestToken } = await apiLogin(world.t, 'dealer.us');
    expect((await post('/api/change-cust/0002000456', requestToken)).status).toBe(403);
    expect((await post('/api/change-cust?r3=0002000456&isr=I002000456', requestToken)).status).toBe(403);
  });

  it('lets the multi-company dealer confirm their own customer by ISR code, with new cookies for the site', async () => {
    const signedIn = await world.t.request('/api/login', sitePost({ username: 'dealer.de', password: DEMO_PASSWORD }));
    const response = await world.t.request('/api/change-cust/I002000456', sitePost(undefined, { cookie: cookiesFrom(signedIn) }));
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toHaveLength(2);
  });

  it('is 401 for an anonymous visitor', async () => {
    expect((await world.t.request('/api/change-cust/0001000123', sitePost(undefined))).status).toBe(401);
  });
});

describe('GET /api/customers', () => {
  interface Page {
    data: { custCode: { r3: string }; custName: string }[];
    info: { page: number; limit: number; count: number; pageTotal: number };
  }
  const list = async (token: string, query: string) => world.t.request(`/api/customers${query}`, { headers: bearer(token) });

  it('pages through the sales rep dealers ten at a time', async () => {
    const { requestToken } = await apiLogin(world.t, 'sales.rep');
    const first = (await (await list(requestToken, '?page=1&limit=10')).json()) as Page;
    const second = (await (await list(requestToken, '?page=2&limit=10')).json()) as Page;
    expect(first.info.count).toBeGreaterThan(10);
    expect(first.data).toHaveLength(10);
    expect(second.info.page).toBe(2);
    const overlap = second.data.filter((c) => first.data.some((f) => f.custCode.r3 === c.custCode.r3));
    expect(overlap).toEqual([]);
  });

  it('searches by name within the covered dealers only', async () => {
    const { requestToken } = await apiLogin(world.t, 'sales.rep');
    const all = (await (await list(requestToken, '?limit=50')).json()) as Page;
    const name = all.data[3]?.custName ?? '';
    const found = (await (await list(requestToken, `?search=${encodeURIComponent(name)}`)).json()) as Page;
    expect(found.data.map((c) => c.custName)).toContain(name);
    const foreign = (await (await list(requestToken, `?search=${outside.r3}`)).json()) as Page;
    expect(foreign.data).toEqual([]);
  });

  it('refuses page sizes other than 10, 25 and 50', async () => {
    const { requestToken } = await apiLogin(world.t, 'sales.rep');
    expect((await list(requestToken, '?limit=30')).status).toBe(400);
    expect((await list(requestToken, '?limit=25')).status).toBe(200);
  });

  it('refuses a dealer without menu.change-cust', async () => {
    const dealer = await apiLogin(world.t, 'dealer.us');
    expect((await list(dealer.requestToken, '')).status).toBe(403);
  });

  it("lists the administrator every customer of the site's sales organisation (decision 0013)", async () => {
    const admin = await apiLogin(world.t, 'admin');
    const page = (await (await list(admin.requestToken, '?limit=50')).json()) as Page;
    const us = await world.upstream.request(CustomersDocument, { sorgs: ['US01'], limit: 1 });
    expect(page.info.count).toBe(us.customers.info.count);
    const german = (await (await list(admin.requestToken, '?search=0002000456')).json()) as Page;
    expect(german.data).toEqual([]);
  });

  it('lists the auditor the customers of the audited sales organisations only', async () => {
    const auditor = await apiLogin(world.t, 'auditor');
    const page = (await (await list(auditor.requestToken, '?limit=50')).json()) as Page;
    expect(page.info.count).toBeGreaterThan(0);
    const german = (await (await list(auditor.requestToken, '?search=Radhaus')).json()) as Page;
    expect(german.data).toEqual([]);
  });
});

describe('GET /api/customers/texts', () => {
  const texts = async (token: string | null, query = '') => world.t.request(`/api/customers/texts${query}`, token ? { headers: bearer(token) } : {});
  type Texts = { data: Record<string, string> };

  it("gives the dialog its words in the page's language, never kept by the browser", async () => {
    const { requestToken } = await apiLogin(world.t, 'sales.rep');
    const english = await texts(requestToken, '?locale=en-us');
    expect(english.status).toBe(200);
    expect(english.headers.get('cache-control')).toBe('private, no-store');
    const words = ((await english.json()) as Texts).data;
    expect(words['shell.customer.dialog_title']).toBe('Select customer');
    expect(Object.keys(words)).toHaveLength(15);
    const german = ((await (await texts(requestToken, '?locale=de')).json()) as Texts).data;
    expect(german['shell.customer.dialog_title']).toBe('Kunde auswählen');
    expect(german['shell.customer.city']).toBe('Ort');
  });

  it("falls back to the site's language for a locale it does not know, and refuses a malformed query", async () => {
    const { requestToken } = await apiLogin(world.t, 'sales.rep');
    const unknown = await texts(requestToken, '?locale=xx-yy');
    expect(unknown.status).toBe(200);
    expect(((await unknown.json()) as Texts).data['shell.customer.dialog_title']).toBe('Select customer');
    const long = await texts(requestToken, `?locale=${'x'.repeat(11)}`);
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({ error: { code: 'VALIDATION' } });
    expect((await texts(requestToken, '?page=2')).status).toBe(400);
  });

  it('is for those who may choose a customer only', async () => {
    expect((await texts(null)).status).toBe(401);
    const dealer = await apiLogin(world.t, 'dealer.us');
    expect((await texts(dealer.requestToken)).status).toBe(403);
  });
});

describe('a country site offers only the customers of its own sales organisations', () => {
  const ID_SITE = 'http://id.localhost';
  const siteLogin = async (site: string, username: string) => {
    const response = await world.t.app.request(`${site}/api/login`, jsonRequest('POST', { username, password: DEMO_PASSWORD, client: 'api' }));
    return ((await response.json()) as { requestToken: string }).requestToken;
  };
  const sorgsOf = async (r3: string) => (await world.upstream.request(CustomerDocument, { custCode: r3 })).customer?.sorgs ?? [];

  it('lists the sales rep covering ID01 and US01 only US01 dealers on the US site and only ID01 dealers on the Indonesian one', async () => {
    const us = (await (await world.t.request('/api/customers?limit=50', { headers: bearer(await siteLogin(SITE, 'sales.rep')) })).json()) as { data: { custCode: { r3: string } }[] };
    const id = (await (await world.t.request(`${ID_SITE}/api/customers?limit=50`, { headers: bearer(await siteLogin(ID_SITE, 'sales.rep')) })).json()) as { data: { custCode: { r3: string } }[] };
    expect(us.data.length).toBeGreaterThan(0);
    expect(id.data.length).toBeGreaterThan(0);
    for (const c of us.data) expect(await sorgsOf(c.custCode.r3), c.custCode.r3).toContain('US01');
    for (const c of id.data) expect(await sorgsOf(c.custCode.r3), c.custCode.r3).toContain('ID01');
    expect(us.data.filter((c) => id.data.some((i) => i.custCode.r3 === c.custCode.r3))).toEqual([]);
  });

  it('refuses the sales rep on the US site an Indonesian dealer their areas cover, and allows it on the Indonesian site', async () => {
    const theirs = await world.upstream.request(SalesCustomersDocument, { salesmen: ['S10025'], sorgs: ['ID01'], limit: 50 });
    const indonesian = (await Promise.all(theirs.salesCustomers.map(async ({ custCode }) => ({ c: custCode, sorgs: await sorgsOf(custCode.r3) })))).find((x) => !x.sorgs.includes('US01'))?.c;
    if (!indonesian) throw new Error('the sales rep covers no Indonesian-only dealer');
    const onUs = await world.t.request(`/api/change-cust/${indonesian.r3}`, { method: 'POST', headers: { origin: SITE, ...bearer(await siteLogin(SITE, 'sales.rep')) } });
    expect(onUs.status).toBe(403);
    const onId = await world.t.request(`${ID_SITE}/api/change-cust/${indonesian.r3}`, { method: 'POST', headers: { origin: ID_SITE, ...bearer(await siteLogin(ID_SITE, 'sales.rep')) } });
    expect(onId.status).toBe(200);
  });
});

describe('POST /api/change-cust for administrators and auditors (decision 0013)', () => {
  it('lets the administrator act for any customer of the site, the German dealer on the German site', async () => {
    const onUs = await post('/api/change-cust/I002000456', (await apiLogin(world.t, 'admin')).requestToken);
    expect(onUs.status).toBe(403);
    const login = await world.t.app.request('http://de.localhost/api/login', jsonRequest('POST', { username: 'admin', password: DEMO_PASSWORD, client: 'api' }));
    const { requestToken } = (await login.json()) as { requestToken: string };
    const response = await world.t.request('http://de.localhost/api/change-cust/I002000456', { method: 'POST', headers: { origin: 'http://de.localhost', ...bearer(requestToken) } });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { user: { salesActiveCustCode: unknown } }).user.salesActiveCustCode).toEqual({ r3: '0002000456', isr: 'I002000456' });
  });

  it('lets the auditor act for a US customer but not for one outside the audited organisations', async () => {
    const { requestToken } = await apiLogin(world.t, 'auditor');
    expect((await post('/api/change-cust/0001000123', requestToken)).status).toBe(200);
    expect((await post('/api/change-cust/I002000456', requestToken)).status).toBe(403);
  });
});
