// The customer-vendor's stock upload: 400 rows go upstream in six batches of at most 75, a dealer
// (no vendor of its own) is refused, and a sheet with a bad line is refused before anything is sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readStockSheet } from '../../src/domain/third-party';
import { createUpstreamClient, type UpstreamClient } from '../../src/server/upstream';
import { writeXlsx } from '../../src/server/orders/xlsx';
import { handleStockUpload } from '../../src/server/third-party/maintenance.page';
import { demoActors } from '../../upstream/demo/actors';
import { openUpstreamFixture, type UpstreamFixture } from './upstream-fixture';

let fx: UpstreamFixture;
let upstream: UpstreamClient;
const VENDOR = { r3: demoActors.customerVendor.r3, isr: null };
const DEALER = { r3: demoActors.singleCompanyDealer.r3, isr: null };

beforeAll(async () => {
  fx = await openUpstreamFixture();
  upstream = createUpstreamClient({ timeoutMs: 10_000, embedded: () => Promise.resolve(fx.upstream) });
}, 60_000);
afterAll(async () => fx.close());

function upload(rows: (string | number)[][]): Request {
  const form = new FormData();
  form.set('file', new File([writeXlsx('Stock', [['article_code', 'stock'], ...rows]).slice().buffer], 'stock.xlsx'));
  return new Request('http://id.localhost/en-id/3rd-party/article-maintenance', { method: 'POST', body: form });
}

describe('stock upload', () => {
  it('sends 400 rows in six batches and stores the stock', async () => {
    const codes = (await fx.sql.execute("SELECT article_code FROM tp_products WHERE vendor_id = 'TPV01' ORDER BY article_code")).rows.map((r) => String(r['article_code']));
    const rows = Array.from({ length: 400 }, (_, i) => [codes[i % codes.length] ?? '', 1000 + i]);
    const outcome = await handleStockUpload(upstream, VENDOR, upload(rows));
    expect(outcome.kind).toBe('done');
    if (outcome.kind !== 'done') return;
    expect(outcome.results.map((r) => [r.index, r.ok, r.count])).toEqual([[0, true, 75], [1, true, 75], [2, true, 75], [3, true, 75], [4, true, 75], [5, true, 25]]);
    const last = rows.findLast((r) => r[0] === codes[0]);
    const stored = await fx.sql.execute({ sql: "SELECT stock FROM tp_products WHERE vendor_id = 'TPV01' AND article_code = ?", args: [codes[0] ?? ''] });
    expect(Number(stored.rows[0]?.['stock'])).toBe(last?.[1]);
  });

  it('refuses a customer that is not a vendor, and a sheet with a bad line', async () => {
    expect(await handleStockUpload(upstream, DEALER, upload([['01-00001', 5]]))).toMatchObject({ kind: 'refused', status: 403 });
    expect(await handleStockUpload(upstream, VENDOR, upload([['01-00001', 5], ['01-00002', -1]]))).toMatchObject({ kind: 'refused', lines: [3] });
    expect(readStockSheet([['h'], ['', ''], ['A', '2']])).toEqual({ ok: true, rows: [{ articleCode: 'A', stock: 2 }] });
  });
});
