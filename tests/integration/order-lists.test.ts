// /api/order-lists through the app against the embedded upstream: a list from pasted lines, the
// cart or an order; a retried create makes one list; sharing with the other users of the customer;
// reorder in one step with the fast order's per-line checks; another customer's list refused;
// malformed input answered in the envelope; lines added from a product, the catalogue or the cart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAddPage } from '../../src/server/order-lists/add-page';
import { ProductsDocument } from '../../src/server/upstream/generated';
import { jsonRequest } from '../support/app';
import { apiLogin, bearer, openAuthWorld, SITE, type AuthWorld } from './auth-fixture';

const US = '0001000123';
let world: AuthWorld;
let dealer: Record<string, string>;
let rep: Record<string, string>;
let foreign: Record<string, string>;
let auditor: Record<string, string>;
let codes: string[] = [];

interface Envelope { error: { code: string; messageKey: string; issues?: { path: string; message: string }[] } }
interface ListBody { data: { id: number; name: string; shared: boolean; mine: boolean; lines: { articleCode: string; sorg: string; qty: number }[] } }
interface CartResult { data: { added: number; results: { articleCode: string; problem: { code: string } | null }[] } }

const json = async <T>(res: Response): Promise<T> => (await res.json()) as T;
const token = () => crypto.randomUUID();
const create = (body: unknown, headers = dealer) => world.t.request('/api/order-lists', jsonRequest('POST', body, headers));
const cartLines = async (headers = dealer) => (await json<{ data: { lines: { articleCode: string; qty: number }[] } }>(await world.t.request('/api/cart', { headers }))).data.lines;

async function emptyCart(): Promise<void> {
  for (const line of await cartLines()) await world.t.request(`/api/cart/lines?articleCode=${line.articleCode}&sorg=US01`, { method: 'DELETE', headers: dealer });
}

/** sales.rep acting for dealer.us's customer: another user of the same customer. */
async function repForUs(): Promise<Record<string, string>> {
  const { requestToken } = await apiLogin(world.t, 'sales.rep');
  const res = await world.t.request(`/api/change-cust?r3=${US}&isr=`, { method: 'POST', headers: { origin: SITE, ...bearer(requestToken) } });
  if (res.status !== 200) throw new Error(`sales.rep cannot act for the US dealer: ${res.status}`);
  return bearer((await json<{ requestToken: string }>(res)).requestToken);
}

beforeAll(async () => {
  world = await openAuthWorld();
  dealer = bearer((await apiLogin(world.t, 'dealer.us')).requestToken);
  foreign = bearer((await apiLogin(world.t, 'dealer.de')).requestToken);
  auditor = bearer((await apiLogin(world.t, 'auditor')).requestToken);
  rep = await repForUs();
  const { products } = await world.upstream.request(ProductsDocument, { custCode: US, sorg: 'US01', filter: { hasStock: true }, page: 1, limit: 50 });
  codes = products.data.filter((p) => p.price && p.stock.available >= 10 && (p.orderLimit ?? 99) >= 5).slice(0, 3).map((p) => p.article_code);
  expect(codes).toHaveLength(3);
}, 120_000);
afterAll(() => world.close());

