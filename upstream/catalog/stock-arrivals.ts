// Simulated goods receipt: an arrival whose date has come is in stock. The demo data gives many
// stock rows a next arrival (date and quantity); as real days pass, the ERP would book those goods
// in. The embedded upstream does it when the stock of an article is asked for, so a restock alert
// sees the arrival as soon as its day has come. The stock triggers (migrations 0003 and 0004) then
// keep `prices.in_stock` and the catalogue data version right, so lists and counts follow.
// An arrival with a time (`arrives_at`, the demo's first arrivals after seeding) is due from that
// moment; one with a date only from the start of its day: as ISO strings, `2026-11-27` sorts before
// every moment of that day, so one comparison with the current moment serves both.
import type { UpstreamContext } from '../db/client';

/** Books every due arrival of these articles (ids) into stock; returns how many rows moved. */
export async function receiveArrivals(ctx: UpstreamContext, productIds: readonly number[], now = new Date()): Promise<number> {
  if (productIds.length === 0) return 0;
  const marks = productIds.map(() => '?').join(', ');
  const due = `product_id IN (${marks}) AND next_arrival IS NOT NULL AND coalesce(arrives_at, next_arrival) <= ?`;
  const args = [...productIds, now.toISOString()];
  // Reads first: the usual case (nothing due) takes no write lock.
  const found = await ctx.client.execute({ sql: `SELECT 1 FROM stock WHERE ${due} LIMIT 1`, args });
  if (found.rows.length === 0) return 0;
  const rs = await ctx.client.execute({
    sql: `UPDATE stock SET qty = qty + coalesce(next_arrival_qty, 0), next_arrival = NULL, next_arrival_qty = NULL, arrives_at = NULL WHERE ${due}`,
    args,
  });
  return rs.rowsAffected;
}
