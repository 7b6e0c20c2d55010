// /api/restock-alerts through the app against the embedded upstream: a dealer asks on an
// out-of-stock article; when the upstream's day for the arrival has come, the dealer gets one
// e-mail and one notice, another dealer none; forbidden and malformed requests.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createClient, type Client } from '@libsql/client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/identity';
import { insertWaiting, openAlerts } from '../../src/server/catalog/restock.repo';
import { homeNotices, sweepRestock } from '../../src/server/catalog/restock.service';
import { apiLogin, bearer, embeddedUpstreamUrl, openAuthWorld, type AuthWorld } from './auth-fixture';

let world: AuthWorld;
let erp: Client;
let dealer: Record<string, string>;
let auditor: Record<string, string>;
let rep: Record<string, string>;

beforeAll(async () => {
  world = await openAuthWorld();
  erp = createClient({ url: embeddedUpstreamUrl() });
  dealer = bearer((await apiLogin(world.t, 'dealer.us')).requestToken);
  auditor = bearer((await apiLogin(world.t, 'auditor')).requestToken);
  rep = bearer((await apiLogin(world.t, 'sales.rep')).requestToken);
}, 120_000);
afterAll(async () => {
  erp.close();
  await world.close();
});

const json = (body: unknown, headers: Record<string, string>) => ({ method: 'POST', body: JSON.stringify(body), headers: { ...headers, 'content-type': 'application/json' } });
const ask = (articleCode: string, headers = dealer) => world.t.request('/api/restock-alerts', json({ articleCode }, headers));
const list = async (headers = dealer) => ((await (await world.t.request('/api/restock-alerts', { headers })).json()) as { data: { id: number; articleCode: string; notifiedAt: string | null }[] }).data;
const mailDir = () => join(world.t.dir, 'mail');
const mails = () => (existsSync(mailDir()) ? readdirSync(mailDir()).sort() : []);

/** The plain text part of an .eml the disk mailer wrote (base64). */
function textOf(eml: string): string {
  const part = /Content-Transfer-Encoding: base64\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(eml)?.[1] ?? '';
  return Buffer.from(part.replace(/\s/g, ''), 'base64').toString('utf8');
}

/** US01 articles with nothing in any location, at least two locations each (one to receive goods). */
async function outOfStock(n: number): Promise<string[]> {
  const rs = await erp.execute(
    "SELECT p.article_code FROM stock s JOIN products p ON p.id = s.product_id JOIN prices pr ON pr.product_id = p.id AND pr.sorg = 'US01' WHERE s.sorg = 'US01' GROUP BY p.id HAVING sum(s.qty) = 0 ORDER BY p.id LIMIT ?",
    [n],
  );
  return rs.rows.map((r) => String(r['article_code']));
}

/** Plays the ERP: the next arrival of the article becomes due today (simulated time reached it). */
async function arrivalDueToday(articleCode: string, qty = 6): Promise<void> {
  const today = new Date().toISOString().slice(0, 10);
  await erp.execute({
    sql: "UPDATE stock SET next_arrival = ?, next_arrival_qty = ? WHERE sorg = 'US01' AND location_code = (SELECT min(location_code) FROM stock WHERE sorg = 'US01' AND product_id = (SELECT id FROM products WHERE article_code = ?)) AND product_id = (SELECT id FROM products WHERE article_code = ?)",
    args: [today, qty, articleCode, articleCode],
  });
}

