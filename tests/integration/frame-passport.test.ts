// The frame passport (decision 0113) through the API against the embedded upstream: the dealer that
// received a frame, the dealer that registered it, staff of its sales organisation and an
// administrator read it; a foreign dealer, staff of another sales organisation, an unknown serial
// and a malformed one all get the very same 404; without a session, 401. The certificate link
// follows the same rule. The passport read is kept per frame and forgotten by writes that name it.
import { createClient, type Client } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryCache } from '../../src/server/runtime/node/cache';
import type { UpstreamClient } from '../../src/server/upstream';
import { operationOf } from '../../src/server/upstream/client';
import { CreateClaimBikeDocument, FramePassportDocument } from '../../src/server/upstream/generated';
import { CACHED_READS, framesIn, withReadCache } from '../../src/server/upstream/read-cache';
import { problemsFor } from '../../upstream/claims/claims.data';
import { pdfQr } from '../support/pdf-qr';
import { apiLogin, bearer, embeddedUpstreamUrl, openAuthWorld, type AuthWorld } from './auth-fixture';

const US = '0001000123';
const DE = '0002000456';
const ID_DEALER = '0004105617';

interface Passport {
  frameNumber: string;
  shippedTo: string;
  salesOrgs: string[];
  model: string | null;
  frameSize: string | null;
  colour: string | null;
  shipment: { deliveryNo: string; shippedAt: string };
  registration: { custCode: string; customerName: string; status: string } | null;
  pdis: { id: string; checklist: { checked: boolean }[] }[];
  claims: { id: string; referenceNo: string; status: { id: number }; histories: { status: { id: number } }[] }[];
  recalls: { id: string; title: string; doneAt: string | null; doneBy: string | null }[];
}

let world: AuthWorld;
let erp: Client;
const tokens: Record<string, Record<string, string>> = {};
/** A US dealer's frame with a claim, a registration and a PDI; a frame of the German dealer; one of the US dealer with nothing on it. */
let usFrame = '';
let deFrame = '';
let bareFrame = '';

const one = async (sql: string, args: (string | number)[] = []): Promise<string> => String((await erp.execute({ sql, args })).rows[0]?.['n'] ?? '');

beforeAll(async () => {
  world = await openAuthWorld();
  erp = createClient({ url: embeddedUpstreamUrl() });
  for (const user of ['dealer.us', 'dealer.de', 'dealer.id', 'sales.rep', 'auditor', 'admin']) tokens[user] = bearer((await apiLogin(world.t, user)).requestToken);
  usFrame = await one(`SELECT f.frame_number AS n FROM frames f WHERE f.cust_code = ? AND EXISTS (SELECT 1 FROM claims c WHERE c.frame_number = f.frame_number) ORDER BY f.frame_number LIMIT 1`, [US]);
  deFrame = await one('SELECT frame_number AS n FROM frames WHERE cust_code = ? ORDER BY frame_number LIMIT 1', [DE]);
  bareFrame = await one(
    `SELECT f.frame_number AS n FROM frames f WHERE f.cust_code = ? AND f.frame_number NOT IN (SELECT frame_number FROM frame_registrations)
       AND f.frame_number NOT IN (SELECT frame_number FROM claims WHERE frame_number IS NOT NULL) AND f.frame_number NOT IN (SELECT frame_number FROM pdis)
       AND f.frame_number NOT IN (SELECT frame_number FROM claim_recall_frames) ORDER BY f.frame_number LIMIT 1`,
    [US],
  );
  expect([usFrame, deFrame, bareFrame].every((f) => f.length > 0)).toBe(true);
  // The ERP's records of usFrame beyond its claims: a registration, a PDI and a recall still to do.
  await erp.execute({ sql: 'DELETE FROM frame_registrations WHERE frame_number = ?', args: [usFrame] });
  await erp.execute({
    sql: `INSERT INTO frame_registrations (frame_number, type, cust_code, sold_date, customer_name, dealer_name, status, created_at)
          VALUES (?, 'retail', ?, '2026-05-02', 'Lena Vogel', 'Pedal Pushers Bike Shop', 'complete', '2026-05-03T09:00:00.000Z')`,
    args: [usFrame, US],
  });
  await erp.execute({
    sql: `INSERT INTO pdis (cust_code, frame_number, article_code, description, brand, merchandise, mechanic, is_deleted, created_at, updated_at)
          SELECT cust_code, frame_number, article_code, article_description, brand, 'Bike', 'Sam Rivera', 0, '2026-04-01T08:00:00.000Z', '2026-04-01T08:00:00.000Z' FROM frames WHERE frame_number = ?`,
    args: [usFrame],
  });
  await erp.execute("INSERT INTO claim_recalls (id, title, description, instruction, created_at) VALUES (9001, 'Passport test recall', 'A batch of forks', 'Check the fork crown', '2026-09-01T00:00:00.000Z')");
  await erp.execute({ sql: 'INSERT INTO claim_recall_frames (recall_id, frame_number) VALUES (9001, ?)', args: [usFrame] });
}, 120_000);
afterAll(async () => {
  erp.close();
  await world.close();
});

