// Seeds the demo marketing material (categories with cover and images in every resolution) and news
// items with a picture in every language, by natural key (title and type; a news item by translation
// key and language); never updates what exists, so a restart keeps edits. Needs the blob store:
// without one (tests) nothing is seeded.
import { and, eq } from 'drizzle-orm';
import type { PortalDb } from './client';
import { contentFiles, contentTargetMarketLinks, contentTargetMarkets, files, marketingMaterialCategories, marketingMaterials, news } from './schema';
import { demoPicture, type DemoPalette } from './seed-data/demo-images';
import { DEMO_PALETTES, SEED_CATEGORIES, SEED_NEWS } from './seed-data/marketing';
import type { SeedBlobStore } from './seed';
import type { Language } from '../src/domain/locales';

const DAY_MS = 86_400_000;
// The content types and roles the server's content code uses (src/server/content).
const CATEGORY = 'marketing_material_category';
const ITEM = 'marketing_material';
const NEWS = 'news';

async function marketId(db: PortalDb, type: string): Promise<number | null> {
  const [row] = await db.select({ id: contentTargetMarkets.id }).from(contentTargetMarkets).where(and(eq(contentTargetMarkets.type, type), eq(contentTargetMarkets.marketName, 'Global')));
  return row?.id ?? null;
}

/** Stores bytes as a new file attached to the row in `role`. */
async function attach(db: PortalDb, blob: SeedBlobStore, row: { contentType: string; contentId: number }, role: string, fileName: string, bytes: Uint8Array, sorting = 0): Promise<void> {
  const id = crypto.randomUUID();
  const blobKey = `content/${id}`;
  await blob.put(blobKey, bytes, 'image/png');
  await db.insert(files).values({ id, blobKey, fileName, contentType: 'image/png', size: bytes.length });
  await db.insert(contentFiles).values({ ...row, fileId: id, role, sorting });
}

const slug = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** The original (1024 × 768, so medium and high are the same picture) and the smaller resolutions. */
async function attachPicture(db: PortalDb, blob: SeedBlobStore, contentId: number, title: string, palette: DemoPalette, shift: number): Promise<void> {
  const name = slug(title);
  const original = demoPicture(1024, 768, palette, shift);
  const row = { contentType: ITEM, contentId };
  await attach(db, blob, row, 'file', `${name}.png`, original);
  await attach(db, blob, row, 'high', `${name}-high.png`, original);
  await attach(db, blob, row, 'medium', `${name}-medium.png`, original);
  await attach(db, blob, row, 'low', `${name}-low.png`, demoPicture(640, 480, palette, shift));
  await attach(db, blob, row, 'thumbnail', `${name}-thumbnail.png`, demoPicture(320, 240, palette, shift));
}

export async function seedMarketingAndNews(db: PortalDb, blob: SeedBlobStore | undefined, now = new Date()): Promise<void> {
  if (!blob) return;
  const mmMarket = await marketId(db, 'marketing_material');
  if (mmMarket !== null) {
    const existing = new Set((await db.select({ type: marketingMaterialCategories.type, title: marketingMaterialCategories.title }).from(marketingMaterialCategories)).map((c) => `${c.type}|${c.title}`));
    for (const [sorting, category] of SEED_CATEGORIES.entries()) {
      if (existing.has(`${category.type}|${category.title}`)) continue;
      const [row] = await db.insert(marketingMaterialCategories).values({ title: category.title, type: category.type, itemPerLine: 4, sorting }).returning({ id: marketingMaterialCategories.id });
      if (!row) continue;
      await db.insert(contentTargetMarketLinks).values({ contentType: CATEGORY, contentId: row.id, targetMarketId: mmMarket });
      await attach(db, blob, { contentType: CATEGORY, contentId: row.id }, 'cover', `${slug(category.title)}-cover.png`, demoPicture(320, 240, category.palette, 0));
      for (const [index, item] of category.items.entries()) {
        const [itemRow] = await db.insert(marketingMaterials).values({ title: item.title, type: 'image', body: item.body, categoryId: row.id, itemPerLine: 4 }).returning({ id: marketingMaterials.id });
        if (!itemRow) continue;
        await db.insert(contentTargetMarketLinks).values({ contentType: ITEM, contentId: itemRow.id, targetMarketId: mmMarket });
        await attachPicture(db, blob, itemRow.id, item.title, DEMO_PALETTES[(DEMO_PALETTES.indexOf(category.palette) + index) % DEMO_PALETTES.length] ?? category.palette, index % 2);
      }
    }
  }
  const newsMarket = await marketId(db, 'news');
  if (newsMarket === null) return;
  const existing = await db.select({ id: news.id, title: news.title, language: news.language, key: news.translationKey }).from(news);
  const seeded = new Set(existing.map((n) => `${n.key ?? ''}|${n.language}`));
  for (const item of SEED_NEWS) {
    for (const [language, [title, body]] of Object.entries(item.texts) as [Language, readonly [string, string]][]) {
      if (seeded.has(`${item.key}|${language}`)) continue;
      // A data folder seeded before news had languages holds the English row without its key.
      const earlier = language === 'en' ? existing.find((n) => n.key === null && n.title === title) : undefined;
      if (earlier) {
        await db.update(news).set({ language, translationKey: item.key }).where(eq(news.id, earlier.id));
        continue;
      }
      const validFrom = new Date(now.getTime() - item.daysAgo * DAY_MS);
      const [row] = await db.insert(news).values({ title, body, language, translationKey: item.key, validFrom, validTo: new Date(now.getTime() + 180 * DAY_MS), createdAt: validFrom }).returning({ id: news.id });
      if (!row) continue;
      await db.insert(contentTargetMarketLinks).values({ contentType: NEWS, contentId: row.id, targetMarketId: newsMarket });
      await attach(db, blob, { contentType: NEWS, contentId: row.id }, 'file', `${slug(item.texts.en[0])}.png`, demoPicture(480, 320, item.palette, 0));
    }
  }
}
