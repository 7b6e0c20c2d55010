// Active announcements and pop-up banners from the portal DB (the only module here touching tables).
import { and, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { PortalDb } from '../../../db/client';
import { announcements, banners } from '../../../db/schema';

export interface AnnouncementRow {
  id: number;
  title: string;
  content: string;
  url: string | null;
  language: string;
  translationKey: string | null;
}

export interface BannerRow {
  id: number;
  bannerFile: string;
  link: string | null;
}

/** home_page announcements valid now, for the host (or every host) and its sorg (or every sorg). */
export async function activeAnnouncements(db: PortalDb, where: { hostKey: string; sorg: string; now: Date }): Promise<AnnouncementRow[]> {
  return db
    .select({ id: announcements.id, title: announcements.title, content: announcements.content, url: announcements.url, language: announcements.language, translationKey: announcements.translationKey })
    .from(announcements)
    .where(
      and(
        eq(announcements.type, 'home_page'),
        lte(announcements.validFrom, where.now),
        gte(announcements.validTo, where.now),
        or(isNull(announcements.sorg), eq(announcements.sorg, where.sorg)),
        or(isNull(announcements.host), eq(announcements.host, where.hostKey)),
      ),
    )
    .orderBy(announcements.validFrom, announcements.id);
}

/** Banners valid now for the given sales organisations (the user's areas). */
export async function activeBanners(db: PortalDb, where: { sorgs: readonly string[]; now: Date }): Promise<BannerRow[]> {
  if (where.sorgs.length === 0) return [];
  return db
    .select({ id: banners.id, bannerFile: banners.bannerFile, link: banners.link })
    .from(banners)
    .where(and(inArray(banners.sorg, [...where.sorgs]), lte(banners.validFrom, where.now), gte(banners.validTo, where.now)))
    .orderBy(banners.id);
}
