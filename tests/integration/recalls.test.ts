// Recall campaigns through the API against the embedded upstream (decision 0111): a dealer lists
// their recalled frames in their language and records a repair once; a claim filed on a recalled
// frame does its recall; the warranty desk sees each campaign's progress on its site. Refused:
// no session, no claim scope, another dealer's frame, a frame under another recall, another customer
// code, malformed input; the desk's view to dealers.
import { createClient, type Client } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDashboard } from '../../src/server/home/home.service';
import { CreateClaimBikeDocument } from '../../src/server/upstream/generated';
import { problemsFor } from '../../upstream/claims/claims.data';
import { apiLogin, bearer, embeddedUpstreamUrl, openAuthWorld, type AuthWorld } from './auth-fixture';

const US = '0001000123';
const DE = '0002000456';
const DE_SITE = 'http://de.localhost';

let world: AuthWorld;
let erp: Client;
let dealer: Record<string, string>;
let dealerDe: Record<string, string>;
let admin: Record<string, string>;
let auditor: Record<string, string>;

interface Frame { recall: { id: string; title: string; instruction: string }; frameNumber: string; doneAt: string | null; doneBy: string | null; claimId: string | null; doneByName: string | null }
interface Campaign { id: string; title: string; frames: number; done: number; closedAt: string | null }

beforeAll(async () => {
  world = await openAuthWorld();
  erp = createClient({ url: embeddedUpstreamUrl() });
  dealer = bearer((await apiLogin(world.t, 'dealer.us')).requestToken);
  dealerDe = bearer((await apiLogin(world.t, 'dealer.de')).requestToken);
  admin = bearer((await apiLogin(world.t, 'admin')).requestToken);
  auditor = bearer((await apiLogin(world.t, 'auditor')).requestToken);
}, 120_000);
afterAll(async () => {
  erp.close();
  await world.close();
});

const get = (path: string, headers: Record<string, string>, site = '') => world.t.request(`${site}/api${path}`, { headers });
const post = (path: string, body: unknown, headers: Record<string, string>, site = '') =>
  world.t.request(`${site}/api${path}`, { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body), headers: { ...headers, 'content-type': 'application/json' } });
const data = async <T>(response: Response): Promise<T> => ((await response.json()) as { data: T }).data;
const frames = async (headers = dealer, query = '', site = '') => data<Frame[]>(await get(`/recalls${query}`, headers, site));
const campaigns = async (headers = admin, site = '') => data<Campaign[]>(await get('/admin/recalls', headers, site));

describe('a dealer’s recalled frames', () => {
  it('lists their own frames under open recalls, to do and done, in the reader’s language', async () => {
    const all = await frames();
    expect(all.length).toBeGreaterThanOrEqual(4);
    const owned = await erp.execute({ sql: `SELECT count(*) AS n FROM frames WHERE cust_code = ? AND frame_number IN (${all.map(() => '?').join(',')})`, args: [US, ...all.map((f) => f.frameNumber)] });
    expect(Number(owned.rows[0]?.['n'])).toBe(all.length);
    expect(all.some((f) => f.doneAt === null) && all.some((f) => f.doneBy === 'repair')).toBe(true);
    expect(all[0]?.recall.title).toBe('Fork crown inspection');
    const open = await frames(dealer, '?status=open');
    expect(open.every((f) => f.doneAt === null)).toBe(true);
    expect(open.length).toBe(all.filter((f) => f.doneAt === null).length);
    const german = await frames(dealer, '?locale=de');
    expect(german[0]?.recall.title).toBe('Prüfung der Gabelkrone');
    expect(german[0]?.recall.instruction).toMatch(/^Nicht fahren/);
    const de = await frames(dealerDe, '', DE_SITE);
    expect(de.length).toBeGreaterThan(0);
    expect(de.some((f) => all.some((u) => u.frameNumber === f.frameNumber))).toBe(false);
    expect(de[0]?.recall.title).toBe('Rückruf Akkuschloss');
  });

  it('records a repair once and shows who recorded it; the warranty desk sees one more done', async () => {
    const before = (await campaigns()).find((c) => c.id === '1');
    const [target] = (await frames(dealer, '?status=open'));
    const body = { recallId: Number(target?.recall.id), frameNumber: target?.frameNumber.toLowerCase() };
    const first = await post('/recalls/repairs', body, dealer);
    expect(first.status).toBe(200);
    const again = await post('/recalls/repairs', body, dealer);
    expect(again.status).toBe(200);
    const after = (await frames()).find((f) => f.frameNumber === target?.frameNumber);
    expect(after).toMatchObject({ doneBy: 'repair', doneByName: expect.any(String) });
    expect(after?.doneAt).not.toBeNull();
    const rows = await erp.execute({ sql: 'SELECT count(*) AS n FROM claim_recall_frames WHERE frame_number = ? AND done_at IS NOT NULL', args: [target?.frameNumber ?? ''] });
    expect(Number(rows.rows[0]?.['n'])).toBe(1);
    const now = (await campaigns()).find((c) => c.id === '1');
    expect(now?.done).toBe((before?.done ?? 0) + 1);
    expect(now?.frames).toBe(before?.frames);
  });

  it('refuses another dealer’s frame, a frame under another recall, another customer code and malformed input', async () => {
    const [foreign] = await frames(dealerDe, '?status=open', DE_SITE);
    const notMine = await post('/recalls/repairs', { recallId: Number(foreign?.recall.id), frameNumber: foreign?.frameNumber }, dealer);
    expect([notMine.status, ((await notMine.json()) as { error: { code: string } }).error.code]).toEqual([404, 'RECALL_FRAME_NOT_FOUND']);
    expect((await frames(dealerDe, '?status=open', DE_SITE)).map((f) => f.frameNumber)).toContain(foreign?.frameNumber);
    const [mine] = await frames(dealer, '?status=open');
    expect((await post('/recalls/repairs', { recallId: 2, frameNumber: mine?.frameNumber }, dealer)).status).toBe(404);
    expect((await post('/recalls/repairs', { recallId: 99_999, frameNumber: mine?.frameNumber }, dealer)).status).toBe(404);
    expect((await post('/recalls/repairs', { recallId: 1, frameNumber: mine?.frameNumber, custCode: DE }, dealer)).status).toBe(403);
    const bad = await post('/recalls/repairs', { recallId: 'one', frameNumber: '<b>' }, dealer);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { issues: { path: string }[] } }).error.issues.map((i) => i.path).sort()).toEqual(['frameNumber', 'recallId']);
    expect((await post('/recalls/repairs', '{"recallId": ', dealer)).status).toBe(400);
    expect((await get('/recalls?status=closed', dealer)).status).toBe(400);
    expect((await frames(dealer, '?status=open')).map((f) => f.frameNumber)).toContain(mine?.frameNumber);
  });

  it('refuses without a session, without the claim scope, and without a customer', async () => {
    expect((await world.t.request('/api/recalls')).status).toBe(401);
    expect((await get('/recalls', auditor)).status).toBe(403);
    expect((await post('/recalls/repairs', { recallId: 1, frameNumber: 'A1' }, auditor)).status).toBe(403);
    // The administrator acts for no customer: there are no frames of theirs to list.
    expect([403, 409]).toContain((await get('/recalls', admin)).status);
  });

  it('shows the frames still to do on the dealer’s home, in their language', async () => {
    const open = await frames(dealer, '?status=open');
    const home = await loadDashboard(world.t.services, { r3: US, isr: null }, new Date().toISOString().slice(0, 10), { invoices: false, credit: false, orders: false, claims: true }, 'de');
    expect(home.recalls?.total).toBe(open.length);
    expect(home.recalls?.rows[0]?.recall.title).toBe('Prüfung der Gabelkrone');
    const none = await loadDashboard(world.t.services, { r3: US, isr: null }, new Date().toISOString().slice(0, 10), { invoices: false, credit: false, orders: false, claims: false });
    expect(none.recalls).toBeNull();
  });
});

