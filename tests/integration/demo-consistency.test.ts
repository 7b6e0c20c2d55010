// The demo adds up: a dealer's frames (and so its claims, PDIs and registrations) are bikes of the
// brands its sales overview shows it was invoiced for, and the bonus's retail sales are real frames
// the dealer registered and that were verified (Pedal Pushers showed no Kestrel sales while most of
// its frames were Kestrel; its bonus listed frame numbers no frame had).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openOrdersWorld, type OrdersWorld } from './orders-fixture';

let w: OrdersWorld;
beforeAll(async () => {
  w = await openOrdersWorld();
}, 120_000);
afterAll(async () => w.close());

const sql = async (q: string, args: (string | number)[] = []) => (await w.upstream.sql.execute({ sql: q, args })).rows;
const DEALERS = ['0001000123', '0002000456', '0004105617'];

describe('demo data', () => {
  it('gives a dealer frames only of bikes it was invoiced for', async () => {
    for (const dealer of DEALERS) {
      const frames = await sql('SELECT article_code, shipped_at FROM frames WHERE cust_code = ?', [dealer]);
      expect(frames.length, dealer).toBeGreaterThan(20);
      const stray = await sql(
        `SELECT f.frame_number FROM frames f WHERE f.cust_code = ? AND NOT EXISTS (
           SELECT 1 FROM sales_invoice_lines l WHERE l.cust_code = f.cust_code AND l.article_code = f.article_code AND l.invoice_date = f.shipped_at AND l.qty > 0)`,
        [dealer],
      );
      expect(stray, dealer).toEqual([]);
    }
  });

  it('shows Pedal Pushers selling the brands of its frames and claims', async () => {
    const sold = new Set((await sql("SELECT DISTINCT b.name FROM sales_invoice_lines l JOIN products p ON p.article_code = l.article_code JOIN brands b ON b.id = p.brand_id WHERE l.cust_code = '0001000123'")).map((r) => String(r['name'])));
    const framed = (await sql("SELECT DISTINCT brand FROM frames WHERE cust_code = '0001000123'")).map((r) => String(r['brand']));
    const claimed = (await sql("SELECT DISTINCT brand_name FROM claims WHERE cust_code = '0001000123' AND frame_number IS NOT NULL")).map((r) => String(r['brand_name']));
    expect(framed.length).toBeGreaterThan(0);
    for (const brand of [...framed, ...claimed]) expect(sold, brand).toContain(brand);
  });

  it('lists as bonus retail sales only verified registrations of the dealer’s own frames', async () => {
    const retail = await sql('SELECT cust_code, frame_number, input_date FROM bonus_retail');
    expect(retail.length).toBeGreaterThan(0);
    const unknown = await sql(
      `SELECT b.frame_number FROM bonus_retail b WHERE NOT EXISTS (
         SELECT 1 FROM frame_registrations r JOIN frames f ON f.frame_number = r.frame_number
         WHERE r.frame_number = b.frame_number AND r.cust_code = b.cust_code AND f.cust_code = b.cust_code AND r.status = 'complete' AND r.sold_date = b.input_date)`,
    );
    expect(unknown).toEqual([]);
  });
});
