// Sales overview API against the embedded upstream's invoice lines: a dealer reads only its own
// customer, a sales rep the customers of its areas (several at once), malformed filters get a 400.
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readXlsx } from '../../src/server/spreadsheet/xlsx';
import { json, openOrdersWorld, US_DEALER, type OrdersWorld } from './orders-fixture';

interface Figures { netSales: number; netSalesLastYear: number; invoiceQuantity: number; invoiceQuantityLastYear: number }
interface Group extends Figures { code: string; name: string }
interface View {
  data: {
    state: { sorg: string; year: number; custCodes: string[]; months: number[]; brands: string[] };
    compared: { code: string; name: string }[];
    customerChoices: { code: string }[];
    companies: { code: string }[];
    data: { currency: string; year: number; months: (Figures & { month: number })[]; brands: Group[]; merchandiseCategories: Group[]; models: Group[]; customers: Group[]; total: Figures };
    choices: { years: number[]; brands: { code: string }[]; models: { code: string }[] };
  };
}
interface Envelope { error: { code: string; issues?: { path: string }[] } }

const YEAR = new Date().getUTCFullYear();
const DE_DEALER = '0002000456';
let w: OrdersWorld;
let dealer: Record<string, string>;
let dealerDe: Record<string, string>;
let rep: Record<string, string>;
let repCustomers: string[];

beforeAll(async () => {
  w = await openOrdersWorld();
  dealer = await w.login('dealer.us');
  dealerDe = await w.login('dealer.de');
  const repToken = await w.login('sales.rep');
  const page = await json<{ data: { custCode: { r3: string; isr: string | null }; sorgs: string[] }[] }>(await w.t.request('/api/customers?limit=50', { headers: repToken }));
  repCustomers = page.data.filter((c) => c.sorgs.includes('US01')).map((c) => c.custCode.isr ?? c.custCode.r3);
  rep = await w.login('sales.rep', repCustomers[0]);
}, 120_000);
afterAll(async () => w.close());

const get = (path: string, headers: Record<string, string> = {}) => w.t.request(path, { headers });
const sum = (groups: readonly Figures[], key: keyof Figures) => groups.reduce((s, g) => s + g[key], 0);

describe('GET /api/sales-overview as a dealer', () => {
  it('shows this year against last year for the own customer, every breakdown adding up to the total', async () => {
    const res = await get('/api/sales-overview', dealer);
    expect(res.status).toBe(200);
    const { data } = await json<View>(res);
    expect(data.state).toMatchObject({ sorg: 'US01', year: YEAR, custCodes: [US_DEALER] });
    expect(data.data.currency).toBe('USD');
    expect(data.data.months).toHaveLength(12);
    expect(data.data.total.netSalesLastYear).toBeGreaterThan(0);
    for (const groups of [data.data.months, data.data.brands, data.data.merchandiseCategories, data.data.models]) {
      expect(sum(groups, 'netSales')).toBe(data.data.total.netSales);
      expect(sum(groups, 'netSalesLastYear')).toBe(data.data.total.netSalesLastYear);
      expect(sum(groups, 'invoiceQuantity')).toBe(data.data.total.invoiceQuantity);
    }
    expect(data.choices.years).toEqual([YEAR, YEAR - 1, YEAR - 2]);
    expect(data.customerChoices).toEqual([]);
  });

  it('narrows to one brand and two months of last year, with the figures of exactly those', async () => {
    const all = (await json<View>(await get(`/api/sales-overview?year=${YEAR - 1}`, dealer))).data;
    const brand = all.data.brands[0]!;
    const { data } = await json<View>(await get(`/api/sales-overview?year=${YEAR - 1}&months=3,4&brands=${brand.code}`, dealer));
    expect(data.data.months.map((m) => m.month)).toEqual([3, 4]);
    expect(data.data.brands.map((b) => b.code)).toEqual([brand.code]);
    expect(data.data.total.netSales).toBe(sum(data.data.months, 'netSales'));
    const full = all.data.months.filter((m) => m.month === 3 || m.month === 4);
    expect(data.data.total.netSales).toBeLessThanOrEqual(sum(full, 'netSales'));
    expect(data.data.total.netSales).toBeGreaterThan(0);
    // The other filters' choices narrow to the brand; the brand list itself stays whole.
    expect(data.choices.brands.length).toBeGreaterThan(1);
    expect(data.choices.models.length).toBeLessThan(all.choices.models.length);
  });

  it('accepts its own code and refuses another customer’s codes', async () => {
    expect((await get(`/api/sales-overview?custCodes=${US_DEALER}`, dealer)).status).toBe(200);
    const refused = await get(`/api/sales-overview?custCodes=${DE_DEALER}`, dealer);
    expect(refused.status).toBe(403);
    expect((await json<Envelope>(refused)).error.code).toBe('CUSTOMER_NOT_YOURS');
    expect((await get(`/api/sales-overview?custCodes=${US_DEALER},${DE_DEALER}`, dealer)).status).toBe(403);
    expect((await get(`/api/sales-overview/export?custCodes=${DE_DEALER}`, dealer)).status).toBe(403);
  });

  it('reads each company of a customer with several and refuses a company it does not have', async () => {
    const nl = (await json<View>(await get('/api/sales-overview?sorg=NL01', dealerDe))).data;
    expect(nl.companies.map((c) => c.code)).toEqual(['DE01', 'NL01']);
    expect(nl.data.currency).toBe('EUR');
    const res = await get('/api/sales-overview?sorg=US01', dealerDe);
    expect(res.status).toBe(400);
    expect((await json<Envelope>(res)).error.issues?.[0]?.path).toBe('sorg');
  });

  it('gives an empty result for a year without sales', async () => {
    const { data } = await json<View>(await get('/api/sales-overview?year=2001', dealer));
    expect(data.data.brands).toEqual([]);
    expect(data.data.total).toEqual({ netSales: 0, netSalesLastYear: 0, invoiceQuantity: 0, invoiceQuantityLastYear: 0 });
  });
});

