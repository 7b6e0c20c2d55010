import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openUpstreamFixture, type UpstreamFixture } from './upstream-fixture';

interface Customer { id: string; custCode: { r3: string; isr: string | null; unified: string }; custName: string; sorgs: string[] }

let f: UpstreamFixture;
const FIELDS = 'id custCode { r3 isr unified } custName sorgs';

beforeAll(async () => {
  f = await openUpstreamFixture('100');
});
afterAll(async () => {
  await f.close();
});

describe('customers', () => {
  it('finds a customer by isr or r3 and prefers isr as its id', async () => {
    const byIsr = await f.gql<{ customer: Customer }>(`{ customer(custCode: "I002000456") { ${FIELDS} } }`);
    const byR3 = await f.gql<{ customer: Customer }>(`{ customer(custCode: "0002000456") { ${FIELDS} } }`);
    expect(byIsr.customer).toEqual(byR3.customer);
    expect(byIsr.customer).toMatchObject({ id: 'I002000456', custCode: { r3: '0002000456', unified: 'I002000456' }, sorgs: ['DE01', 'NL01'] });
  });

  it('lists the dealers a salesman covers, paged, with a total', async () => {
    const data = await f.gql<{ salesCustomers: Customer[]; salesCustomersCount: number }>(
      `{ salesCustomers(salesmen: ["S10025"], limit: 10) { ${FIELDS} } salesCustomersCount(salesmen: ["S10025"]) }`,
    );
    expect(data.salesCustomersCount).toBeGreaterThanOrEqual(20);
    expect(data.salesCustomers).toHaveLength(10);
    const page3 = await f.gql<{ salesCustomers: Customer[] }>(`{ salesCustomers(salesmen: ["S10025"], limit: 10, page: 3) { ${FIELDS} } }`);
    expect(page3.salesCustomers.length).toBe(data.salesCustomersCount - 20);
    expect(data.salesCustomers.every((c) => c.sorgs.some((s) => s === 'ID01' || s === 'US01'))).toBe(true);
  });

  it('lists nobody for a sales query without sales codes', async () => {
    const data = await f.gql<{ salesCustomers: Customer[] }>(`{ salesCustomers(search: "a") { ${FIELDS} } }`);
    expect(data.salesCustomers).toEqual([]);
  });

  it('searches customers by name within sales organisations', async () => {
    const data = await f.gql<{ customers: { data: Customer[]; info: { count: number } } }>(`{ customers(search: "pedal", sorgs: ["US01"]) { data { ${FIELDS} } info { count } } }`);
    expect(data.customers.data.map((c) => c.custName)).toEqual(['Pedal Pushers Bike Shop']);
    const elsewhere = await f.gql<{ customers: { info: { count: number } } }>('{ customers(search: "pedal", sorgs: ["DE01"]) { info { count } } }');
    expect(elsewhere.customers.info.count).toBe(0);
  });

  it('returns ship-tos with one default and the areas of a customer', async () => {
    const data = await f.gql<{ shiptoV2: { id: string; isDefault: boolean; custCode: { r3: string } }[]; customerAreaV3: { sorg: string; salesman: string }[] }>(
      '{ shiptoV2(custCode: "0001000123") { id isDefault custCode { r3 } } customerAreaV3(custCode: "0001000123") { sorg salesman } }',
    );
    expect(data.shiptoV2.filter((s) => s.isDefault)).toHaveLength(1);
    expect(data.shiptoV2.every((s) => s.custCode.r3 === s.id)).toBe(true);
    expect(data.customerAreaV3).toEqual([{ sorg: 'US01', salesman: 'S10025' }]);
  });

  it('refuses a cart line in a sales organisation the customer does not order from', async () => {
    const row = (await f.sql.execute("SELECT p.article_code FROM products p JOIN prices pr ON pr.product_id = p.id AND pr.sorg = 'DE01' WHERE pr.dealer_price IS NOT NULL LIMIT 1")).rows[0];
    const data = await f.gql<{ updateProductsInCart: { userErrors: { field: string }[] } }>(
      'mutation U($p: [CartProductInput!]!) { updateProductsInCart(products: $p) { userErrors { field message } } }',
      { p: [{ cust_code: '0001000123', article_code: String(row?.['article_code']), sorg: 'DE01', qty: 1 }] },
    );
    expect(data.updateProductsInCart.userErrors.map((e) => e.field)).toEqual(['products.0.sorg']);
  });
});
