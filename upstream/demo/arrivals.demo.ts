// Arrivals a new user can watch: on a fresh demo, a few out-of-stock articles per sales organisation
// get an arrival minutes after seeding (`stock.arrives_at`), so a restock alert asked in the first
// minutes fires without waiting for a day to pass (decision 0069). The articles are the sorg's last
// out-of-stock ones by id of each kind, a bike first, then a part, then a groupset, and so on: stories
// that pick out-of-stock articles take the first.
import type { Client } from '@libsql/client';
import { sorgRows } from './sorgs.data';

/** Minutes after seeding at which the chosen articles arrive, one article each. */
export const SOON_ARRIVAL_MINUTES = [3, 6, 10, 15, 20, 30, 45, 60, 90, 120] as const;

/** Gives each sorg's last out-of-stock, priced articles of each kind an arrival `SOON_ARRIVAL_MINUTES` after `now`. */
export async function seedSoonArrivals(client: Client, now: Date = new Date()): Promise<number> {
  let moved = 0;
  for (const { code: sorg } of sorgRows) {
    const rs = await client.execute({
      sql: `SELECT product_id, location, product_type FROM (
              SELECT s.product_id, min(s.location_code) AS location, p.product_type,
                     row_number() OVER (PARTITION BY p.product_type ORDER BY s.product_id DESC) AS nth
              FROM stock s
                JOIN prices pr ON pr.product_id = s.product_id AND pr.sorg = s.sorg AND pr.dealer_price IS NOT NULL
                JOIN products p ON p.id = s.product_id
              WHERE s.sorg = ? GROUP BY s.product_id HAVING sum(s.qty) = 0)
            ORDER BY nth, CASE product_type WHEN 'Bike' THEN 0 WHEN 'PAA' THEN 1 ELSE 2 END LIMIT ?`,
      args: [sorg, SOON_ARRIVAL_MINUTES.length],
    });
    const batch = rs.rows.map((row, i) => {
      const at = new Date(now.getTime() + (SOON_ARRIVAL_MINUTES[i] ?? 120) * 60_000);
      const qty = row['product_type'] === 'Bike' ? 6 : 40;
      return {
        sql: 'UPDATE stock SET next_arrival = ?, next_arrival_qty = ?, arrives_at = ? WHERE product_id = ? AND sorg = ? AND location_code = ?',
        args: [at.toISOString().slice(0, 10), qty, at.toISOString(), Number(row['product_id']), sorg, String(row['location'])],
      };
    });
    if (batch.length > 0) await client.batch(batch, 'write');
    moved += batch.length;
  }
  return moved;
}