const get = (path: string, user?: string) => world.t.request(`/api${path}`, { headers: user ? (tokens[user] ?? {}) : {} });
const passportOf = (serial: string, user?: string) => get(`/frames/${encodeURIComponent(serial)}/passport`, user);
const read = async (serial: string, user: string): Promise<Passport> => {
  const response = await passportOf(serial, user);
  expect(response.status, `${user} reads ${serial}`).toBe(200);
  return ((await response.json()) as { data: Passport }).data;
};
/** Status, content type and body of an answer: what a reader could tell answers apart by. */
const seen = async (response: Response) => ({ status: response.status, type: response.headers.get('content-type'), body: await response.text() });

describe('who reads a frame’s passport', () => {
  it('shows the dealer that received the frame everything Spoke knows about it', async () => {
    const p = await read(usFrame, 'dealer.us');
    expect(p).toMatchObject({ frameNumber: usFrame, shippedTo: US, salesOrgs: ['US01'], registration: { custCode: US, customerName: 'Lena Vogel', status: 'complete' } });
    expect(p.model && p.frameSize && p.colour).toBeTruthy();
    expect(p.shipment.deliveryNo).toMatch(/^80\d{8}$/);
    const claims = await erp.execute({ sql: 'SELECT reference_no FROM claims WHERE frame_number = ? ORDER BY created_at DESC, id DESC', args: [usFrame] });
    expect(p.claims.map((c) => c.referenceNo)).toEqual(claims.rows.map((r) => String(r['reference_no'])));
    expect(p.claims.every((c) => c.histories.length > 0 && c.histories[0]?.status.id === 1)).toBe(true);
    expect(p.pdis.length).toBe(Number(await one('SELECT count(*) AS n FROM pdis WHERE frame_number = ? AND is_deleted = 0', [usFrame])));
    expect(p.pdis.length).toBeGreaterThan(0);
    expect(p.pdis.every((pdi) => pdi.checklist.length > 0)).toBe(true);
    expect(p.recalls).toEqual([expect.objectContaining({ id: '9001', title: 'Passport test recall', doneAt: null })]);
  });

  it('finds the frame from its serial as a rider reads it off the frame', async () => {
    expect((await read(usFrame.toLowerCase().replace(/(\d{4})$/, ' $1'), 'dealer.us')).frameNumber).toBe(usFrame);
  });

  it('shows staff of the frame’s sales organisation and administrators the same frame', async () => {
    for (const user of ['sales.rep', 'auditor', 'admin']) expect((await read(usFrame, user)).frameNumber, user).toBe(usFrame);
    expect((await read(deFrame, 'admin')).salesOrgs).toEqual(['DE01', 'NL01']);
    expect((await read(deFrame, 'dealer.de')).shippedTo).toBe(DE);
  });

  it('shows the dealer that registered a frame it did not receive', async () => {
    expect((await passportOf(bareFrame, 'dealer.id')).status).toBe(404);
    await erp.execute({
      sql: `INSERT INTO frame_registrations (frame_number, type, cust_code, sold_date, customer_name, dealer_name, status, created_at)
            VALUES (?, 'retail', ?, '2026-06-01', 'Budi Santoso', 'Toko Sepeda Setiawan', 'pending', '2026-06-01T10:00:00.000Z')`,
      args: [bareFrame, ID_DEALER],
    });
    expect((await read(bareFrame, 'dealer.id')).registration).toMatchObject({ custCode: ID_DEALER, customerName: 'Budi Santoso' });
    await erp.execute({ sql: 'DELETE FROM frame_registrations WHERE frame_number = ?', args: [bareFrame] });
    expect((await passportOf(bareFrame, 'dealer.id')).status).toBe(404);
  });

  it('answers a foreign dealer, staff of another sales organisation, an unknown and a malformed serial alike', async () => {
    const unknown = await seen(await passportOf('ZZ990000000', 'dealer.de'));
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body)).toMatchObject({ error: { code: 'NOT_FOUND' } });
    expect(await seen(await passportOf(usFrame, 'dealer.de'))).toEqual(unknown);
    expect(await seen(await passportOf(usFrame, 'dealer.id'))).toEqual(unknown);
    expect(await seen(await passportOf('not a <frame>', 'dealer.de'))).toEqual(unknown);
    // Staff of ID01 and US01 and an auditor of them: a German frame is not theirs.
    expect(await seen(await passportOf(deFrame, 'sales.rep'))).toEqual(await seen(await passportOf('ZZ990000000', 'sales.rep')));
    expect(await seen(await passportOf(deFrame, 'auditor'))).toEqual(await seen(await passportOf('ZZ990000000', 'auditor')));
    expect(await seen(await passportOf(deFrame, 'sales.rep'))).toEqual(unknown);
  });

  it('asks a visitor without a session to sign in', async () => {
    const response = await passportOf(usFrame);
    expect(response.status).toBe(401);
    expect(await response.text()).not.toContain(usFrame);
  });
});

