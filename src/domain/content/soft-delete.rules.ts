// Soft delete and restore (docs/requirements.md#soft-delete-and-validity): a deleted item keeps its row, disappears
// for readers (not found, even by id) and stays listable and restorable for admins.
import type { SoftDeleted } from './validity.rules';

export type SoftDeleteMove = 'delete' | 'restore';

export function isDeleted(item: SoftDeleted): boolean {
  return item.deletedAt !== null;
}

/** Only a live item can be deleted; only a deleted one can be restored. */
export function moveAllowed(item: SoftDeleted, move: SoftDeleteMove): boolean {
  return move === 'delete' ? !isDeleted(item) : isDeleted(item);
}