describe('GET /api/sales-overview as a sales rep', () => {
  it('compares two customers of its areas, with a breakdown per customer', async () => {
    const pair = repCustomers.slice(0, 2);
    const { data } = await json<View>(await get(`/api/sales-overview?sorg=US01&custCodes=${pair.join(',')}`, rep));
    expect(data.compared.map((c) => c.code)).toEqual(pair);
    expect(data.data.customers).toHaveLength(2);
    expect(sum(data.data.customers, 'netSales')).toBe(data.data.total.netSales);
    expect(data.customerChoices.length).toBeGreaterThan(2);
  });

  it('refuses a customer outside its areas', async () => {
    const res = await get(`/api/sales-overview?custCodes=${repCustomers[0]},${DE_DEALER}`, rep);
    expect(res.status).toBe(403);
    expect((await json<Envelope>(res)).error.code).toBe('CUSTOMER_NOT_YOURS');
  });

  it('needs a customer selected first', async () => {
    const unselected = await w.login('sales.rep');
    expect((await get('/api/sales-overview', unselected)).status).toBe(409);
  });
});

describe('malformed filters and missing sign-in', () => {
  it.each([
    ['year=20x6', 'year'],
    ['year=1999', 'year'],
    ['months=0,13', 'months'],
    ['category=Cars', 'category'],
    ['brands=%3Cscript%3E', 'brands'],
    ['custCodes=a;drop', 'custCodes'],
    [`custCodes=${Array.from({ length: 11 }, (_, i) => `C${i}`).join(',')}`, 'custCodes'],
    ['sorg=us-01', 'sorg'],
  ])('answers %s with a 400 naming %s', async (query, field) => {
    const res = await get(`/api/sales-overview?${query}`, dealer);
    expect(res.status).toBe(400);
    const body = await json<Envelope>(res);
    expect(body.error.code).toBe('VALIDATION');
    expect(body.error.issues?.map((i) => i.path.split('.')[0])).toContain(field);
  });

  it('refuses anonymous visitors', async () => {
    expect((await get('/api/sales-overview')).status).toBe(401);
    expect((await get('/api/sales-overview/export')).status).toBe(401);
  });
});

describe('GET /api/sales-overview/export', () => {
  it('sends the current view as a workbook with the same total', async () => {
    const view = (await json<View>(await get(`/api/sales-overview?year=${YEAR - 1}&months=5`, dealer))).data;
    const res = await get(`/api/sales-overview/export?year=${YEAR - 1}&months=5&locale=de`, dealer);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(res.headers.get('content-disposition')).toContain(`sales-overview-US01-${YEAR - 1}.xlsx`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    const read = await readXlsx(bytes);
    const cells = read.ok ? read.rows.flat() : [];
    expect(cells).toContain('Nettoumsatz nach Monat');
    expect(cells).toContain('Mai');
    // The total is a number cell, not text.
    expect(strFromU8(unzipSync(bytes)['xl/worksheets/sheet1.xml']!)).toContain(`<v>${view.data.total.netSales / 100}</v>`);
  });
});

describe('salesOverviewV3 (the older read)', () => {
  it('gives the same figures as V5 for one customer, without models or customers', async () => {
    const figures = 'months { month netSales netSalesLastYear } brands { code netSales } total { netSales netSalesLastYear invoiceQuantity }';
    const v3 = await w.upstream.gql<{ salesOverviewV3: Record<string, unknown> & { models: unknown[]; customers: unknown[] } }>(
      `query { salesOverviewV3(sorg: "US01", year: ${YEAR - 1}, custCode: "${US_DEALER}", months: [5, 6]) { ${figures} models { code } customers { code } } }`,
    );
    const v5 = await w.upstream.gql<{ salesOverviewV5: Record<string, unknown> }>(
      `query { salesOverviewV5(filter: { sorg: "US01", year: ${YEAR - 1}, custCodes: ["${US_DEALER}"], months: [5, 6] }) { ${figures} } }`,
    );
    const { models, customers, ...rest } = v3.salesOverviewV3;
    expect(rest).toEqual(v5.salesOverviewV5);
    expect(models).toEqual([]);
    expect(customers).toEqual([]);
  });
});
