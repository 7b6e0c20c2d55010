// Announcements written by admins (/admin/announcements, page.announcement). The shell reads them
// through its short cache (content.reads.ts); every write bumps the cache version so the next page
// shows the change. HTML is stored sanitised, so every reader renders the same safe markup.
import { count, desc, eq, or } from 'drizzle-orm';
import type { PortalDb } from '../../../db/client';
import { announcements } from '../../../db/schema';
import { windowOfDays, type ListQuery } from '../../domain/content/content-input';
import type { AnnouncementInput } from '../../domain/content/announcement.schema';
import { HOSTS } from '../../content/hosts';
import type { Cache } from '../runtime/types';
import { bumpContentVersion } from './content.reads';
import { refused, saved, type Page, type SaveOutcome } from './content-outcome';
import { contains, offsetOf } from './content-search';
import { sanitizeHtml } from './sanitize-html';

export type AnnouncementRecord = typeof announcements.$inferSelect;

export interface ContentWriteDeps {
  db: PortalDb;
  cache: Cache;
}

const KNOWN_SORGS = new Set(HOSTS.map((host) => host.sorg));

export function isKnownSorg(sorg: string): boolean {
  return KNOWN_SORGS.has(sorg);
}

export async function listAnnouncements(db: PortalDb, query: ListQuery): Promise<Page<AnnouncementRecord>> {
  const where = query.search ? or(contains(announcements.title, query.search), contains(announcements.content, query.search)) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(announcements).where(where).orderBy(desc(announcements.validFrom), desc(announcements.id)).limit(query.limit).offset(offsetOf(query.page, query.limit)),
    db.select({ n: count() }).from(announcements).where(where),
  ]);
  return { rows, total: total?.n ?? 0, page: query.page, limit: query.limit };
}

export async function announcementById(db: PortalDb, id: number): Promise<AnnouncementRecord | null> {
  const [row] = await db.select().from(announcements).where(eq(announcements.id, id)).limit(1);
  return row ?? null;
}

function values(input: AnnouncementInput) {
  return {
    type: input.type,
    title: input.title,
    content: sanitizeHtml(input.content),
    url: input.url,
    sorg: input.sorg,
    language: input.language,
    ...windowOfDays(input.from, input.to),
  };
}

export async function createAnnouncement(deps: ContentWriteDeps, input: AnnouncementInput): Promise<SaveOutcome> {
  if (input.sorg && !isKnownSorg(input.sorg)) return refused('sorg', 'announcements.error.sorg_unknown');
  const [row] = await deps.db.insert(announcements).values(values(input)).returning({ id: announcements.id });
  if (!row) throw new Error('createAnnouncement: insert returned no row');
  await bumpContentVersion(deps.cache);
  return saved(row.id);
}

export async function updateAnnouncement(deps: ContentWriteDeps, id: number, input: AnnouncementInput): Promise<SaveOutcome> {
  if (input.sorg && !isKnownSorg(input.sorg)) return refused('sorg', 'announcements.error.sorg_unknown');
  const rows = await deps.db.update(announcements).set(values(input)).where(eq(announcements.id, id)).returning({ id: announcements.id });
  if (rows.length === 0) return refused('id', 'api.error.not_found', 404);
  await bumpContentVersion(deps.cache);
  return saved(id);
}

/** Announcements are deleted for good (the spec gives them no restore). */
export async function deleteAnnouncement(deps: ContentWriteDeps, id: number): Promise<boolean> {
  const rows = await deps.db.delete(announcements).where(eq(announcements.id, id)).returning({ id: announcements.id });
  if (rows.length > 0) await bumpContentVersion(deps.cache);
  return rows.length > 0;
}
