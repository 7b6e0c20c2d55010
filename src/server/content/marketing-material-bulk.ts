// Bulk create (dealer-services.md section 2): every uploaded file becomes one image or video item of
// the category, titled after its file. The page's script sends one file per request so each shows
// its own progress; without script the page posts them all at once and gets the same per-file report.
import type { Services } from '../services';
import { titleFromFileName } from '../../domain/content/marketing-material.schema';
import type { SaveOutcome } from './content-outcome';
import { storeContentFile } from './files';
import { ITEM_CONTENT, placementProblem, saveItem } from './marketing-material-items';
import { setRoleFile } from './files';
import { sniffFile } from './file-types';

export interface BulkFile {
  bytes: Uint8Array;
  fileName: string;
  /** A small image the browser made from it for the reader's cards (checked like any upload). */
  thumbnail?: Uint8Array | null;
}

/** A card thumbnail is a few hundred pixels wide; anything larger is not one. */
export const THUMBNAIL_MAX_BYTES = 512 * 1024;

export type BulkResult = { fileName: string; ok: true; id: number; title: string; fileId: string } | { fileName: string; ok: false; reason: 'type' | 'size' | 'empty' };

/** Checks the category and markets once (nothing stored when they fail), then stores and saves file by file. */
export async function bulkCreate(services: Pick<Services, 'db' | 'blob'>, userId: number, target: { categoryId: number; marketIds: readonly number[] }, files: readonly BulkFile[]): Promise<{ problem: SaveOutcome } | { results: BulkResult[] }> {
  const problem = await placementProblem(services.db, target.categoryId, target.marketIds);
  if (problem) return { problem };
  const results: BulkResult[] = [];
  for (const file of files) {
    const stored = await storeContentFile(services, { bytes: file.bytes, fileName: file.fileName, accept: ['image', 'video'], ownerUserId: userId });
    if (!stored.ok) {
      results.push({ fileName: file.fileName, ok: false, reason: stored.reason });
      continue;
    }
    const title = titleFromFileName(stored.file.fileName);
    const input = { title, type: stored.kind === 'video' ? ('video' as const) : ('image' as const), body: '', categoryId: target.categoryId, itemPerLine: 4, layoutId: null, marketIds: [...target.marketIds], fileId: stored.file.id, placeholderId: null };
    const saved = await saveItem(services.db, null, input, '');
    if (!saved.ok) throw new Error('bulkCreate: the checked placement was refused');
    await attachThumbnail(services, userId, saved.id, stored.file.fileName, file.thumbnail ?? null);
    results.push({ fileName: file.fileName, ok: true, id: saved.id, title, fileId: stored.file.id });
  }
  return { results };
}

/** Stores the browser-made thumbnail when it is a small image; a missing or refused one leaves the card on the original. */
async function attachThumbnail(services: Pick<Services, 'db' | 'blob'>, userId: number, itemId: number, original: string, bytes: Uint8Array | null): Promise<void> {
  if (!bytes || bytes.length > THUMBNAIL_MAX_BYTES) return;
  const ext = (sniffFile(bytes)?.type.split('/')[1] ?? 'img').replace('jpeg', 'jpg');
  const fileName = `${original.replace(/\.[^.]+$/, '')}-small.${ext}`;
  const stored = await storeContentFile(services, { bytes, fileName, accept: ['image'], ownerUserId: userId });
  if (stored.ok) await setRoleFile(services.db, ITEM_CONTENT, itemId, 'thumbnail', stored.file.id);
}
