// A fresh demo (seeded with its blob store, as `npm start` does) shows marketing categories with
// pictures in every resolution and current news with a picture; a restart adds nothing twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPortal } from '../../db/seed';
import { marketingMaterialCategories, news } from '../../db/schema';
import { readerCategory, readerRoots } from '../../src/server/content/marketing-material-reader';
import { checkVariants } from '../../src/server/content/image-variants';
import { sniffFile } from '../../src/server/content/file-types';
import { createTestApp, type TestApp } from '../support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedPortal(t.services.db, { blob: t.services.blob });
}, 120_000);
afterAll(() => t.cleanup());

describe('demo marketing material and news', () => {
  it('has categories of both types whose images carry every resolution as real, bounded images', async () => {
    const { db, blob } = t.services;
    for (const type of ['brand-assets', 'product-lineup'] as const) {
      const roots = await readerRoots(db, type, 'all');
      expect(roots.length, type).toBeGreaterThanOrEqual(2);
      expect(roots.every((r) => r.cover !== null)).toBe(true);
      const page = await readerCategory(db, roots[0]?.id ?? 0, 'all');
      expect(page?.items.length).toBeGreaterThanOrEqual(2);
      for (const item of page?.items ?? []) {
        const variants = [];
        for (const variant of ['thumbnail', 'low', 'medium', 'high'] as const) {
          const file = item[variant];
          expect(file, `${item.title} ${variant}`).not.toBeNull();
          const stored = await blob.get(`content/${file?.id ?? ''}`);
          const bytes = stored?.body ?? new Uint8Array(0);
          variants.push({ variant, bytes });
        }
        expect(checkVariants(variants).ok, item.title).toBe(true);
        expect(sniffFile(variants[0]?.bytes ?? new Uint8Array())?.type).toBe('image/png');
      }
    }
  });

  it('has current news for the Global market, and seeding again adds nothing', async () => {
    const { db, blob } = t.services;
    const before = { categories: (await db.select().from(marketingMaterialCategories)).length, news: (await db.select().from(news)).length };
    const now = Date.now();
    const rows = await db.select().from(news);
    expect(rows.filter((n) => n.validFrom.getTime() <= now && n.validTo.getTime() > now).length).toBeGreaterThanOrEqual(3);
    await seedPortal(db, { blob });
    expect({ categories: (await db.select().from(marketingMaterialCategories)).length, news: (await db.select().from(news)).length }).toEqual(before);
  });
});
