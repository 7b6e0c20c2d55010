// Typed factories for portal content rows.
import type { PortalDb } from '../../db/client';
import { announcements, banners, contentTargetMarkets, layouts } from '../../db/schema';

export type Announcement = typeof announcements.$inferSelect;
export type Banner = typeof banners.$inferSelect;
export type TargetMarket = typeof contentTargetMarkets.$inferSelect;
export type Layout = typeof layouts.$inferSelect;

const DAY_MS = 86_400_000;

export async function createAnnouncement(
  db: PortalDb,
  overrides: Partial<Omit<typeof announcements.$inferInsert, 'id'>> = {},
): Promise<Announcement> {
  const now = Date.now();
  const [row] = await db
    .insert(announcements)
    .values({
      type: 'home_page',
      title: 'Workshop closed on public holiday',
      content: '<p>Our service workshop is closed on the public holiday. Orders placed that day ship the next working day.</p>',
      validFrom: new Date(now - DAY_MS),
      validTo: new Date(now + 30 * DAY_MS),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('createAnnouncement: insert returned no row');
  return row;
}

export async function createBanner(db: PortalDb, overrides: Partial<Omit<typeof banners.$inferInsert, 'id'>> = {}): Promise<Banner> {
  const now = Date.now();
  const [row] = await db
    .insert(banners)
    .values({
      sorg: 'US01',
      bannerFile: 'us01-preseason.svg',
      validFrom: new Date(now - DAY_MS),
      validTo: new Date(now + 30 * DAY_MS),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('createBanner: insert returned no row');
  return row;
}

export async function createTargetMarket(
  db: PortalDb,
  overrides: Partial<Omit<typeof contentTargetMarkets.$inferInsert, 'id'>> = {},
): Promise<TargetMarket> {
  const [row] = await db
    .insert(contentTargetMarkets)
    .values({ type: 'marketing_material', marketName: 'Global', ...overrides })
    .returning();
  if (!row) throw new Error('createTargetMarket: insert returned no row');
  return row;
}

export async function createLayout(db: PortalDb, overrides: Partial<Omit<typeof layouts.$inferInsert, 'id'>> = {}): Promise<Layout> {
  const [row] = await db
    .insert(layouts)
    .values({ type: 'marketing_material', description: 'Image grid with titles', ...overrides })
    .returning();
  if (!row) throw new Error('createLayout: insert returned no row');
  return row;
}
