// The item and model view quotas of the host configuration are the catalogue views' page sizes.
import { describe, expect, it } from 'vitest';
import { ITEM_VIEW_QUOTA, MODEL_VIEW_QUOTA, viewQuota } from '../../src/domain/catalog/view-quota';
import { HOST_DEFAULTS } from '../../src/content/hosts/defaults';

describe('catalogue view quotas', () => {
  it('take the host configuration: items per page in the item view, models per page in the group view', () => {
    expect(viewQuota('item', { itemViewQuota: 7, modelViewQuota: 16 })).toBe(7);
    expect(viewQuota('group', { itemViewQuota: 7, modelViewQuota: 16 })).toBe(16);
  });

  it('default to the spec (item 10, model 12), as the host defaults do', () => {
    expect(viewQuota('item', {})).toBe(ITEM_VIEW_QUOTA);
    expect(viewQuota('group', {})).toBe(MODEL_VIEW_QUOTA);
    expect([ITEM_VIEW_QUOTA, MODEL_VIEW_QUOTA]).toEqual([10, 12]);
    expect(viewQuota('item', HOST_DEFAULTS)).toBe(10);
    expect(viewQuota('group', HOST_DEFAULTS)).toBe(12);
  });

  it('ignore a broken setting and cap a huge one', () => {
    expect(viewQuota('item', { itemViewQuota: 0 })).toBe(10);
    expect(viewQuota('item', { itemViewQuota: 2.5 })).toBe(10);
    expect(viewQuota('group', { modelViewQuota: 10_000 })).toBe(60);
  });
});
