// The marketing-material category tree (docs/requirements.md#soft-delete-and-validity): breadcrumbs, reachability
// under deleted parents, the children a delete strands, and which parents an edit may choose.

export interface TreeNode {
  readonly id: number;
  readonly parentId: number | null;
  readonly deletedAt: Date | null;
}

export type TreeIndex<N extends TreeNode> = ReadonlyMap<number, N>;

export function indexTree<N extends TreeNode>(nodes: readonly N[]): TreeIndex<N> {
  return new Map(nodes.map((n) => [n.id, n]));
}

/** Root first, the node last; stops at a missing parent or a loop. */
export function ancestry<N extends TreeNode>(index: TreeIndex<N>, id: number): N[] {
  const chain: N[] = [];
  const seen = new Set<number>();
  let current = index.get(id);
  while (current && !seen.has(current.id)) {
    seen.add(current.id);
    chain.unshift(current);
    current = current.parentId === null ? undefined : index.get(current.parentId);
  }
  return chain;
}

/** A node readers can reach: it and every ancestor are live and the chain reaches a root. */
export function isReachable<N extends TreeNode>(index: TreeIndex<N>, id: number): boolean {
  const chain = ancestry(index, id);
  const root = chain[0];
  return root !== undefined && root.parentId === null && chain.every((n) => n.deletedAt === null);
}

/** Editing a node whose parent is deleted (or gone) asks for a valid parent first. */
export function needsValidParent<N extends TreeNode>(index: TreeIndex<N>, node: TreeNode): boolean {
  if (node.parentId === null) return false;
  return !isReachable(index, node.parentId);
}

/** Live direct children: a delete of the parent makes them unreachable, so the admin is warned. */
export function activeChildren<N extends TreeNode>(nodes: readonly N[], id: number): N[] {
  return nodes.filter((n) => n.parentId === id && n.deletedAt === null);
}

/** Whether `parentId` may become the parent of `id` (null: a new node): live, reachable, no loop. */
export function parentAllowed<N extends TreeNode>(index: TreeIndex<N>, id: number | null, parentId: number | null): boolean {
  if (parentId === null) return true;
  if (!isReachable(index, parentId)) return false;
  if (id === null) return true;
  return !ancestry(index, parentId).some((n) => n.id === id);
}
