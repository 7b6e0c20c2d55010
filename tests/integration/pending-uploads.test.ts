// Claim files and return photos: an upload joins one claim or return, once (a retried submission may
// send it again); a user holds at most 30 that joined nothing; what joins nothing within a day is
// deleted, bytes and row, by the background sweep.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../db/schema/files';
import { attachUploads, detachUploads, PENDING_UPLOADS_MAX, sweepPendingUploads } from '../../src/server/uploads/pending-uploads';
import { json, openOrdersWorld, US_DEALER, type OrdersWorld } from './orders-fixture';

interface Envelope { error: { code: string; messageKey: string } }

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Array(64).fill(7)]);
let w: OrdersWorld;
let dealer: Record<string, string>;

beforeAll(async () => {
  w = await openOrdersWorld();
  dealer = await w.login('dealer.us');
}, 120_000);
afterAll(async () => w.close());

async function upload(headers = dealer): Promise<Response> {
  const form = new FormData();
  form.set('file', new File([JPEG], 'photo.jpg', { type: 'image/jpeg' }));
  return w.t.request('/api/claims/files?kind=photo', { method: 'POST', body: form, headers });
}
const photoId = async () => (await json<{ data: { id: string } }>(await upload())).data.id;
const post = (path: string, body: unknown) => w.t.request(path, { method: 'POST', body: JSON.stringify(body), headers: { ...dealer, 'content-type': 'application/json' } });
async function freeFrames(n: number): Promise<string[]> {
  const rs = await w.upstream.sql.execute({
    sql: 'SELECT frame_number FROM frames WHERE cust_code = ? AND frame_number NOT IN (SELECT frame_number FROM stolen_frames) AND frame_number NOT IN (SELECT frame_number FROM claim_recall_frames) AND frame_number NOT IN (SELECT frame_number FROM claims WHERE frame_number IS NOT NULL) ORDER BY frame_number DESC LIMIT ?',
    args: [US_DEALER, n],
  });
  return rs.rows.map((r) => String(r['frame_number']));
}
const claim = (frameNumber: string, photo: string, submissionId: string = crypto.randomUUID()) => ({
  frameNumber, purchaseDate: '2026-02-01', problems: [{ problemId: 'FR-CRACK', notes: 'At the weld' }], description: 'Crack at the head tube (2 cm)', qty: 1,
  files: [{ id: photo, kind: 'photo' }], submissionId,
});
const row = async (id: string) => (await w.t.services.db.select().from(files).where(eq(files.id, id)))[0];
const userOf = async (id: string) => (await row(id))?.ownerUserId ?? 0;

describe('an uploaded claim photo', () => {
  it('joins one claim only: two claims racing for it get it once', async () => {
    const [a, b] = await freeFrames(2);
    if (!a || !b) throw new Error('demo data has free frames');
    const photo = await photoId();
    const answers = await Promise.all([post('/api/claims/bike', claim(a, photo)), post('/api/claims/bike', claim(b, photo))]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 400]);
    const refused = answers.find((r) => r.status === 400);
    expect((await json<Envelope>(refused ?? new Response('{}'))).error.code).toBe('FILE_UNKNOWN');
    expect((await row(photo))?.attachedTo).toMatch(/^claim-submission:/);
  });

  it('may be sent again with the same submission (a retried form), which still files one claim', async () => {
    const [frame] = await freeFrames(1);
    if (!frame) throw new Error('demo data has a free frame');
    const photo = await photoId();
    const body = claim(frame, photo);
    const first = await post('/api/claims/bike', body);
    const again = await post('/api/claims/bike', body);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect((await json<{ data: { id: string } }>(again)).data.id).toBe((await json<{ data: { id: string } }>(first)).data.id);
  });

  it('is free again when what it joined was refused, and stays joined elsewhere', async () => {
    const photo = await photoId();
    const user = await userOf(photo);
    const since = new Date();
    expect(await attachUploads(w.t.services.db, user, [photo], 'claim-submission:refused')).toBe(true);
    await detachUploads(w.t.services.db, [photo], 'claim-submission:refused', since);
    expect((await row(photo))?.attachedTo).toBeNull();
    expect(await attachUploads(w.t.services.db, user, [photo], 'claim-submission:next')).toBe(true);
    await detachUploads(w.t.services.db, [photo], 'claim-submission:other', since);
    expect((await row(photo))?.attachedTo).toBe('claim-submission:next');
    expect(await attachUploads(w.t.services.db, user + 1, [photo], 'claim-submission:thief')).toBe(false);
  });
});

describe('pending uploads', () => {
  it('are refused past the quota with a 429 in the user’s language, and deleted a day later by the sweep', async () => {
    const other = await w.login('dealer.id');
    const sent: string[] = [];
    for (let i = 0; i < PENDING_UPLOADS_MAX; i++) {
      const res = await upload(other);
      expect(res.status).toBe(201);
      sent.push((await json<{ data: { id: string } }>(res)).data.id);
    }
    const over = await upload(other);
    expect(over.status).toBe(429);
    expect((await json<Envelope>(over)).error.messageKey).toBe('uploads.too_many_pending');

    const [kept, ...stale] = sent;
    if (!kept) throw new Error('uploads were made');
    expect(await attachUploads(w.t.services.db, await userOf(kept), [kept], 'claim:kept')).toBe(true);
    const before = await row(kept);
    const blobKeys = await Promise.all(stale.map(async (id) => (await row(id))?.blobKey ?? ''));
    expect(await w.t.services.blob.get(blobKeys[0] ?? '')).not.toBeNull();
    const tomorrow = new Date(Date.now() + 25 * 60 * 60 * 1000);
    let swept = 0;
    for (let n = await sweepPendingUploads(w.t.services, tomorrow); n > 0; n = await sweepPendingUploads(w.t.services, tomorrow)) swept += n;
    expect(swept).toBeGreaterThanOrEqual(stale.length);
    expect((await row(stale[0] ?? ''))?.deletedAt).toBeInstanceOf(Date);
    expect(await w.t.services.blob.get(blobKeys[0] ?? '')).toBeNull();
    expect(await row(kept)).toEqual(before);
    expect((await upload(other)).status).toBe(201);
  });
});
