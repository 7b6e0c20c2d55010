// /api/sales-area: the country's regions with their groups and coordinates, a province narrowing
// them, and category updates for administrators only, all rows or none, with the spec's messages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleSalesAreaForm, mayUpdateSalesAreas } from '../../src/server/sales-area/page-actions';
import { json, openOrdersWorld, US_DEALER, type OrdersWorld } from './orders-fixture';

interface Region { id: string; country: string; lat: number; lng: number; regionGroups: { id: string; category: string | null; lat: number }[] }
interface Envelope { error: { code: string; messageKey: string; issues?: { path: string; message: string }[] } }

let w: OrdersWorld;
let rep: Record<string, string>;
let admin: Record<string, string>;

beforeAll(async () => {
  w = await openOrdersWorld();
  rep = await w.login('sales.rep');
  admin = await w.login('admin');
}, 120_000);
afterAll(async () => w.close());

const regions = async (query = '', headers = rep) => (await json<{ data: Region[] }>(await w.t.request(`/api/sales-area/regions${query}`, { headers }))).data;
const update = (body: unknown, headers = admin) => w.t.request('/api/sales-area/categories', { method: 'PUT', body: JSON.stringify(body), headers: { ...headers, 'content-type': 'application/json' } });
const category = async (id: string) => (await w.upstream.sql.execute({ sql: 'SELECT category FROM sales_region_groups WHERE id = ?', args: [id] })).rows[0]?.['category'];

describe('GET /api/sales-area/regions', () => {
  it('gives the site’s country: provinces with coordinates and their cities', async () => {
    const all = await regions();
    expect(all.length).toBeGreaterThan(3);
    expect(all.every((r) => r.country === 'US' && Number.isFinite(r.lat) && r.regionGroups.length > 0)).toBe(true);
  });

  it('narrows to one province, and keeps only categorised groups when asked', async () => {
    const oregon = await regions('?province=US-OR');
    expect(oregon.map((r) => r.id)).toEqual(['US-OR']);
    const categorised = await regions('?onlySalesArea=true');
    expect(categorised.flatMap((r) => r.regionGroups).every((g) => g.category !== null)).toBe(true);
  });

  it('needs page.sales-area: a dealer is refused', async () => {
    const dealer = await w.login('dealer.us');
    expect((await w.t.request('/api/sales-area/regions', { headers: dealer })).status).toBe(403);
  });
});

describe('PUT /api/sales-area/categories', () => {
  it('lets the administrator re-categorise several cities at once', async () => {
    const res = await update({ rows: [{ regionId: 'US-TX-DAL', category: 'B' }, { regionId: 'US-TX-HOU', category: 'A' }] });
    expect(res.status).toBe(200);
    expect(await category('US-TX-DAL')).toBe('B');
    expect(await category('US-TX-HOU')).toBe('A');
    const texas = await regions('?province=US-TX');
    expect(texas[0]?.regionGroups.find((g) => g.id === 'US-TX-DAL')?.category).toBe('B');
  });

  it('is for administrators only: the sales rep reads but cannot update', async () => {
    const res = await update({ rows: [{ regionId: 'US-OR-PDX', category: 'D' }] }, rep);
    expect(res.status).toBe(403);
    expect(await category('US-OR-PDX')).toBe('A');
  });

  it('answers with the spec’s messages', async () => {
    const cases: [unknown, string][] = [
      [{ rows: [{ regionId: 'US-OR-PDX', category: '' }] }, 'sales_area.error.category_required'],
      [{ rows: [{ regionId: '', category: 'A' }] }, 'sales_area.error.region_required'],
      [{ rows: [{ regionId: 'US-OR-PDX', category: 'Z' }] }, 'sales_area.error.category_invalid'],
    ];
    for (const [body, message] of cases) {
      const res = await update(body);
      expect(res.status).toBe(400);
      expect((await json<Envelope>(res)).error.issues?.[0]?.message).toBe(message);
    }
  });

  it('changes nothing when one region is unknown or of another country: Failed to update this sales area', async () => {
    const res = await update({ rows: [{ regionId: 'US-OR-EUG', category: 'D' }, { regionId: 'DE-NW-K', category: 'D' }] });
    expect(res.status).toBe(422);
    expect((await json<Envelope>(res)).error.messageKey).toBe('sales_area.error.update_failed');
    expect(await category('US-OR-EUG')).toBe('B');
    expect(await category('DE-NW-K')).toBe('A');
  });

  it('answers 400 to malformed JSON', async () => {
    const res = await w.t.request('/api/sales-area/categories', { method: 'PUT', body: '{"rows": [', headers: { ...admin, 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
  });
});

describe('the /sales-area page form', () => {
  const post = (fields: [string, string][]) =>
    new Request('http://localhost/en-us/sales-area', { method: 'POST', body: new URLSearchParams(fields), headers: { 'content-type': 'application/x-www-form-urlencoded' } });

  it('answers with the spec’s messages in order: category, region, known category', async () => {
    expect(await handleSalesAreaForm(w.t.services.upstream, 'US', post([['regionId', 'US-CO-DEN']]))).toMatchObject({ kind: 'error', messageKey: 'sales_area.error.category_required', selected: ['US-CO-DEN'] });
    expect(await handleSalesAreaForm(w.t.services.upstream, 'US', post([['category', 'B']]))).toMatchObject({ kind: 'error', messageKey: 'sales_area.error.region_required' });
    expect(await handleSalesAreaForm(w.t.services.upstream, 'US', post([['regionId', 'US-CO-DEN'], ['category', 'Q']]))).toMatchObject({ kind: 'error', messageKey: 'sales_area.error.category_invalid' });
  });

  it('sets the chosen category on every ticked row', async () => {
    const outcome = await handleSalesAreaForm(w.t.services.upstream, 'US', post([['regionId', 'US-CO-DEN'], ['regionId', 'US-CO-BOU'], ['category', 'C']]));
    expect(outcome).toEqual({ kind: 'done', updated: 2 });
    expect([await category('US-CO-DEN'), await category('US-CO-BOU')]).toEqual(['C', 'C']);
  });

  it('lets only holders of sales-area.update change categories', () => {
    expect(mayUpdateSalesAreas(['page.sales-area'])).toBe(false);
    expect(mayUpdateSalesAreas(['page.sales-area', 'sales-area.update'])).toBe(true);
  });
});

describe('GET /api/sales-area/dealers', () => {
  it('places the country’s dealers in the cities their addresses name, one province when asked', async () => {
    const res = await w.t.request('/api/sales-area/dealers', { headers: rep });
    const { data } = await json<{ data: { custCode: { r3: string }; custCity: string; regionGroupId: string }[] }>(res);
    expect(data.length).toBeGreaterThan(3);
    expect(data.every((d) => d.regionGroupId.startsWith('US-'))).toBe(true);
    expect(data.find((d) => d.custCode.r3 === US_DEALER)).toMatchObject({ custCity: 'Portland', regionGroupId: 'US-OR-PDX' });
    const oregon = await json<{ data: { regionGroupId: string }[] }>(await w.t.request('/api/sales-area/dealers?province=US-OR', { headers: rep }));
    expect(oregon.data.length).toBeGreaterThan(0);
    expect(oregon.data.every((d) => d.regionGroupId.startsWith('US-OR-'))).toBe(true);
  });
});
