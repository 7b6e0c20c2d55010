// Seeds the demo sales documents (db/seed-data/sales-documents.ts) by natural key: a group by name
// and type, a document by translation key and language (every portal language); never updates what
// exists, so a restart keeps edits.
import { and, eq } from 'drizzle-orm';
import type { PortalDb } from './client';
import { contentFiles, contentTargetMarketLinks, contentTargetMarkets, files, salesDocumentGroups, salesDocuments } from './schema';
import { demoPdf, SEED_DOCUMENT_GROUPS, SEED_DOCUMENTS } from './seed-data/sales-documents';
import type { SeedBlobStore } from './seed';
import type { Language } from '../src/domain/locales';

const YEAR_MS = 365 * 86_400_000;

export async function seedSalesDocuments(db: PortalDb, blob: SeedBlobStore | undefined, now = new Date()): Promise<void> {
  const [market] = await db.select().from(contentTargetMarkets).where(and(eq(contentTargetMarkets.type, 'sales_document'), eq(contentTargetMarkets.marketName, 'Global')));
  if (!market) return;
  const groups = new Map((await db.select().from(salesDocumentGroups)).map((g) => [`${g.type}|${g.name}`, g.id]));
  for (const group of SEED_DOCUMENT_GROUPS) {
    if (groups.has(`${group.type}|${group.name}`)) continue;
    const [row] = await db.insert(salesDocumentGroups).values(group).returning({ id: salesDocumentGroups.id });
    if (row) groups.set(`${group.type}|${group.name}`, row.id);
  }
  const existing = await db.select({ id: salesDocuments.id, type: salesDocuments.type, title: salesDocuments.title, language: salesDocuments.language, key: salesDocuments.translationKey }).from(salesDocuments);
  const seeded = new Set(existing.map((d) => `${d.key ?? ''}|${d.language}`));
  for (const doc of SEED_DOCUMENTS) {
    const bytes = demoPdf(doc.texts.en[0]);
    if (blob && !(await blob.get(`content/${doc.fileId}`))) await blob.put(`content/${doc.fileId}`, bytes, 'application/pdf');
    await db.insert(files).values({ id: doc.fileId, blobKey: `content/${doc.fileId}`, fileName: doc.fileName, contentType: 'application/pdf', size: bytes.length }).onConflictDoNothing();
    for (const [language, [title, subtitle, body]] of Object.entries(doc.texts) as [Language, readonly [string, string, string]][]) {
      if (seeded.has(`${doc.key}|${language}`)) continue;
      // A data folder seeded before documents had languages holds the English row without its key.
      const earlier = language === 'en' ? existing.find((d) => d.key === null && d.type === doc.type && d.title === title) : undefined;
      if (earlier) {
        await db.update(salesDocuments).set({ language, translationKey: doc.key }).where(eq(salesDocuments.id, earlier.id));
        continue;
      }
      const [row] = await db
        .insert(salesDocuments)
        .values({ type: doc.type, title, subtitle, body, language, translationKey: doc.key, groupId: groups.get(`${doc.type}|${doc.group}`) ?? null, validFrom: new Date(now.getTime() - YEAR_MS), validTo: new Date(now.getTime() + 5 * YEAR_MS) })
        .returning({ id: salesDocuments.id });
      if (!row) continue;
      await db.insert(contentTargetMarketLinks).values({ contentType: 'sales_document', contentId: row.id, targetMarketId: market.id });
      await db.insert(contentFiles).values({ contentType: 'sales_document', contentId: row.id, fileId: doc.fileId, role: 'file', sorting: 0 });
    }
  }
}
