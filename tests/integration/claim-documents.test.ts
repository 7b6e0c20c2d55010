// A claim's additional documents: the dealer deletes only what the dealer's side attached, and only
// while the claim can still be changed; a document the warranty desk attached stays (403), and a claim
// in review keeps even the dealer's own (409), each refusal in the envelope in the user's language.
// The claim page offers a delete button for exactly the documents the API lets the user delete.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_STATUS } from '../../src/domain/claims';
import { deletableDocuments, documentSides } from '../../src/server/claims/claim-docs.service';
import { readClaim } from '../../src/server/claims/claims.service';
import { handleClaimForm } from '../../src/server/claims/page-actions';
import { json, openOrdersWorld, US_DEALER, type OrdersWorld } from './orders-fixture';

interface Envelope { error: { code: string; message: string; messageKey: string } }

const PDF = new TextEncoder().encode('%PDF-1.4\n% workshop report\n');

let w: OrdersWorld;
let dealer: Record<string, string>;
let desk: Record<string, string>;

beforeAll(async () => {
  w = await openOrdersWorld();
  [dealer, desk] = await Promise.all([w.login('dealer.us'), w.login('admin', US_DEALER)]);
}, 120_000);
afterAll(async () => w.close());

const sql = async (q: string, args: (string | number)[] = []) => (await w.upstream.sql.execute({ sql: q, args })).rows;
/** A claim of the US dealer in the status asked for, moved there as the ERP would. */
async function claimIn(status: number, offset: number): Promise<string> {
  const id = String((await sql('SELECT id FROM claims WHERE cust_code = ? ORDER BY id LIMIT 1 OFFSET ?', [US_DEALER, offset]))[0]?.['id']);
  await sql('UPDATE claims SET status_id = ? WHERE id = ?', [status, id]);
  return id;
}
async function attach(claimId: string, headers: Record<string, string>, title: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([PDF.slice().buffer]), `${title}.pdf`);
  const uploaded = await json<{ data: { id: string } }>(await w.t.request('/api/claims/files?kind=additionalDoc', { method: 'POST', body: form, headers }));
  const added = await w.t.request(`/api/claims/${claimId}/additional-documents`, { method: 'POST', body: JSON.stringify({ fileId: uploaded.data.id, title }), headers: { ...headers, 'content-type': 'application/json' } });
  expect(added.status, `attach ${title}`).toBe(201);
  return (await json<{ data: { id: string } }>(added)).data.id;
}
const remove = (claimId: string, docId: string, headers: Record<string, string>, locale = 'en-us') =>
  w.t.request(`/api/claims/${claimId}/additional-documents/${docId}?locale=${locale}`, { method: 'DELETE', headers });

describe('deleting a claim’s additional documents', () => {
  it('refuses the dealer a document the distributor attached (403) and any document of a claim in review (409)', async () => {
    const claim = await claimIn(CLAIM_STATUS.inReview, 3);
    const theirs = await attach(claim, desk, 'Supplier analysis');
    const own = await attach(claim, dealer, 'Shop photo sheet');

    const refused = await remove(claim, theirs, dealer, 'de');
    expect(refused.status).toBe(403);
    expect((await json<Envelope>(refused)).error).toMatchObject({ code: 'DOCUMENT_NOT_YOURS', messageKey: 'claims.error.document_not_yours', message: 'Sie können nur Dokumente löschen, die Sie selbst an diesen Garantiefall angehängt haben.' });
    const locked = await remove(claim, own, dealer);
    expect(locked.status).toBe(409);
    expect((await json<Envelope>(locked)).error).toMatchObject({ code: 'CLAIM_LOCKED', messageKey: 'claims.error.locked' });

    // Both are still there; the desk may delete either.
    const listed = await json<{ data: { additionalDocuments: { id: string }[] } }>(await w.t.request(`/api/claims/${claim}`, { headers: dealer }));
    expect(listed.data.additionalDocuments.map((d) => d.id)).toEqual(expect.arrayContaining([theirs, own]));
    expect((await remove(claim, theirs, desk)).status).toBe(200);
    expect((await remove(claim, own, desk)).status).toBe(200);
  });

  it('lets the dealer delete its own document while the claim can be changed, never the distributor’s', async () => {
    const claim = await claimIn(CLAIM_STATUS.waitingForDealer, 4);
    const theirs = await attach(claim, desk, 'Please add the receipt');
    const own = await attach(claim, dealer, 'Receipt');
    expect((await remove(claim, theirs, dealer)).status).toBe(403);
    expect((await remove(claim, own, dealer)).status).toBe(200);
    expect((await remove(claim, theirs, desk)).status).toBe(200);
  });

  it('offers the page’s delete button for exactly what the API allows, and the page form refuses the rest', async () => {
    const claim = await claimIn(CLAIM_STATUS.submitted, 5);
    const theirs = await attach(claim, desk, 'Desk note');
    const own = await attach(claim, dealer, 'Dealer note');
    const dealerUser = { sub: '1', name: 'Jamie Carter', lim: null, scp: ['page.claim'], areas: [], flags: { isSales: false, isCustomer: true, isCustVendor: false, hasCustCode: true }, salesActiveCustCode: { r3: US_DEALER, isr: null } };
    const detail = await readClaim(w.t.services, dealerUser, claim);
    const sides = await documentSides(w.t.services, detail.additionalDocuments);
    expect(sides.get(theirs)).toBe('desk');
    expect(sides.get(own)).toBe('dealer');
    expect([...deletableDocuments(dealerUser, detail, sides)]).toEqual([own]);
    expect([...deletableDocuments({ ...dealerUser, scp: ['page.claim', 'claim.update-status'] }, detail, sides)].sort()).toEqual([theirs, own].sort());

    const post = (docId: string) => new Request(`http://127.0.0.1/en-us/claim/${claim}`, { method: 'POST', body: new URLSearchParams({ action: 'delete-document', docId }), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(await handleClaimForm(w.t.services, dealerUser, claim, post(theirs), 'Spoke')).toMatchObject({ kind: 'error', messageKey: 'claims.error.document_not_yours' });
    expect(await handleClaimForm(w.t.services, dealerUser, claim, post(own), 'Spoke')).toEqual({ kind: 'done', done: 'document_deleted' });
  });
});
