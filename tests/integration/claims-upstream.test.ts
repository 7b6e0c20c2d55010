// The embedded upstream's claims and PDI operations: demo data in every status, the capability
// rule, frames shipped to the dealer, stolen and recalled frames, one claim per submission id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openUpstreamFixture, type UpstreamFixture } from './upstream-fixture';

const US = '0001000123';
let u: UpstreamFixture;

beforeAll(async () => {
  u = await openUpstreamFixture('demo');
}, 120_000);
afterAll(async () => u.close());

const one = async (sql: string, args: (string | number)[] = []): Promise<Record<string, unknown>> => (await u.sql.execute({ sql, args })).rows[0] ?? {};

describe('claims demo data', () => {
  it('gives the US dealer claims in every status, more than two pages of ten', async () => {
    const { claimsV3 } = await u.gql<{ claimsV3: { data: { status: { id: number } }[]; info: { count: number } } }>(
      'query { claimsV3(custCode: "0001000123", limit: 50) { data { status { id } } info { count } } }',
    );
    expect(claimsV3.info.count).toBeGreaterThan(20);
    expect(new Set(claimsV3.data.map((c) => c.status.id)).size).toBe(8);
  });

  it('hides internal comments unless asked for them', async () => {
    const row = await one('SELECT claim_id FROM claim_comments WHERE internal = 1 LIMIT 1');
    const id = String(row['claim_id']);
    const q = 'query($id: ID!, $i: Boolean) { claimComments(id: $id, internal: $i) { internal } }';
    const publicOnly = await u.gql<{ claimComments: { internal: boolean }[] }>(q, { id, i: false });
    const all = await u.gql<{ claimComments: { internal: boolean }[] }>(q, { id, i: true });
    expect(publicOnly.claimComments.every((c) => !c.internal)).toBe(true);
    expect(all.claimComments.some((c) => c.internal)).toBe(true);
  });
});

describe('creating and moving a claim', () => {
  const input = (submissionId: string) => ({ purchaseDate: '2026-01-05', problems: [{ problemId: 'FR-CRACK' }], description: 'Crack at the head tube', qty: 1, files: [], submissionId });
  const create = 'mutation($c: String!, $f: String!, $i: ClaimInput!) { createClaimBike(custCode: $c, frameNumber: $f, input: $i) { claim { id status { id } frameShippedDelvNo } message { status } } }';

  it('starts from a frame shipped to the dealer, once per submission id', async () => {
    const frame = String((await one('SELECT frame_number FROM frames WHERE cust_code = ? LIMIT 1', [US]))['frame_number']);
    const [a, b] = await Promise.all([u.gql<{ createClaimBike: { claim: { id: string } } }>(create, { c: US, f: frame, i: input('sub-1') }), u.gql<{ createClaimBike: { claim: { id: string } } }>(create, { c: US, f: frame, i: input('sub-1') })]);
    expect(a.createClaimBike.claim.id).toBe(b.createClaimBike.claim.id);
    const other = String((await one('SELECT frame_number FROM frames WHERE cust_code <> ? LIMIT 1', [US]))['frame_number']);
    const refused = await u.gql<{ createClaimBike: { claim: null; message: { status: boolean } } }>(create, { c: US, f: other, i: input('sub-2') });
    expect(refused.createClaimBike.claim).toBeNull();
  });

  it('moves only along the capability list, and a rejection needs a reason', async () => {
    const frame = String((await one('SELECT frame_number FROM frames WHERE cust_code = ? LIMIT 1 OFFSET 1', [US]))['frame_number']);
    const { createClaimBike } = await u.gql<{ createClaimBike: { claim: { id: string } } }>(create, { c: US, f: frame, i: input('sub-3') });
    const move = (statusId: number, reason?: string) =>
      u.gql<{ updateClaimStatus: { claim: { status: { id: number } } | null } }>('mutation($id: ID!, $s: Int!, $r: String) { updateClaimStatus(id: $id, statusId: $s, reason: $r, createdBy: "t") { claim { status { id } } } }', { id: createClaimBike.claim.id, s: statusId, r: reason ?? null });
    expect((await move(6)).updateClaimStatus.claim).toBeNull();
    expect((await move(7)).updateClaimStatus.claim).toBeNull();
    expect((await move(2)).updateClaimStatus.claim?.status.id).toBe(2);
    expect((await move(7, 'Crash damage')).updateClaimStatus.claim?.status.id).toBe(7);
  });

  it('tells stolen and recalled frames', async () => {
    const stolen = String((await one('SELECT frame_number FROM stolen_frames LIMIT 1'))['frame_number']);
    const recalled = String((await one('SELECT frame_number FROM claim_recall_frames LIMIT 1'))['frame_number']);
    const s = await u.gql<{ claimStolenBike: { stolen: boolean } }>('query($f: String!) { claimStolenBike(frameNumber: $f) { stolen } }', { f: stolen });
    const r = await u.gql<{ claimRecallFrames: { title: string }[] }>('query($f: String!) { claimRecallFrames(frameNumber: $f) { title } }', { f: recalled });
    expect(s.claimStolenBike.stolen).toBe(true);
    expect(r.claimRecallFrames.length).toBeGreaterThan(0);
  });
});

describe('PDI', () => {
  it('lists, soft deletes and restores with the merchandise checklist in sorting order', async () => {
    const list = (deleted: boolean) => u.gql<{ pdis: { data: { id: string; isDeleted: boolean; checklist: { sorting: number }[] }[]; info: { count: number } } }>(
      'query($d: Boolean) { pdis(custCode: "0001000123", showDeleted: $d, limit: 50) { data { id isDeleted checklist { sorting } } info { count } } }', { d: deleted });
    const before = await list(false);
    const first = before.pdis.data[0];
    expect(first?.checklist.map((c) => c.sorting)).toEqual([...(first?.checklist ?? [])].map((c) => c.sorting).sort((a, b) => a - b));
    await u.gql('mutation($id: ID!) { deletePdi(id: $id) { message { status } } }', { id: first?.id });
    expect((await list(false)).pdis.info.count).toBe(before.pdis.info.count - 1);
    expect((await list(true)).pdis.data.find((p) => p.id === first?.id)?.isDeleted).toBe(true);
    await u.gql('mutation($id: ID!) { restorePdi(id: $id) { message { status } } }', { id: first?.id });
    expect((await list(false)).pdis.info.count).toBe(before.pdis.info.count);
  });
});
