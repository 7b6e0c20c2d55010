// The open-to-buy a dealer sees (header and GET /api/credit) is fresh right after an order: the
// portal does not keep credit beyond the request (decision 0018). It used to keep it for 20 s.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, openOrdersWorld, type OrdersWorld } from './orders-fixture';

interface Credit {
  company: { code: string };
  openDO: number;
  creditExposure: number;
}

let w: OrdersWorld;
let dealer: Record<string, string>;

beforeAll(async () => {
  w = await openOrdersWorld();
  dealer = await w.login('dealer.us');
}, 120_000);
afterAll(async () => w.close());

const usCredit = async (): Promise<Credit> => {
  const response = await w.t.request('/api/credit?company=US01', { headers: dealer });
  expect(response.status).toBe(200);
  const [row] = (await json<{ data: Credit[] }>(response)).data;
  if (!row) throw new Error('no US01 credit');
  return row;
};

describe('credit after an order in the same session', () => {
  it('counts the new order at once', async () => {
    const before = await usCredit();
    await w.place(); // on account: 2 bikes at 1,250.00 and 10 tubes at 6.50
    const after = await usCredit();
    expect(after.openDO - before.openDO).toBe(256_500);
    expect(after.creditExposure - before.creditExposure).toBe(256_500);
  });
});
