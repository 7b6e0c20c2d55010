// Restock alerts a new user can see fire (decision 0069): a fresh demo gives a few out-of-stock
// articles per sales organisation an arrival minutes after seeding; the embedded upstream books each
// at its moment, not at the start of its day; an alert asked before then fires once it has come.
// The product page's form comes back naming the variant asked for.
import { createClient, type Client } from '@libsql/client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/identity';
import { handleRestockForm } from '../../src/server/catalog/restock.page';
import { homeNotices } from '../../src/server/catalog/restock.service';
import { receiveArrivals } from '../../upstream/catalog/stock-arrivals';
import type { UpstreamContext } from '../../upstream/db/client';
import { SOON_ARRIVAL_MINUTES, seedSoonArrivals } from '../../upstream/demo/arrivals.demo';
import { apiLogin, bearer, embeddedUpstreamUrl, openAuthWorld, type AuthWorld } from './auth-fixture';

let world: AuthWorld;
let erp: Client;
let dealer: Record<string, string>;
const MINUTE = 60_000;

beforeAll(async () => {
  world = await openAuthWorld();
  erp = createClient({ url: embeddedUpstreamUrl() });
  dealer = bearer((await apiLogin(world.t, 'dealer.us')).requestToken);
}, 120_000);
afterAll(async () => {
  erp.close();
  await world.close();
});

interface Soon { id: number; code: string; at: string; date: string }
async function soonArrivals(sorg: string): Promise<Soon[]> {
  const rs = await erp.execute({
    sql: 'SELECT s.product_id, p.article_code, s.arrives_at, s.next_arrival FROM stock s JOIN products p ON p.id = s.product_id WHERE s.sorg = ? AND s.arrives_at IS NOT NULL ORDER BY s.arrives_at',
    args: [sorg],
  });
  return rs.rows.map((r) => ({ id: Number(r['product_id']), code: String(r['article_code']), at: String(r['arrives_at']), date: String(r['next_arrival']) }));
}
const available = async (productId: number, sorg: string) =>
  Number((await erp.execute({ sql: 'SELECT sum(qty) AS q FROM stock WHERE product_id = ? AND sorg = ?', args: [productId, sorg] })).rows[0]?.['q']);

describe('arrivals minutes after seeding', () => {
  it('gives each sales organisation out-of-stock, priced articles that arrive minutes apart', async () => {
    const now = new Date();
    expect(await seedSoonArrivals(erp, now)).toBe(SOON_ARRIVAL_MINUTES.length * 4);
    for (const sorg of ['US01', 'DE01', 'NL01', 'ID01']) {
      const soon = await soonArrivals(sorg);
      expect(soon.map((s) => (Date.parse(s.at) - now.getTime()) / MINUTE)).toEqual([...SOON_ARRIVAL_MINUTES]);
      expect(soon.every((s) => s.date === s.at.slice(0, 10))).toBe(true);
      for (const s of soon) expect(await available(s.id, sorg)).toBe(0);
      // A bike comes first, then a part: what a new user is likely to look at.
      const types = await erp.execute({ sql: `SELECT id, product_type FROM products WHERE id IN (${soon.map(() => '?').join(',')})`, args: soon.map((s) => s.id) });
      const typeOf = new Map(types.rows.map((r) => [Number(r['id']), String(r['product_type'])]));
      expect(soon.slice(0, 2).map((s) => typeOf.get(s.id))).toEqual(['Bike', 'PAA']);
    }
  });

  it('books an arrival at its moment, not at the start of its day', async () => {
    const now = new Date();
    await seedSoonArrivals(erp, now);
    const [first, second] = await soonArrivals('US01');
    const ctx = { client: erp } as unknown as UpstreamContext;
    const ids = [first!.id, second!.id];
    // Only the arrivals under test: the generated ones of other locations stay out of it.
    await erp.execute({ sql: `UPDATE stock SET next_arrival = NULL, next_arrival_qty = NULL WHERE product_id IN (?, ?) AND arrives_at IS NULL`, args: ids });
    await receiveArrivals(ctx, ids, new Date(now.getTime() + 2 * MINUTE));
    expect(await available(first!.id, 'US01')).toBe(0);
    await receiveArrivals(ctx, ids, new Date(now.getTime() + 4 * MINUTE));
    expect(await available(first!.id, 'US01')).toBeGreaterThan(0);
    expect(await available(second!.id, 'US01')).toBe(0);
    // A date without a time is due from the start of its day, as before.
    await erp.execute({ sql: "UPDATE stock SET arrives_at = NULL WHERE product_id = ? AND sorg = 'US01' AND arrives_at IS NOT NULL", args: [second!.id] });
    await receiveArrivals(ctx, [second!.id], new Date(`${second!.date}T00:00:00.000Z`));
    expect(await available(second!.id, 'US01')).toBeGreaterThan(0);
  });

  it('fires an alert asked before the arrival once its moment has come, and names the variant on the product page', async () => {
    const now = new Date();
    await seedSoonArrivals(erp, now);
    const soon = await soonArrivals('US01');
    const last = soon[soon.length - 1]!;
    const [us] = await world.t.services.db.select({ id: users.id }).from(users).where(eq(users.username, 'dealer.us'));
    const owner = { userId: us?.id ?? 0, custCode: '0001000123' };
    const back = '/en-us/catalog/bike/some-model?restock=asked';
    const form = new URLSearchParams({ action: 'ask', articleCode: last.code, back });
    const request = new Request('http://localhost/en-us/catalog/restock-alerts', { method: 'POST', body: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const outcome = await handleRestockForm({ services: world.t.services, owner, sorg: 'US01', locale: 'en-us' }, request);
    expect(outcome).toEqual({ kind: 'redirect', to: `/en-us/catalog/bike/some-model?restock=asked&article=${last.code}` });
    // Not yet: the arrival is two hours away.
    expect(await homeNotices(world.t.services, owner)).toEqual([]);
    // The two hours pass (the ERP's clock, played here): the home's sweep books it and tells the dealer.
    await erp.execute({ sql: "UPDATE stock SET arrives_at = ? WHERE product_id = ? AND sorg = 'US01' AND arrives_at IS NOT NULL", args: [new Date(Date.now() - MINUTE).toISOString(), last.id] });
    expect((await homeNotices(world.t.services, owner)).map((a) => a.articleCode)).toEqual([last.code]);
    const listed = (await (await world.t.request('/api/restock-alerts', { headers: dealer })).json()) as { data: { articleCode: string; notifiedAt: string | null }[] };
    expect(listed.data.find((a) => a.articleCode === last.code)?.notifiedAt).not.toBeNull();
  });
});
