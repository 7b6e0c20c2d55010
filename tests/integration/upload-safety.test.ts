// Files that carry danger (decision 0105): a PDF with JavaScript or a launch action is refused on
// every route that takes PDFs, in the user's language, with nothing stored; and every file a user
// uploaded comes back as an attachment with nosniff and a sandboxing policy, except an image whose
// bytes prove it, which may show inline.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentTargetMarkets } from '../../db/schema';
import { t as translate } from '../../src/server/i18n';
import { json, openOrdersWorld, US_DEALER, type OrdersWorld } from './orders-fixture';

interface Envelope { error: { code: string; message: string; messageKey: string; issues?: { path: string; message: string }[] } }
interface Payment { orderNumber: string; docs: { id: string; fileName: string }[] }

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Array(64).fill(7)]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

/** A one-page PDF as a desktop tool writes it (compressed object streams); `script` adds an open action running JavaScript. */
async function pdf(script: boolean): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]);
  if (script) doc.catalog.set(PDFName.of('OpenAction'), doc.context.obj({ S: 'JavaScript', JS: PDFString.of('app.launchURL("https://example.com/x")') }));
  return doc.save();
}
/** A PDF whose compressed objects the check cannot read: their filter is one it does not decode. */
const unreadablePdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<< /Type /ObjStm /N 1 /First 5 /Filter /LZWDecode /Length 8 >>\nstream\nABCDEFGH\nendstream\nendobj\n%%EOF\n');

let w: OrdersWorld;
let dealer: Record<string, string>;
let admin: Record<string, string>;
let hostile: Uint8Array;
let clean: Uint8Array;

beforeAll(async () => {
  w = await openOrdersWorld();
  [dealer, admin] = await Promise.all([w.login('dealer.us'), w.login('admin')]);
  [hostile, clean] = await Promise.all([pdf(true), pdf(false)]);
}, 120_000);
afterAll(async () => w.close());

const form = (field: string, bytes: Uint8Array, name: string, extra: Record<string, string | string[]> = {}) => {
  const body = new FormData();
  for (const [key, value] of Object.entries(extra)) for (const v of [value].flat()) body.append(key, v);
  body.append(field, new File([bytes.slice()], name));
  return body;
};
const send = (path: string, body: FormData, headers = dealer) => w.t.request(path, { method: 'POST', body, headers });
const get = (path: string, headers = dealer) => w.t.request(path, { headers });
const blobCount = () => {
  try {
    return readdirSync(join(w.t.dir, 'blobs'), { recursive: true }).filter((name) => String(name).includes('.')).length;
  } catch {
    return 0;
  }
};
const sql = async (q: string, args: (string | number)[] = []) => (await w.upstream.sql.execute({ sql: q, args })).rows;

async function prepaidOrder(): Promise<string> {
  return (await w.place({ paymentId: await w.bankTransferId('US01') })).orderNumber;
}
async function payment(orderNumber: string): Promise<Payment | undefined> {
  return (await json<{ data: Payment[] }>(await get('/api/payments'))).data.find((p) => p.orderNumber === orderNumber);
}

/** What every user file answer carries, and whether it shows inline. */
function expectUserFile(res: Response, what: { type: string; inline: boolean }, label: string): void {
  expect({ label, status: res.status, type: res.headers.get('content-type'), nosniff: res.headers.get('x-content-type-options') }).toEqual({ label, status: 200, type: what.type, nosniff: 'nosniff' });
  expect(res.headers.get('content-disposition'), label).toMatch(what.inline ? /^inline(;|$)/ : /^attachment(;|$)/);
  expect(res.headers.get('content-security-policy'), label).toContain('sandbox');
}