describe('POST /api/order-lists', () => {
  it('saves pasted lines once however often the same form is sent', async () => {
    const body = { name: 'Workshop weekly', submissionId: token(), source: { from: 'text', text: `${codes[0]} 2\n${codes[1]};3\n${codes[0]} 1` } };
    const [first, second] = await Promise.all([create(body), create(body)]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    const a = await json<ListBody>(first);
    const b = await json<ListBody>(second);
    expect(a.data.id).toBe(b.data.id);
    expect(a.data.lines).toEqual([{ articleCode: codes[0], sorg: 'US01', qty: 3 }, { articleCode: codes[1], sorg: 'US01', qty: 3 }]);
    const lists = await json<{ data: { id: number }[] }>(await world.t.request('/api/order-lists', { headers: dealer }));
    expect(lists.data.filter((l) => l.id === a.data.id)).toHaveLength(1);
  });

  it('saves the cart as it stands', async () => {
    await emptyCart();
    await world.t.request('/api/cart/lines', jsonRequest('PUT', { mode: 'set', lines: [{ articleCode: codes[2], sorg: 'US01', qty: 4 }] }, dealer));
    const res = await create({ name: 'From the cart', submissionId: token(), source: { from: 'cart' } });
    expect(res.status).toBe(201);
    expect((await json<ListBody>(res)).data.lines).toEqual([{ articleCode: codes[2], sorg: 'US01', qty: 4 }]);
  });

  it('refuses an unknown order, an empty cart, unreadable lines and malformed bodies with the envelope', async () => {
    expect((await json<Envelope>(await create({ name: 'X', submissionId: token(), source: { from: 'order', orderNumber: 'NO-SUCH-ORDER' } }))).error.code).toBe('ORDER_NOT_FOUND');
    await emptyCart();
    const empty = await create({ name: 'X', submissionId: token(), source: { from: 'cart' } });
    expect([empty.status, (await json<Envelope>(empty)).error.code]).toEqual([400, 'LIST_EMPTY']);
    const bad = await create({ name: 'X', submissionId: token(), source: { from: 'text', text: `${codes[1]} 1\n${codes[0]} two` } });
    const badBody = await json<Envelope>(bad);
    expect([bad.status, badBody.error.code, badBody.error.issues]).toEqual([400, 'LIST_LINES_INVALID', [expect.objectContaining({ path: 'source.text.2', message: 'fast_order.bad_qty' })]]);
    const noName = await create({ submissionId: token(), source: { from: 'cart' } });
    expect([noName.status, (await json<Envelope>(noName)).error.code]).toEqual([400, 'VALIDATION']);
    const broken = await world.t.request('/api/order-lists', { method: 'POST', body: '{"name":', headers: { ...dealer, 'content-type': 'application/json' } });
    expect(broken.status).toBe(400);
    expect((await json<Envelope>(broken)).error.code).toBe('MALFORMED_JSON');
  });

  it('is refused to a role without the cart scope', async () => {
    expect((await create({ name: 'X', submissionId: token(), source: { from: 'cart' } }, auditor)).status).toBe(403);
    expect((await world.t.request('/api/order-lists', { headers: auditor })).status).toBe(403);
  });
});

describe('one list, its users and the cart', () => {
  let id = 0;
  beforeAll(async () => {
    id = (await json<ListBody>(await create({ name: 'Private first', submissionId: token(), source: { from: 'lines', lines: [{ articleCode: codes[0], sorg: 'US01', qty: 2 }, { articleCode: codes[1], sorg: 'US01', qty: 1 }, { articleCode: 'NO-SUCH-ARTICLE', sorg: 'US01', qty: 1 }] } }))).data.id;
  });

  it('never reaches another customer, whatever the route', async () => {
    expect((await world.t.request(`/api/order-lists/${id}`, { headers: foreign })).status).toBe(404);
    expect((await world.t.request(`/api/order-lists/${id}`, jsonRequest('PATCH', { name: 'Mine now' }, foreign))).status).toBe(404);
    expect((await world.t.request(`/api/order-lists/${id}/cart`, jsonRequest('POST', {}, foreign))).status).toBe(404);
    expect((await world.t.request(`/api/order-lists/${id}`, { method: 'DELETE', headers: foreign })).status).toBe(404);
    const theirs = await json<{ data: { id: number }[] }>(await world.t.request('/api/order-lists', { headers: foreign }));
    expect(theirs.data.map((l) => l.id)).not.toContain(id);
  });

  it('is private until shared, then another user of the customer reads and reorders but cannot change it', async () => {
    expect((await world.t.request(`/api/order-lists/${id}`, { headers: rep })).status).toBe(404);
    const shared = await world.t.request(`/api/order-lists/${id}`, jsonRequest('PATCH', { shared: true }, dealer));
    expect((await json<ListBody>(shared)).data.shared).toBe(true);
    const seen = await json<ListBody>(await world.t.request(`/api/order-lists/${id}`, { headers: rep }));
    expect(seen.data).toMatchObject({ id, mine: false });
    const change = await world.t.request(`/api/order-lists/${id}`, jsonRequest('PATCH', { name: 'Taken over' }, rep));
    expect([change.status, (await json<Envelope>(change)).error.code]).toEqual([403, 'LIST_READ_ONLY']);
    expect((await world.t.request(`/api/order-lists/${id}`, { method: 'DELETE', headers: rep })).status).toBe(403);
  });

  it('edits quantities (0 removes a line) and refuses a bad quantity or id', async () => {
    const res = await world.t.request(`/api/order-lists/${id}`, jsonRequest('PATCH', { lines: [{ articleCode: codes[0], sorg: 'US01', qty: 5 }, { articleCode: codes[1], sorg: 'US01', qty: 0 }] }, dealer));
    expect((await json<ListBody>(res)).data.lines.map((l) => [l.articleCode, l.qty])).toEqual([[codes[0], 5], ['NO-SUCH-ARTICLE', 1]]);
    expect((await world.t.request(`/api/order-lists/${id}`, jsonRequest('PATCH', { lines: [{ articleCode: codes[0], sorg: 'US01', qty: -2 }] }, dealer))).status).toBe(400);
    expect((await world.t.request('/api/order-lists/abc', { headers: dealer })).status).toBe(400);
    expect((await world.t.request('/api/order-lists/99999999', { headers: dealer })).status).toBe(404);
  });

  it('puts the whole list in the cart in one step, each line checked like fast order', async () => {
    await emptyCart();
    const res = await world.t.request(`/api/order-lists/${id}/cart`, jsonRequest('POST', {}, dealer));
    expect(res.status).toBe(422);
    const body = await json<CartResult & { lineErrors: { articleCode: string; message: string }[] }>(res);
    expect(body.data.added).toBe(1);
    expect(body.lineErrors.map((e) => e.articleCode)).toEqual(['NO-SUCH-ARTICLE']);
    expect(body.data.results.find((r) => r.articleCode === 'NO-SUCH-ARTICLE')?.problem).not.toBeNull();
    expect((await cartLines()).map((l) => [l.articleCode, l.qty])).toEqual([[codes[0], 5]]);
  });

  it('puts only the chosen lines in the cart', async () => {
    await emptyCart();
    const res = await world.t.request(`/api/order-lists/${id}/cart`, jsonRequest('POST', { lines: [{ articleCode: codes[0], sorg: 'US01' }] }, rep));
    expect(res.status).toBe(200);
    expect((await json<CartResult>(res)).data.added).toBe(1);
    expect((await cartLines()).map((l) => [l.articleCode, l.qty])).toEqual([[codes[0], 5]]);
  });

  it('is deleted by its owner only', async () => {
    expect((await world.t.request(`/api/order-lists/${id}`, { method: 'DELETE', headers: dealer })).status).toBe(204);
    expect((await world.t.request(`/api/order-lists/${id}`, { headers: dealer })).status).toBe(404);
  });
});

describe('adding to a list from the product page, the catalogue and the cart', () => {
  // The signed-in dealer, as the page reads it from its token.
  const viewer = async () => {
    const claims = JSON.parse(Buffer.from((dealer['authorization'] ?? '').split('.')[1] ?? '', 'base64url').toString()) as { sub: string };
    return { userId: Number(claims.sub), custR3: US, sorg: 'US01' };
  };
  const listPath = (id: number, query: string) => `/en-us/order/lists/${id}?${query}`;
  const page = async (url: string, init?: RequestInit) => runAddPage(world.t.services, await viewer(), new Request(url, init), new URL(url), listPath, 'Saved today');
  const post = (fields: Record<string, string | string[]>) => {
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) body.append(name, v);
    return page('http://localhost/en-us/order/lists/add', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: body.toString() });
  };
  let id = 0;

  beforeAll(async () => {
    id = (await json<ListBody>(await create({ name: 'Add here', submissionId: token(), source: { from: 'lines', lines: [{ articleCode: codes[0], sorg: 'US01', qty: 2 }] } }))).data.id;
  });

  it('adds lines through the API: an article the list holds gets the quantity added; never to another customer\'s or another user\'s list', async () => {
    const res = await world.t.request(`/api/order-lists/${id}/lines`, jsonRequest('POST', { lines: [{ articleCode: codes[0], sorg: 'US01', qty: 3 }, { articleCode: codes[1], sorg: 'US01', qty: 1 }] }, dealer));
    expect(res.status).toBe(200);
    expect((await json<ListBody>(res)).data.lines).toEqual([{ articleCode: codes[0], sorg: 'US01', qty: 5 }, { articleCode: codes[1], sorg: 'US01', qty: 1 }]);
    expect((await world.t.request(`/api/order-lists/${id}/lines`, jsonRequest('POST', { lines: [{ articleCode: codes[2], sorg: 'US01', qty: 1 }] }, foreign))).status).toBe(404);
    await world.t.request(`/api/order-lists/${id}`, jsonRequest('PATCH', { shared: true }, dealer));
    const notOwner = await world.t.request(`/api/order-lists/${id}/lines`, jsonRequest('POST', { lines: [{ articleCode: codes[2], sorg: 'US01', qty: 1 }] }, rep));
    expect([notOwner.status, (await json<Envelope>(notOwner)).error.code]).toEqual([403, 'LIST_READ_ONLY']);
    expect((await world.t.request(`/api/order-lists/${id}/lines`, jsonRequest('POST', { lines: [] }, dealer))).status).toBe(400);
    expect((await world.t.request(`/api/order-lists/${id}/lines`, jsonRequest('POST', { lines: [{ articleCode: codes[2], sorg: 'US01', qty: 0 }] }, dealer))).status).toBe(400);
  });

  it('shows what a button sends with its name, price and stock, beside the user\'s own lists', async () => {
    const shown = await page(`http://localhost/en-us/order/lists/add?line=${encodeURIComponent(`US01|${codes[2]}`)}&qty=3&back=${encodeURIComponent('/en-us/catalog/list?page=2')}`);
    if (shown.kind !== 'render') throw new Error('expected the chooser');
    expect(shown.status).toBe(200);
    expect(shown.view.lines).toEqual([expect.objectContaining({ articleCode: codes[2], sorg: 'US01', qty: 3 })]);
    const detail = shown.view.lines[0]!.detail;
    expect(detail?.name).toBeTruthy();
    expect(detail?.price?.currency).toBe('USD');
    expect(detail?.stock.available).toBeGreaterThan(0);
    expect(shown.view.lists.every((l) => l.mine)).toBe(true);
    expect(shown.view.lists.map((l) => l.id)).toContain(id);
    expect(shown.view.back).toBe('/en-us/catalog/list?page=2');
    const grid = await page(`http://localhost/en-us/order/lists/add?${new URLSearchParams({ [`q.US01|${codes[0]}`]: '2', [`q.US01|${codes[1]}`]: '0' })}`);
    expect(grid.kind === 'render' && grid.view.lines.map((l) => [l.articleCode, l.qty])).toEqual([[codes[0], 2]]);
    const nothing = await page('http://localhost/en-us/order/lists/add?back=https://evil.example/');
    expect(nothing.kind === 'render' && [nothing.status, nothing.error?.key, nothing.view.back]).toEqual([200, 'order_lists.nothing_to_add', null]);
  });

  it('adds once to an existing list however often the form is sent, and makes a new list once', async () => {
    const before = (await json<ListBody>(await world.t.request(`/api/order-lists/${id}`, { headers: dealer }))).data.lines;
    const fields = { submissionId: token(), list: String(id), line: `US01|${codes[2]}`, [`qty.US01|${codes[2]}`]: '4', back: '/en-us/cart' };
    const [first, again] = [await post(fields), await post(fields)];
    expect(first).toEqual({ kind: 'redirect', to: `/en-us/order/lists/${id}?added=1&back=%2Fen-us%2Fcart` });
    expect(again).toEqual(first);
    const after = (await json<ListBody>(await world.t.request(`/api/order-lists/${id}`, { headers: dealer }))).data.lines;
    expect(after).toEqual([...before, { articleCode: codes[2], sorg: 'US01', qty: 4 }]);

    const fresh = { submissionId: token(), list: 'new', name: 'From the catalogue', line: [`US01|${codes[0]}`, `US01|${codes[1]}`], [`qty.US01|${codes[0]}`]: '1', [`qty.US01|${codes[1]}`]: '2' };
    const made = await post(fresh);
    expect(made).toEqual(await post(fresh));
    const newId = made.kind === 'redirect' ? Number(/lists\/(\d+)/.exec(made.to)?.[1]) : 0;
    const list = (await json<ListBody>(await world.t.request(`/api/order-lists/${newId}`, { headers: dealer }))).data;
    expect([list.name, list.shared, list.lines.map((l) => l.qty)]).toEqual(['From the catalogue', false, [1, 2]]);
    const refused = await post({ submissionId: token(), list: 'new', name: '', line: `US01|${codes[0]}` });
    expect(refused.kind === 'render' && [refused.status, refused.error?.key]).toEqual([400, 'validation.required']);
  });

  it('takes the cart\'s lines when saving the cart', async () => {
    await emptyCart();
    await world.t.request('/api/cart/lines', jsonRequest('PUT', { mode: 'set', lines: [{ articleCode: codes[1], sorg: 'US01', qty: 6 }] }, dealer));
    const shown = await page('http://localhost/en-us/order/lists/add?from=cart');
    expect(shown.kind === 'render' && [shown.view.fromCart, shown.view.lines.map((l) => [l.articleCode, l.qty])]).toEqual([true, [[codes[1], 6]]]);
    await emptyCart();
  });
});
