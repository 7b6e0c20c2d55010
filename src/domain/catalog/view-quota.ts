// The catalogue's view quotas (docs/requirements.md#constants, host configuration itemViewQuota and
// modelViewQuota): how many articles the item view and how many models the group (model) view show
// per page, and so per "more". Decision 0070.
import type { HostConfig } from '../hosts.types';
import type { CatalogView } from './list-query';

/** docs/requirements.md#constants: item view quota default 10, model view quota 12. */
export const ITEM_VIEW_QUOTA = 10;
export const MODEL_VIEW_QUOTA = 12;
const MAX_QUOTA = 60;

const sane = (value: number | undefined, fallback: number): number =>
  value !== undefined && Number.isInteger(value) && value >= 1 ? Math.min(value, MAX_QUOTA) : fallback;

/** Rows per page of a catalogue view for a host; a missing or broken setting takes the spec's default. */
export function viewQuota(view: CatalogView, host: Partial<Pick<HostConfig, 'itemViewQuota' | 'modelViewQuota'>>): number {
  return view === 'item' ? sane(host.itemViewQuota, ITEM_VIEW_QUOTA) : sane(host.modelViewQuota, MODEL_VIEW_QUOTA);
}