describe('PDFs with JavaScript or launch actions are refused', () => {
  it('on the claim documents route, in the user’s language, and nothing is stored; a plain PDF is taken', async () => {
    const before = blobCount();
    const refused = await send('/api/claims/files?kind=invoice&locale=en-us', form('file', hostile, 'invoice.pdf'));
    expect(refused.status).toBe(422);
    expect((await json<Envelope>(refused)).error).toMatchObject({ code: 'PDF_ACTIVE_CONTENT', messageKey: 'uploads.pdf_active' });
    const german = await send('/api/claims/files?kind=additionalDoc&locale=de', form('file', hostile, 'rechnung.pdf'), { ...dealer, 'accept-language': 'de-DE' });
    expect((await json<Envelope>(german)).error.message).toBe(translate('de', 'uploads.pdf_active'));
    const unreadable = await send('/api/claims/files?kind=invoice', form('file', unreadablePdf, 'scan.pdf'));
    expect([unreadable.status, (await json<Envelope>(unreadable)).error.code]).toEqual([422, 'PDF_UNREADABLE']);
    expect(blobCount()).toBe(before);
    expect((await send('/api/claims/files?kind=invoice', form('file', clean, 'invoice.pdf'))).status).toBe(201);
  });

  it('on the payment receipts route, leaving the payment without a receipt', async () => {
    const orderNumber = await prepaidOrder();
    const before = blobCount();
    const refused = await send(`/api/payments/${orderNumber}/receipts`, form('file', hostile, 'transfer.pdf'));
    expect(refused.status).toBe(422);
    expect((await json<Envelope>(refused)).error.messageKey).toBe('uploads.pdf_active');
    expect(blobCount()).toBe(before);
    expect((await payment(orderNumber))?.docs).toEqual([]);
    expect((await send(`/api/payments/${orderNumber}/receipts`, form('file', clean, 'transfer.pdf'))).status).toBe(201);
  });

  it('on the sales documents route, naming the file that was refused', async () => {
    const [market] = await w.t.services.db.select().from(contentTargetMarkets).where(eq(contentTargetMarkets.type, 'sales_document'));
    const fields = { type: 'technical', title: 'Manual with a script', from: day(-1), to: day(30), marketIds: [String(market?.id)] };
    const body = form('files', hostile, 'manual.pdf', fields);
    const refused = await send('/api/admin/sales-documents', body, admin);
    expect(refused.status).toBe(400);
    expect((await json<Envelope>(refused)).error.issues).toEqual([expect.objectContaining({ path: 'files.0', message: 'uploads.pdf_active' })]);
  });
});

