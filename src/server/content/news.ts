// News (docs/requirements.md#news): administrators list, create, edit, soft delete and restore;
// readers see items valid now, live, and in their markets, newest first.
import { and, count, desc, eq, gte, isNull, lte } from 'drizzle-orm';
import { contains } from './content-search';
import type { PortalDb } from '../../../db/client';
import { news } from '../../../db/schema';
import { marketsMatch, type UserMarkets } from '../../domain/content/markets.rules';
import type { NewsInput, NewsListQuery } from '../../domain/content/news.schema';
import { isValidAt } from '../../domain/content/validity.rules';
import { refused, saved, type Page, type SaveOutcome } from './content-outcome';
import { filesOf, ownersOf, setRoleFile, type AttachedFile } from './files';
import { deletedWhere, fileExists } from './marketing-material-categories';
import { softDeleteMove, type SoftDeleteOutcome } from './soft-delete';
import { marketIdsOf, marketsKnown, setMarkets } from './target-market';
import { inLanguage } from './content.reads';
import { translationKeyFor } from './translations';
import { SOURCE_LANGUAGE, type Language } from '../../domain/locales';

export const NEWS_CONTENT = 'news';

export type NewsRow = typeof news.$inferSelect;

export interface NewsView extends NewsRow {
  marketIds: number[];
  file: AttachedFile | null;
}

export async function listNews(db: PortalDb, query: NewsListQuery): Promise<Page<NewsRow>> {
  const where = and(deletedWhere(news.deletedAt, query.deleted), query.search ? contains(news.title, query.search) : undefined);
  const [total] = await db.select({ n: count() }).from(news).where(where);
  const rows = await db.select().from(news).where(where).orderBy(desc(news.validFrom), desc(news.id)).limit(query.limit).offset((query.page - 1) * query.limit);
  return { rows, total: total?.n ?? 0, page: query.page, limit: query.limit };
}

export async function getNews(db: PortalDb, id: number): Promise<NewsView | null> {
  const [row] = await db.select().from(news).where(eq(news.id, id)).limit(1);
  if (!row) return null;
  const [file] = await filesOf(db, NEWS_CONTENT, [id]);
  return { ...row, marketIds: (await marketIdsOf(db, NEWS_CONTENT, [id])).get(id) ?? [], file: file ?? null };
}

/** Creates (id null) or updates a news item; `bodyHtml` is the sanitised body. */
export async function saveNews(db: PortalDb, id: number | null, input: NewsInput, bodyHtml: string): Promise<SaveOutcome> {
  if (id !== null && !(await db.select({ id: news.id }).from(news).where(eq(news.id, id)).limit(1))[0]) return refused('id', 'api.error.not_found', 404);
  if (input.fileId !== null && !(await fileExists(db, input.fileId))) return refused('fileId', 'news.error.file');
  if (!(await marketsKnown(db, 'news', input.marketIds))) return refused('marketIds', 'news.error.market');
  const translationKey = await translationKeyFor(db, 'news', id, input.translationOf);
  if (translationKey === undefined) return refused('translationOf', 'content.input.translation_unknown');
  const values = { title: input.title, body: bodyHtml, validFrom: input.validFrom, validTo: input.validTo, language: input.language, translationKey };
  let rowId = id;
  if (rowId === null) {
    const [row] = await db.insert(news).values(values).returning({ id: news.id });
    if (!row) throw new Error('saveNews: insert returned no row');
    rowId = row.id;
  } else {
    await db.update(news).set(values).where(eq(news.id, rowId));
  }
  await setMarkets(db, 'news', NEWS_CONTENT, rowId, input.marketIds);
  await setRoleFile(db, NEWS_CONTENT, rowId, 'file', input.fileId);
  return saved(rowId);
}

export function moveNews(db: PortalDb, id: number, move: 'delete' | 'restore'): Promise<SoftDeleteOutcome> {
  return softDeleteMove(db, news, id, move);
}

export interface ReaderNews {
  id: number;
  title: string;
  body: string;
  validFrom: Date;
  /** The language it is written in (a page of another language marks it). */
  language: string;
  file: AttachedFile | null;
}

async function inMarkets(db: PortalDb, rows: readonly NewsRow[], user: UserMarkets): Promise<NewsRow[]> {
  const markets = await marketIdsOf(db, NEWS_CONTENT, rows.map((r) => r.id));
  return rows.filter((r) => marketsMatch(markets.get(r.id) ?? [], user));
}

/** Valid, live news in the user's markets, newest first, each item once in the reader's language (the reader list). */
export async function readerNewsList(db: PortalDb, user: UserMarkets, page: number, limit: number, language: Language = SOURCE_LANGUAGE, now = new Date()): Promise<Page<ReaderNews>> {
  const rows = await db.select().from(news).where(and(isNull(news.deletedAt), lte(news.validFrom, now), gte(news.validTo, now))).orderBy(desc(news.validFrom), desc(news.id)).limit(1000);
  const visible = inLanguage(await inMarkets(db, rows, user), language);
  const slice = visible.slice((page - 1) * limit, page * limit);
  const files = await filesOf(db, NEWS_CONTENT, slice.map((r) => r.id));
  return { rows: slice.map((r) => ({ id: r.id, title: r.title, body: r.body, validFrom: r.validFrom, language: r.language, file: files.find((f) => f.contentId === r.id) ?? null })), total: visible.length, page, limit };
}

/** One news item for a reader, or null when deleted, outside its window or outside the user's markets. */
export async function readerNews(db: PortalDb, id: number, user: UserMarkets, now = new Date()): Promise<ReaderNews | null> {
  const [row] = await db.select().from(news).where(and(eq(news.id, id), isNull(news.deletedAt))).limit(1);
  if (!row || !isValidAt(row, now) || (await inMarkets(db, [row], user)).length === 0) return null;
  const [file] = await filesOf(db, NEWS_CONTENT, [id]);
  return { id: row.id, title: row.title, body: row.body, validFrom: row.validFrom, language: row.language, file: file ?? null };
}

export async function newsFileAllowed(db: PortalDb, fileId: string, user: UserMarkets, now = new Date()): Promise<boolean> {
  for (const id of await ownersOf(db, NEWS_CONTENT, fileId)) if (await readerNews(db, id, user, now)) return true;
  return false;
}