describe('restock alerts', () => {
  it('sends one e-mail per arrival to the dealer who asked, none to another dealer, and shows it once', async () => {
    const [first, other] = await outOfStock(2);
    expect(first && other).toBeTruthy();
    const [us] = await world.t.services.db.select({ id: users.id }).from(users).where(eq(users.username, 'dealer.us'));
    const owner = { userId: us?.id ?? 0, custCode: '0001000123' };
    // The home finds no alert, and remembers that until the dealer asks for one.
    expect(await homeNotices(world.t.services, owner)).toEqual([]);
    const made = await ask(first ?? '');
    expect(made.status).toBe(201);
    // A double submit makes one alert.
    const again = await ask(first ?? '');
    expect(again.status).toBe(200);
    expect(((await again.json()) as { data: { id: number } }).data.id).toBe(((await made.json()) as { data: { id: number } }).data.id);
    // Another dealer waits for another article, which does not arrive.
    const [de] = await world.t.services.db.select({ id: users.id }).from(users).where(eq(users.username, 'dealer.de'));
    await insertWaiting(world.t.services.db, { userId: de?.id ?? 0, custCode: '0002000456', sorg: 'US01', articleCode: other ?? '', articleName: 'Other', productPath: '/catalog/x', origin: 'http://localhost', locale: 'de' });

    const before = mails().length;
    expect((await list()).map((a) => a.notifiedAt)).toEqual([null]);
    expect(mails().length).toBe(before);

    await arrivalDueToday(first ?? '');
    // The home checks the waiting alert, tells the dealer once by e-mail and shows the notice.
    expect((await homeNotices(world.t.services, owner)).map((a) => a.articleCode)).toEqual([first]);
    const after = await list();
    expect(after).toHaveLength(1);
    expect(after[0]?.notifiedAt).not.toBeNull();
    const sent = mails().slice(before);
    expect(sent).toHaveLength(1);
    const eml = readFileSync(join(mailDir(), sent[0] ?? ''), 'utf8');
    expect(eml).toContain('To: jamie.carter@pedalpushers.example');
    expect(eml).toContain('Subject: Back in stock:');
    expect(textOf(eml)).toContain(`(${first ?? ''}) is back in stock`);
    expect(textOf(eml)).toMatch(/http:\/\/localhost\/en-us\/catalog\//);
    expect(eml).not.toContain('katrin.mueller');

    // Sweeping again, for the dealer or for everybody, sends nothing more.
    await list();
    expect(await sweepRestock(world.t.services, null)).toBe(0);
    expect(mails().slice(before)).toHaveLength(1);
    // The other dealer's alert still waits: their article did not arrive.
    const waitingOther = await erp.execute({ sql: "SELECT sum(qty) AS q FROM stock s JOIN products p ON p.id = s.product_id WHERE s.sorg = 'US01' AND p.article_code = ?", args: [other ?? ''] });
    expect(Number(waitingOther.rows[0]?.['q'])).toBe(0);

    // The home reads the dealer's open alerts once: nothing waits, the arrival is an unseen notice.
    const id = after[0]?.id ?? 0;
    const open = await openAlerts(world.t.services.db, owner);
    expect(open.waiting).toEqual([]);
    expect(open.unseen.map((a) => a.id)).toEqual([id]);
    // The notice is dismissed once; the article is in stock now, so no new alert can be asked.
    expect((await world.t.request(`/api/restock-alerts/${id}/seen`, { method: 'POST', headers: dealer })).status).toBe(200);
    expect((await openAlerts(world.t.services.db, owner)).unseen).toEqual([]);
    const inStock = await ask(first ?? '');
    expect(inStock.status).toBe(409);
    expect(((await inStock.json()) as { error: { code: string } }).error.code).toBe('ARTICLE_IN_STOCK');
  });

  it("lets a dealer cancel their alert but not another user's", async () => {
    const [, , code] = await outOfStock(3);
    const made = (await (await ask(code ?? '')).json()) as { data: { id: number } };
    const notMine = await world.t.request(`/api/restock-alerts/${made.data.id}`, { method: 'DELETE', headers: rep });
    // The sales rep acts for no customer here, or for another one: either way the alert is not theirs.
    expect([404, 409]).toContain(notMine.status);
    expect((await list()).some((a) => a.id === made.data.id)).toBe(true);
    expect((await world.t.request(`/api/restock-alerts/${made.data.id}`, { method: 'DELETE', headers: dealer })).status).toBe(200);
    expect((await list()).some((a) => a.id === made.data.id)).toBe(false);
    expect((await world.t.request(`/api/restock-alerts/${made.data.id}`, { method: 'DELETE', headers: dealer })).status).toBe(404);
  });

  it('refuses the unauthenticated, users without the catalogue, bad codes and unknown articles', async () => {
    expect((await world.t.request('/api/restock-alerts')).status).toBe(401);
    expect((await ask('X', auditor)).status).toBe(403);
    const bad = await ask('<script>');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { code: string; issues?: unknown[] } }).error.issues).toBeDefined();
    expect((await world.t.request('/api/restock-alerts', { method: 'POST', body: 'articleCode=1', headers: { ...dealer, 'content-type': 'text/plain' } })).status).toBe(400);
    expect((await ask('NO-SUCH-ARTICLE-1')).status).toBe(404);
    expect((await world.t.request('/api/restock-alerts/abc', { method: 'DELETE', headers: dealer })).status).toBe(400);
    expect((await world.t.request('/api/restock-alerts/999999/seen', { method: 'POST', headers: dealer })).status).toBe(404);
  });
});