describe('user files are answered as attachments with nosniff', () => {
  it('payment receipts, to the dealer and to staff: an image inline, a PDF as an attachment', async () => {
    const orderNumber = await prepaidOrder();
    await send(`/api/payments/${orderNumber}/receipts`, form('file', PNG, 'transfer.png'));
    await send(`/api/payments/${orderNumber}/receipts`, form('file', clean, 'transfer "final".pdf'));
    const [image, document] = (await payment(orderNumber))?.docs ?? [];
    expectUserFile(await get(`/api/payments/receipts/${image?.id}`), { type: 'image/png', inline: true }, 'receipt image');
    const pdfAnswer = await get(`/api/payments/receipts/${document?.id}`);
    expectUserFile(pdfAnswer, { type: 'application/pdf', inline: false }, 'receipt pdf');
    expect(pdfAnswer.headers.get('content-disposition')).toMatch(/filename\*=UTF-8''transfer/);
    expectUserFile(await get(`/api/admin/orders/${orderNumber}/receipts/${document?.id}`, admin), { type: 'application/pdf', inline: false }, 'staff receipt pdf');
  });

  it('claim documents and photos', async () => {
    const upload = async (kind: string, bytes: Uint8Array, name: string) => (await json<{ data: { id: string } }>(await send(`/api/claims/files?kind=${kind}`, form('file', bytes, name)))).data.id;
    const frame = String((await sql('SELECT frame_number FROM frames WHERE cust_code = ? AND frame_number NOT IN (SELECT frame_number FROM stolen_frames) AND frame_number NOT IN (SELECT frame_number FROM claim_recall_frames) ORDER BY frame_number DESC LIMIT 1', [US_DEALER]))[0]?.['frame_number']);
    const files = [{ id: await upload('photo', JPEG, 'crack.jpg'), kind: 'photo' }, { id: await upload('invoice', clean, 'invoice.pdf'), kind: 'invoice' }];
    const claimBody = { purchaseDate: '2026-02-01', problems: [{ problemId: 'FR-CRACK', notes: 'At the weld' }], description: 'Crack at the head tube', qty: 1, files, submissionId: crypto.randomUUID(), frameNumber: frame };
    const filed = await w.t.request('/api/claims/bike', { method: 'POST', body: JSON.stringify(claimBody), headers: { ...dealer, 'content-type': 'application/json' } });
    expect(filed.status, await filed.clone().text()).toBe(201);
    const id = (await json<{ data: { id: string } }>(filed)).data.id;
    const claim = await json<{ data: { docs: { id: string; docType: string }[] } }>(await get(`/api/claims/${id}`));
    const doc = (type: string) => claim.data.docs.find((d) => d.docType === type)?.id;
    expectUserFile(await get(`/api/claims/${id}/files/${doc('invoice')}`), { type: 'application/pdf', inline: false }, 'claim invoice');
    expectUserFile(await get(`/api/claims/${id}/files/${doc('photo')}`), { type: 'image/jpeg', inline: true }, 'claim photo');
  });

  it('sales documents, news and marketing files, and banners', async () => {
    const [market] = await w.t.services.db.select().from(contentTargetMarkets).where(eq(contentTargetMarkets.type, 'sales_document'));
    const fields = { type: 'technical', title: 'Service manual', from: day(-1), to: day(30), marketIds: [String(market?.id)] };
    const body = form('files', clean, 'manual.pdf', fields);
    body.append('files', new File([PNG.slice()], 'diagram.png'));
    const created = await send('/api/admin/sales-documents', body, admin);
    expect(created.status, await created.clone().text()).toBe(201);
    const docId = (await json<{ id: number }>(created)).id;
    const doc = await json<{ data: { files: { id: string; fileName: string }[] } }>(await get(`/api/sales-documents/${docId}`));
    const fileOf = (name: string) => doc.data.files.find((f) => f.fileName === name)?.id;
    // Readers download by default; asked to show a file (download=0), only the image shows inline.
    expectUserFile(await get(`/api/sales-documents/files/${fileOf('manual.pdf')}?download=0`), { type: 'application/pdf', inline: false }, 'sales document pdf');
    expectUserFile(await get(`/api/sales-documents/files/${fileOf('diagram.png')}?download=0`), { type: 'image/png', inline: true }, 'sales document image');
    expectUserFile(await get(`/api/sales-documents/files/${fileOf('diagram.png')}`), { type: 'image/png', inline: false }, 'sales document image, download');

    const news = await json<{ file: { id: string } }>(await send('/api/admin/news/files', form('file', PNG, 'spring.png'), admin));
    expectUserFile(await get(`/api/news/files/${news.file.id}`, admin), { type: 'image/png', inline: true }, 'news image');
    const marketing = await json<{ file: { id: string } }>(await send('/api/admin/marketing-material/files', form('file', JPEG, 'poster.jpg'), admin));
    expectUserFile(await get(`/api/marketing-material/files/${marketing.file.id}`, admin), { type: 'image/jpeg', inline: true }, 'marketing image');

    const banner = await send('/api/admin/banners', form('file', PNG, 'promo.png', { sorg: 'US01', link: '/catalog', from: day(-1), to: day(7) }), admin);
    expect(banner.status, await banner.clone().text()).toBe(201);
    const { data } = await json<{ data: { bannerFile: string } }>(await get(`/api/admin/banners/${(await json<{ id: number }>(banner)).id}`, admin));
    expectUserFile(await w.t.request(`/api/banners/${data.bannerFile}`), { type: 'image/png', inline: true }, 'banner');
    // Bytes are typed by what they are, not by what was stored for them; the demo's own SVG drawing keeps its type.
    await w.t.services.blob.put('banners/forged.png', new TextEncoder().encode('<html><script>alert(1)</script></html>'), 'image/png');
    expectUserFile(await w.t.request('/api/banners/forged.png'), { type: 'application/octet-stream', inline: false }, 'forged banner');
    await w.t.services.blob.put('banners/demo.svg', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml');
    expectUserFile(await w.t.request('/api/banners/demo.svg'), { type: 'image/svg+xml', inline: false }, 'demo banner');
  });

  it('return photos', async () => {
    const shipped = await w.place({ requestDeliveryDate: day(-3), now: new Date(Date.now() - 6 * DAY), lines: [{ articleCode: 'RET-PART-1', qty: 4, unitPrice: 2500, amount: 10000, currency: 'USD' }] });
    const deliveries = await json<{ data: { orderNumber: string; doNumber: string; reasons: string[]; lines: { articleCode: string }[] }[] }>(await get('/api/returns/deliveries'));
    const delivery = deliveries.data.find((d) => d.orderNumber === shipped.orderNumber && d.reasons.includes('damaged_in_transit'));
    const photo = (await json<{ data: { id: string } }>(await send('/api/returns/photos', form('file', JPEG, 'box.jpg')))).data.id;
    const opened = await w.t.request('/api/returns', {
      method: 'POST',
      headers: { ...dealer, 'content-type': 'application/json' },
      body: JSON.stringify({ doNumber: delivery?.doNumber, reason: 'damaged_in_transit', note: 'Box crushed', lines: [{ articleCode: delivery?.lines[0]?.articleCode, qty: 1 }], photos: [photo], submissionId: crypto.randomUUID() }),
    });
    expect(opened.status, await opened.clone().text()).toBe(201);
    const id = (await json<{ data: { id: number } }>(opened)).data.id;
    expectUserFile(await get(`/api/returns/${id}/photos/${photo}`), { type: 'image/jpeg', inline: true }, 'return photo');
  });
});
