// Card layouts per content type (docs/requirements.md#marketing-material): which card fields a reader grid shows.
import { and, eq } from 'drizzle-orm';
import type { PortalDb } from '../../../db/client';
import { layouts } from '../../../db/schema';

export type Layout = typeof layouts.$inferSelect;

/** Layouts of a type (the spec's call: page 1, limit 100). */
export async function listLayouts(db: PortalDb, type: string): Promise<Layout[]> {
  return db.select().from(layouts).where(eq(layouts.type, type)).orderBy(layouts.description).limit(100);
}

export async function layoutOfType(db: PortalDb, id: number | null, type: string): Promise<Layout | null> {
  if (id === null) return null;
  const [row] = await db.select().from(layouts).where(and(eq(layouts.id, id), eq(layouts.type, type))).limit(1);
  return row ?? null;
}

/** What a card shows when its category or item has no layout: title and placeholder. */
export const DEFAULT_CARD: Omit<Layout, 'id' | 'type' | 'description'> = {
  placeholderOnCard: true,
  titleOnCard: true,
  subtitleOnCard: false,
  releasedOnOnCard: false,
  resolutionOnCard: false,
  gotoPdpOnCard: false,
};
