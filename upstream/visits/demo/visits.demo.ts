// Demo store visits for both forms over the six months before the base date: most customers of
// sales rep S10025 have visits (several within the last 30 days), the rest have none; a few dealers
// of other reps have visits too, so that reach checks have something to refuse.
import type { Client } from '@libsql/client';
import * as t from '../../db/schema/visits';
import { insertAll, rowsOf } from '../../demo/insert';
import { createRng, type Rng } from '../../demo/prng';
import { brandDisplays, equipments, otherMidranges, seriesOf } from '../questions';
import { fieldsJson, imagesJson, SLOTS, type VisitFieldsInput } from '../visits.repo';

const VISITS_SEED = 20_261_123;
const DAY = 86_400_000;
const BRANDS = ['polygon', 'wim'] as const;
const NOTES = ['Owner plans to expand the workshop next season.', 'Asked for more posters and hangtags.', 'Busy shop, good foot traffic on weekends.', 'Competitor ran a discount campaign last month.', ''];
const REPS = ['Dana Whitfield', 'Rizky Pratama'];

type Row = typeof t.formVisits.$inferInsert;
type Customer = { r3: string; name: string };

function fields(rng: Rng, brand: string): VisitFieldsInput {
  const codes = (list: { code: string }[], n: number) => rng.sample(list, n).map((o) => o.code);
  return {
    otherMidrange: codes(otherMidranges(brand), rng.int(0, 3)), otherMidrangeDescription: rng.chance(0.4) ? 'Strong local competitor in the mid range' : '',
    brandDomination: rng.chance(0.5), qtyPlgGrp: rng.int(2, 60), qtyNonPlgGrp: rng.int(0, 80),
    brandDisplay: rng.pick(brandDisplays(brand)).code, brandDisplayDescription: rng.chance(0.3) ? 'Near the entrance' : '',
    seriesList: codes(seriesOf(brand), rng.int(1, 4)), seriesBrand: rng.chance(0.5) ? [{ brand: 'Giant', series: 'Talon' }] : [],
    otherSeriesList: rng.chance(0.3) ? ['Marlin', 'Rockhopper'] : [], notes: rng.pick(NOTES),
    equipment: codes(equipments(brand), rng.int(0, 3)), equipmentText: rng.chance(0.3) ? 'Two repair stands' : '',
  };
}

function images(rng: Rng): Record<string, string | null> {
  // Demo photos are drawings the portal generates from the `demo:` reference.
  return Object.fromEntries(SLOTS.map((slot, i) => [slot, i < 2 || rng.chance(0.4) ? `demo:${slot}-${rng.int(1, 6)}` : null]));
}

export function generateVisits(covered: readonly Customer[], others: readonly Customer[], baseDate: string): Row[] {
  const rng = createRng(VISITS_SEED);
  const base = Date.parse(`${baseDate}T00:00:00Z`);
  const rows: Row[] = [];
  const visit = (c: Customer, brand: string, daysAgo: number) => {
    const createdAt = new Date(base - daysAgo * DAY + rng.int(8, 17) * 3_600_000).toISOString();
    rows.push({ id: rows.length + 1, brand, custCode: c.r3, custName: c.name, fields: fieldsJson(fields(rng, brand)), images: imagesJson(images(rng)), createdAt, createdBy: rng.pick(REPS), updatedAt: null, idempotencyKey: null });
  };
  covered.forEach((c, i) => {
    if (i % 4 === 3) return; // customers without visits
    for (const brand of BRANDS) {
      if (brand === 'wim' && i % 2 === 1) continue;
      visit(c, brand, rng.int(0, 25));
      for (let n = rng.int(1, 3); n > 0; n--) visit(c, brand, rng.int(26, 180));
    }
  });
  for (const c of others.slice(0, 8)) visit(c, rng.pick(BRANDS), rng.int(0, 25));
  return rows;
}

/** Seeds visits once, from the customers already in the database. */
export async function backfillVisits(client: Client, baseDate: string): Promise<void> {
  const present = await client.execute('SELECT 1 FROM form_visits LIMIT 1');
  if (present.rows.length > 0) return;
  const rs = await client.execute(
    "SELECT c.r3, c.name, max(a.salesman = 'S10025') AS covered FROM customers c JOIN customer_areas a ON a.cust_code = c.r3 WHERE c.category = 'dealer' GROUP BY c.r3 ORDER BY c.r3",
  );
  const all = rs.rows.map((r) => ({ r3: String(r['r3']), name: String(r['name']), covered: Number(r['covered']) === 1 }));
  await insertAll(client, [rowsOf(t.formVisits, generateVisits(all.filter((c) => c.covered), all.filter((c) => !c.covered), baseDate))]);
}
