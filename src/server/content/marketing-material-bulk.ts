// Bulk create (docs/requirements.md#marketing-material): every uploaded file becomes one image or video item of
// the category, titled after its file. The page's script sends one file per request so each shows
// its own progress; without script the page posts them all at once and gets the same per-file report.
import type { Services } from '../services';
import { titleFromFileName } from '../../domain/content/marketing-material.schema';
import type { SaveOutcome } from './content-outcome';
import { storeContentFile } from './files';
import { checkVariants, storeVariants, type VariantBytes } from './image-variants';
import { ITEM_CONTENT, placementProblem, saveItem } from './marketing-material-items';

export interface BulkFile {
  bytes: Uint8Array;
  fileName: string;
  /** The resolutions the browser drew of an image (thumbnail, low, medium, high), checked before anything is stored. */
  variants?: readonly VariantBytes[];
}

export type BulkResult = { fileName: string; ok: true; id: number; title: string; fileId: string } | { fileName: string; ok: false; reason: 'type' | 'size' | 'empty' | 'variant' };

/** Checks the category and markets once (nothing stored when they fail), then stores and saves file by file. */
export async function bulkCreate(services: Pick<Services, 'db' | 'blob'>, userId: number, target: { categoryId: number; marketIds: readonly number[] }, files: readonly BulkFile[]): Promise<{ problem: SaveOutcome } | { results: BulkResult[] }> {
  const problem = await placementProblem(services.db, target.categoryId, target.marketIds);
  if (problem) return { problem };
  const results: BulkResult[] = [];
  for (const file of files) {
    const variants = checkVariants(file.variants ?? []);
    if (!variants.ok) {
      results.push({ fileName: file.fileName, ok: false, reason: 'variant' });
      continue;
    }
    const stored = await storeContentFile(services, { bytes: file.bytes, fileName: file.fileName, accept: ['image', 'video'], ownerUserId: userId });
    if (!stored.ok) {
      // Images and videos only: a PDF was refused by its type before its content was read.
      results.push({ fileName: file.fileName, ok: false, reason: stored.reason === 'size' || stored.reason === 'empty' ? stored.reason : 'type' });
      continue;
    }
    const title = titleFromFileName(stored.file.fileName);
    const input = { title, type: stored.kind === 'video' ? ('video' as const) : ('image' as const), body: '', categoryId: target.categoryId, itemPerLine: 4, layoutId: null, marketIds: [...target.marketIds], fileId: stored.file.id, placeholderId: null };
    const saved = await saveItem(services.db, null, input, '');
    if (!saved.ok) throw new Error('bulkCreate: the checked placement was refused');
    // A video keeps only what was uploaded.
    if (stored.kind === 'image') await storeVariants(services, { contentType: ITEM_CONTENT, contentId: saved.id, userId, original: stored.file.fileName }, variants.variants);
    results.push({ fileName: file.fileName, ok: true, id: saved.id, title, fileId: stored.file.id });
  }
  return { results };
}
