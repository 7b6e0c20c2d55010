// The marketing category tree rules: breadcrumbs, reachability under deleted parents, the children a
// delete strands, parents an edit may choose, and the market and soft-delete rules beside them.
import { describe, expect, it } from 'vitest';
import { activeChildren, ancestry, indexTree, isReachable, needsValidParent, parentAllowed } from '../../src/domain/content/tree.rules';
import { marketsMatch } from '../../src/domain/content/markets.rules';
import { moveAllowed } from '../../src/domain/content/soft-delete.rules';
import { titleFromFileName } from '../../src/domain/content/marketing-material.schema';

const gone = new Date('2026-01-01T00:00:00Z');
const nodes = [
  { id: 1, parentId: null, deletedAt: null },
  { id: 2, parentId: 1, deletedAt: null },
  { id: 3, parentId: 2, deletedAt: null },
  { id: 4, parentId: 1, deletedAt: gone },
  { id: 5, parentId: 4, deletedAt: null },
  { id: 6, parentId: 99, deletedAt: null },
  { id: 7, parentId: 8, deletedAt: null },
  { id: 8, parentId: 7, deletedAt: null },
];
const index = indexTree(nodes);

describe('category tree', () => {
  it('builds the breadcrumb from the root down, stopping at a loop', () => {
    expect(ancestry(index, 3).map((n) => n.id)).toEqual([1, 2, 3]);
    expect(ancestry(index, 7).map((n) => n.id)).toEqual([8, 7]);
    expect(ancestry(index, 42)).toEqual([]);
  });

  it('reaches a node only when it and every ancestor are live and the chain ends at a root', () => {
    expect(isReachable(index, 3)).toBe(true);
    expect(isReachable(index, 4)).toBe(false);
    expect(isReachable(index, 5)).toBe(false);
    expect(isReachable(index, 6)).toBe(false);
    expect(isReachable(index, 7)).toBe(false);
  });

  it('asks for a valid parent when the parent is deleted, under a deleted one, or gone', () => {
    expect(needsValidParent(index, { id: 5, parentId: 4, deletedAt: null })).toBe(true);
    expect(needsValidParent(index, { id: 6, parentId: 99, deletedAt: null })).toBe(true);
    expect(needsValidParent(index, { id: 3, parentId: 2, deletedAt: null })).toBe(false);
    expect(needsValidParent(index, { id: 1, parentId: null, deletedAt: null })).toBe(false);
  });

  it('counts only live direct children as stranded by a delete', () => {
    expect(activeChildren(nodes, 1).map((n) => n.id)).toEqual([2]);
    expect(activeChildren(nodes, 4).map((n) => n.id)).toEqual([5]);
    expect(activeChildren(nodes, 3)).toEqual([]);
  });

  it('refuses a deleted or unreachable parent and any parent that would make a loop', () => {
    expect(parentAllowed(index, null, 2)).toBe(true);
    expect(parentAllowed(index, 3, null)).toBe(true);
    expect(parentAllowed(index, null, 4)).toBe(false);
    expect(parentAllowed(index, null, 5)).toBe(false);
    expect(parentAllowed(index, 1, 3)).toBe(false);
    expect(parentAllowed(index, 2, 2)).toBe(false);
    expect(parentAllowed(index, 3, 1)).toBe(true);
  });
});

describe('target markets and soft delete', () => {
  it('shows an item when it shares a market with the user, or the user has none configured', () => {
    expect(marketsMatch([1, 2], [2])).toBe(true);
    expect(marketsMatch([1], [2, 3])).toBe(false);
    expect(marketsMatch([], [2])).toBe(false);
    expect(marketsMatch([4], 'all')).toBe(true);
  });

  it('deletes only live rows and restores only deleted ones', () => {
    expect(moveAllowed({ deletedAt: null }, 'delete')).toBe(true);
    expect(moveAllowed({ deletedAt: gone }, 'delete')).toBe(false);
    expect(moveAllowed({ deletedAt: gone }, 'restore')).toBe(true);
    expect(moveAllowed({ deletedAt: null }, 'restore')).toBe(false);
  });

  it('titles a bulk-uploaded item after its file name', () => {
    expect(titleFromFileName('red_bike-2027.jpg')).toBe('red bike 2027');
    expect(titleFromFileName('.png')).toBe('Image');
    expect(titleFromFileName('a'.repeat(200) + '.png')).toHaveLength(150);
  });
});
