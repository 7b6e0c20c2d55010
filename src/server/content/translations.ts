// News items and sales documents in several languages (decision 0108): the rows of one table that
// share a translation key are one item; the reader sees the row in their language (inLanguage). An
// editor links a row to the item it translates; the first link gives that item its key.
import { and, asc, eq, ne } from 'drizzle-orm';
import type { PortalDb } from '../../../db/client';
import { news, salesDocuments } from '../../../db/schema';

export type TranslatableKind = 'news' | 'sales_document';
const TABLES = { news, sales_document: salesDocuments } as const;

/** The key a row gets when it translates `translationOf` (null: it stands alone; undefined: no such item). */
export async function translationKeyFor(db: PortalDb, kind: TranslatableKind, ownId: number | null, translationOf: number | null): Promise<string | null | undefined> {
  if (translationOf === null || translationOf === ownId) return null;
  const table = TABLES[kind];
  const [source] = await db.select({ id: table.id, key: table.translationKey }).from(table).where(eq(table.id, translationOf)).limit(1);
  if (!source) return undefined;
  if (source.key) return source.key;
  const key = `${kind}-${source.id}`;
  await db.update(table).set({ translationKey: key }).where(eq(table.id, source.id));
  return key;
}

/** Another row of the same item, for the form's "translation of" choice (null when it stands alone). */
export async function translationPartner(db: PortalDb, kind: TranslatableKind, row: { id: number; translationKey: string | null }): Promise<number | null> {
  if (!row.translationKey) return null;
  const table = TABLES[kind];
  const [other] = await db.select({ id: table.id }).from(table).where(and(eq(table.translationKey, row.translationKey), ne(table.id, row.id))).orderBy(asc(table.id)).limit(1);
  return other?.id ?? null;
}

/** The items an editor may link a row to: the latest 200 of the table, by title, with their language. */
export async function translationChoices(db: PortalDb, kind: TranslatableKind, ownId: number | null): Promise<{ id: number; title: string; language: string }[]> {
  const table = TABLES[kind];
  const rows = await db.select({ id: table.id, title: table.title, language: table.language }).from(table).orderBy(asc(table.title)).limit(200);
  return rows.filter((r) => r.id !== ownId);
}