describe('the warranty certificate from the passport', () => {
  const certificate = (serial: string, user?: string) => get(`/frames/${serial}/warranty.pdf?locale=de`, user);

  it('is a PDF for every reader of a registered frame', async () => {
    for (const user of ['dealer.us', 'admin', 'sales.rep']) {
      const response = await certificate(usFrame, user);
      expect(response.status, user).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toContain(`warranty-${usFrame}.pdf`);
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
      // The code printed on it leads back to this passport, on this site and in the asked language.
      expect((await pdfQr(bytes)).text).toBe(`http://us.localhost/de/frame/${usFrame}`);
    }
  });

  it('is the same 404 for a foreign dealer, an unregistered frame and an unknown serial', async () => {
    const unknown = await seen(await certificate('ZZ990000000', 'dealer.us'));
    expect(unknown.status).toBe(404);
    expect(await seen(await certificate(usFrame, 'dealer.de'))).toEqual(unknown);
    expect(await seen(await certificate(bareFrame, 'dealer.us'))).toEqual(unknown);
  });
});

describe('the passport read in the read cache', () => {
  const sent: string[] = [];
  let cached: UpstreamClient;
  beforeAll(() => {
    const counting: UpstreamClient = {
      request(document, variables, options) {
        sent.push(operationOf(document).name ?? '?');
        return world.upstream.request(document, variables, options);
      },
    };
    cached = withReadCache(counting, createMemoryCache(), CACHED_READS, 30);
  });
  const reads = () => sent.filter((s) => s === 'FramePassport').length;
  const passport = (serial: string) => cached.request(FramePassportDocument, { frameNumber: serial, lang: 'en' });

  it('is kept per frame, and a claim filed on the frame forgets it while other frames keep theirs', async () => {
    await passport(bareFrame);
    await passport(deFrame);
    const before = reads();
    await Promise.all([passport(bareFrame), passport(deFrame)]);
    expect(reads()).toBe(before);
    const shown = (await passport(bareFrame))?.framePassport?.claims.length ?? -1;
    const article = await one('SELECT article_code AS n FROM frames WHERE frame_number = ?', [bareFrame]);
    const problem = problemsFor('Bike')[0]?.id ?? '';
    const { createClaimBike } = await cached.request(CreateClaimBikeDocument, {
      custCode: US, frameNumber: bareFrame, input: { purchaseDate: '2026-06-01', problems: [{ problemId: problem }], description: `Creaks (${article})`, qty: 1, files: [] },
    });
    expect(createClaimBike.claim?.id).toBeTruthy();
    expect((await passport(bareFrame))?.framePassport?.claims.length).toBe(shown + 1);
    await passport(deFrame);
    expect(reads()).toBe(before + 1);
  });

  it('names the frames of a write, and none when a list is too long to look through', () => {
    expect([...(framesIn({ custCode: US, input: { frameNumber: 'ke250000002' } }) ?? [])]).toEqual(['frame:KE250000002']);
    expect(framesIn({ rows: Array.from({ length: 101 }, (_, i) => ({ frameNumber: `F${i}` })) })).toBeNull();
    expect([...(framesIn({ id: '7' }) ?? [])]).toEqual([]);
  });
});
