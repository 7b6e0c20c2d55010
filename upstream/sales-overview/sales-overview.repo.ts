// Reads behind the sales overview: invoice lines grouped per customer, month and model (one index
// range per customer and month, no sort: see the overview index), and what each model belongs to.
import type { ModelMeta, SalesCell } from '../../src/domain/sales-overview';
import { memoized, type UpstreamContext } from '../db/client';
import { inputError } from '../resolvers';

export interface CustomerRef { r3: string; name: string }

/** Every model with its brand, series and merchandise category; models never change while running. */
export function modelMetas(ctx: UpstreamContext): Promise<Map<number, ModelMeta>> {
  return memoized(ctx, 'sales-overview:models', async () => {
    const rs = await ctx.client.execute(`
      SELECT m.id, m.code, m.name, m.product_type, b.code AS b_code, b.name AS b_name, s.code AS s_code, s.name AS s_name, mc.id AS mc_id, mc.name AS mc_name
      FROM models m JOIN brands b ON b.id = m.brand_id LEFT JOIN series s ON s.id = m.series_id
      JOIN merchandise_categories mc ON mc.id = m.mc_id`);
    const out = new Map<number, ModelMeta>();
    for (const r of rs.rows) {
      out.set(Number(r['id']), {
        code: String(r['code']), name: String(r['name']), productType: String(r['product_type']),
        brand: { code: String(r['b_code']), name: String(r['b_name']) },
        series: r['s_code'] == null ? null : { code: String(r['s_code']), name: String(r['s_name']) },
        merchandiseCategory: { code: String(r['mc_id']), name: String(r['mc_name']) },
      });
    }
    return out;
  });
}

/** The customers behind r3 or isr codes, in the order asked; an unknown code is a bad input. */
export async function customersOf(ctx: UpstreamContext, codes: readonly string[]): Promise<CustomerRef[]> {
  const marks = codes.map(() => '?').join(', ');
  const rs = await ctx.client.execute({ sql: `SELECT r3, isr, name FROM customers WHERE r3 IN (${marks}) OR isr IN (${marks})`, args: [...codes, ...codes] });
  return codes.map((code) => {
    const row = rs.rows.find((r) => r['r3'] === code || r['isr'] === code);
    if (!row) throw inputError(`Unknown customer "${code}"`, 'custCodes');
    return { r3: String(row['r3']), name: String(row['name']) };
  });
}

/** yyyy-mm of the year and the year before, narrowed to the months asked for (none = all twelve). */
export function monthKeys(year: number, months: readonly number[]): string[] {
  const list = months.length > 0 ? [...new Set(months)].sort((a, b) => a - b) : [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
  return [year - 1, year].flatMap((y) => list.map((m) => `${y}-${String(m).padStart(2, '0')}`));
}

export async function salesCells(ctx: UpstreamContext, custCodes: readonly string[], sorg: string, year: number, months: readonly number[]): Promise<SalesCell[]> {
  const keys = monthKeys(year, months);
  const rs = await ctx.client.execute({
    sql: `SELECT cust_code, invoice_month, model_id, SUM(qty) AS qty, SUM(net_amount) AS net
          FROM sales_invoice_lines
          WHERE cust_code IN (${custCodes.map(() => '?').join(', ')}) AND sorg = ? AND invoice_month IN (${keys.map(() => '?').join(', ')})
          GROUP BY cust_code, invoice_month, model_id`,
    args: [...custCodes, sorg, ...keys],
  });
  return rs.rows.map((r) => ({ custCode: String(r['cust_code']), month: String(r['invoice_month']), modelId: Number(r['model_id']), qty: Number(r['qty']), net: Number(r['net']) }));
}

/** Years with invoiced sales for the customers in the company, newest first. */
export async function salesYears(ctx: UpstreamContext, custCodes: readonly string[], sorg: string): Promise<number[]> {
  const years = new Set<number>();
  for (const code of custCodes) {
    // Two statements: SQLite answers MIN or MAX alone from the index edge, both together by a scan.
    const edge = async (fn: 'MIN' | 'MAX') => (await ctx.client.execute({ sql: `SELECT ${fn}(invoice_month) AS m FROM sales_invoice_lines WHERE cust_code = ? AND sorg = ?`, args: [code, sorg] })).rows[0]?.['m'];
    const [lo, hi] = await Promise.all([edge('MIN'), edge('MAX')]);
    if (lo == null || hi == null) continue;
    for (let y = Number(String(lo).slice(0, 4)); y <= Number(String(hi).slice(0, 4)); y++) years.add(y);
  }
  return [...years].sort((a, b) => b - a);
}
