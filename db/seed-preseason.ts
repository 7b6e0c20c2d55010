// Demo pre-season windows (decision 0081): one open window per country site with a handful of the
// upstream's bike models, created once per sales organisation and never updated, like the rest of
// the seed. The models come from the caller (the embedded upstream's catalogue), as db code reads
// no upstream.
import { eq } from 'drizzle-orm';
import type { PortalDb } from './client';
import { preseasonWindows } from './schema';

const DAY = 86_400_000;

function monthsAfter(isoDate: string, count: number): string[] {
  const d = new Date(`${isoDate}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1 + i, 1)).toISOString().slice(0, 7));
}

/** The demo window around `today`: opened two weeks ago, closing in six weeks, three delivery months after. */
export function demoWindow(today: string, modelSlugs: readonly string[]) {
  const now = Date.parse(`${today}T00:00:00Z`);
  const opensOn = new Date(now - 14 * DAY).toISOString().slice(0, 10);
  const closesOn = new Date(now + 42 * DAY).toISOString().slice(0, 10);
  const season = new Date(now + 120 * DAY).getUTCFullYear();
  return {
    name: `Season ${season} pre-season`, opensOn, closesOn, discountPercent: 8, datingDays: 90,
    deliveryMonths: JSON.stringify(monthsAfter(closesOn, 3)), modelSlugs: JSON.stringify([...modelSlugs]),
  };
}

export async function seedPreseasonWindows(db: PortalDb, modelsBySorg: Readonly<Record<string, readonly string[]>>, today = new Date().toISOString().slice(0, 10)): Promise<void> {
  for (const [sorg, slugs] of Object.entries(modelsBySorg)) {
    if (slugs.length === 0) continue;
    const [existing] = await db.select({ id: preseasonWindows.id }).from(preseasonWindows).where(eq(preseasonWindows.sorg, sorg)).limit(1);
    if (!existing) await db.insert(preseasonWindows).values({ sorg, ...demoWindow(today, slugs) });
  }
}