describe('a claim on a recalled frame', () => {
  it('does the frame’s recall, names the claim, and the claim form no longer warns of it', async () => {
    const open = await frames(dealer, '?status=open');
    const target = open[open.length - 1];
    const lookup = async () => data<{ recalls: { title: string }[] }>(await get(`/claims/lookup/frame/${target?.frameNumber ?? ''}?locale=de`, dealer));
    expect((await lookup()).recalls.map((r) => r.title)).toEqual(['Prüfung der Gabelkrone']);
    const problem = problemsFor('Bike')[0]?.id ?? '';
    const { createClaimBike } = await world.upstream.request(CreateClaimBikeDocument, {
      custCode: US, frameNumber: target?.frameNumber ?? '',
      input: { purchaseDate: '2026-06-01', problems: [{ problemId: problem }], description: 'Fork crown checked under the recall', qty: 1, files: [] },
    });
    expect(createClaimBike.claim?.id).toBeTruthy();
    const after = (await frames()).find((f) => f.frameNumber === target?.frameNumber);
    expect(after).toMatchObject({ doneBy: 'claim', claimId: createClaimBike.claim?.id });
    expect((await lookup()).recalls).toEqual([]);
    // The claim itself still names the recall its frame was under, in the reader's language.
    const claim = await data<{ recallFrames: { title: string }[] }>(await get(`/claims/${createClaimBike.claim?.id ?? ''}?locale=de`, dealer));
    expect(claim.recallFrames.map((r) => r.title)).toEqual(['Prüfung der Gabelkrone']);
  });
});

describe('the warranty desk’s campaigns', () => {
  it('lists every campaign with its frames and those done among the site’s customers', async () => {
    const us = await campaigns();
    expect(us.map((c) => c.id).sort()).toEqual(['1', '2', '3']);
    const fork = us.find((c) => c.id === '1');
    expect(fork?.frames).toBeGreaterThan(20);
    expect(fork?.done).toBeGreaterThan(0);
    expect(fork?.done).toBeLessThan(fork?.frames ?? 0);
    const counted = await erp.execute({
      sql: "SELECT count(DISTINCT r.frame_number) AS n, count(DISTINCT CASE WHEN r.done_at IS NOT NULL THEN r.frame_number END) AS d FROM claim_recall_frames r JOIN frames f ON f.frame_number = r.frame_number JOIN customer_areas a ON a.cust_code = f.cust_code AND a.sorg = 'US01' WHERE r.recall_id = 1",
    });
    expect([fork?.frames, fork?.done]).toEqual([Number(counted.rows[0]?.['n']), Number(counted.rows[0]?.['d'])]);
    const de = await campaigns(admin, DE_SITE);
    expect(de.find((c) => c.id === '2')?.frames).toBeGreaterThan(10);
    expect(de.find((c) => c.id === '1')?.frames).toBe(0);
    expect(de.find((c) => c.id === '2')?.title).toBe('Rückruf Akkuschloss');
  });

  it('is the desk’s only: dealers and auditors are refused', async () => {
    expect((await get('/admin/recalls', dealer)).status).toBe(403);
    expect((await get('/admin/recalls', auditor)).status).toBe(403);
    expect((await world.t.request('/api/admin/recalls')).status).toBe(401);
  });
});
