// Pop-up banners written by admins (/admin/banners, page.banner): one image per banner in the blob
// store under `banners/<name>`, served by GET /api/banners/:file. Every write bumps the shell's
// cache version so the next page shows the change.
import { count, desc, eq, or } from 'drizzle-orm';
import type { PortalDb } from '../../../db/client';
import { banners } from '../../../db/schema';
import { windowOfDays, type ListQuery } from '../../domain/content/content-input';
import type { BannerInput } from '../../domain/content/banner.schema';
import type { BlobStore } from '../runtime/types';
import { isKnownSorg, type ContentWriteDeps } from './announcements.service';
import { bumpContentVersion } from './content.reads';
import { refused, saved, type Page, type SaveOutcome } from './content-outcome';
import { contains, offsetOf } from './content-search';
import { MAX_BYTES, sniffFile } from './file-types';

export type BannerRecord = typeof banners.$inferSelect;

export interface BannerDeps extends ContentWriteDeps {
  blob: BlobStore;
}

const EXTENSIONS: Readonly<Record<string, string>> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif' };

export async function listBanners(db: PortalDb, query: ListQuery): Promise<Page<BannerRecord>> {
  const where = query.search ? or(contains(banners.sorg, query.search), contains(banners.link, query.search), contains(banners.bannerFile, query.search)) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(banners).where(where).orderBy(desc(banners.validFrom), desc(banners.id)).limit(query.limit).offset(offsetOf(query.page, query.limit)),
    db.select({ n: count() }).from(banners).where(where),
  ]);
  return { rows, total: total?.n ?? 0, page: query.page, limit: query.limit };
}

export async function bannerById(db: PortalDb, id: number): Promise<BannerRecord | null> {
  const [row] = await db.select().from(banners).where(eq(banners.id, id)).limit(1);
  return row ?? null;
}

type ImageCheck = { ok: true; type: string } | { ok: false; message: string };

/** Images only (no SVG: it can carry script), within the image size limit. */
export function checkBannerImage(bytes: Uint8Array): ImageCheck {
  if (bytes.length === 0) return { ok: false, message: 'banners.error.file_required' };
  const sniffed = sniffFile(bytes);
  if (!sniffed || sniffed.kind !== 'image' || !EXTENSIONS[sniffed.type]) return { ok: false, message: 'banners.error.file_type' };
  if (bytes.length > MAX_BYTES.image) return { ok: false, message: 'banners.error.file_size' };
  return { ok: true, type: sniffed.type };
}

async function storeImage(blob: BlobStore, bytes: Uint8Array, type: string): Promise<string> {
  const name = `${crypto.randomUUID()}.${EXTENSIONS[type] ?? 'img'}`;
  await blob.put(`banners/${name}`, bytes, type);
  return name;
}

function fields(input: BannerInput) {
  return { sorg: input.sorg, link: input.link, ...windowOfDays(input.from, input.to) };
}

export async function createBanner(deps: BannerDeps, input: BannerInput, image: Uint8Array | null): Promise<SaveOutcome> {
  if (!isKnownSorg(input.sorg)) return refused('sorg', 'banners.error.sorg_unknown');
  if (!image) return refused('file', 'banners.error.file_required');
  const check = checkBannerImage(image);
  if (!check.ok) return refused('file', check.message);
  const bannerFile = await storeImage(deps.blob, image, check.type);
  const [row] = await deps.db.insert(banners).values({ ...fields(input), bannerFile }).returning({ id: banners.id });
  if (!row) throw new Error('createBanner: insert returned no row');
  await bumpContentVersion(deps.cache);
  return saved(row.id);
}

/** Without a new image the banner keeps its own; a replaced image is removed from the store. */
export async function updateBanner(deps: BannerDeps, id: number, input: BannerInput, image: Uint8Array | null): Promise<SaveOutcome> {
  if (!isKnownSorg(input.sorg)) return refused('sorg', 'banners.error.sorg_unknown');
  const existing = await bannerById(deps.db, id);
  if (!existing) return refused('id', 'api.error.not_found', 404);
  let bannerFile = existing.bannerFile;
  if (image) {
    const check = checkBannerImage(image);
    if (!check.ok) return refused('file', check.message);
    bannerFile = await storeImage(deps.blob, image, check.type);
  }
  await deps.db.update(banners).set({ ...fields(input), bannerFile }).where(eq(banners.id, id));
  if (bannerFile !== existing.bannerFile) await deps.blob.delete(`banners/${existing.bannerFile}`);
  await bumpContentVersion(deps.cache);
  return saved(id);
}

/** Banners are deleted for good with their image (the spec gives them no restore). */
export async function deleteBanner(deps: BannerDeps, id: number): Promise<boolean> {
  const rows = await deps.db.delete(banners).where(eq(banners.id, id)).returning({ file: banners.bannerFile });
  const [row] = rows;
  if (!row) return false;
  await deps.blob.delete(`banners/${row.file}`);
  await bumpContentVersion(deps.cache);
  return true;
}
