// What the admin marketing pages need beside the form: parent and category choices named by their
// breadcrumb, layouts, markets, file URLs, and the list notices.
import type { PortalDb } from '../../../db/client';
import { indexTree, isReachable } from '../../domain/content/tree.rules';
import type { Translate } from '../i18n';
import { listLayouts } from './content-layouts';
import { allCategories, breadcrumbOf, MM_MARKET_TYPE } from './marketing-material-categories';
import { listTargetMarkets } from './target-market';

export const mmFileUrl = (fileId: string, download = false): string => `/api/marketing-material/files/${fileId}${download ? '?download=1' : ''}`;

export interface MmOptions {
  /** Live, reachable categories as "Root › Child" (the choices of a parent or an item's category). */
  categories: { id: number; label: string; type: string }[];
  layouts: { id: number; description: string }[];
  markets: { id: number; marketName: string }[];
}

export async function mmOptions(db: PortalDb): Promise<MmOptions> {
  const all = await allCategories(db);
  const index = indexTree(all);
  const categories = all
    .filter((c) => isReachable(index, c.id))
    .map((c) => ({ id: c.id, type: c.type, label: breadcrumbOf(index, c.id).map((b) => b.title).join(' › ') }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return { categories, layouts: await listLayouts(db, MM_MARKET_TYPE), markets: await listTargetMarkets(db, 'marketing-material') };
}

/** The notice or error a list shows after its post-redirect-get. */
export function listNotice(t: Translate, done: string | null): { notice: string | null; error: string | null } {
  if (done === 'saved') return { notice: t('marketing_material.saved'), error: null };
  if (done === 'deleted') return { notice: t('marketing_material.deleted_notice'), error: null };
  if (done === 'restored') return { notice: t('marketing_material.restored_notice'), error: null };
  if (done === 'failed') return { notice: null, error: t('marketing_material.action_failed') };
  return { notice: null, error: null };
}

export const pageCountOf = (total: number, limit: number): number => Math.max(1, Math.ceil(total / limit));
