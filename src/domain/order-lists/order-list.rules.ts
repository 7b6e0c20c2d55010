// Rules of saved order lists that islands, pages and the server share. No I/O.
import { MAX_LINE_QTY } from '../cart/line-qty';

export interface ListLine {
  articleCode: string;
  sorg: string;
  qty: number;
}

export interface ListAccess {
  custR3: string;
  ownerUserId: number | null;
  shared: boolean;
}

/**
 * Who sees a list: only users acting for its customer; among them the owner always, the others
 * only when it is shared. Another customer's list is never visible, whatever id is asked for.
 */
export function canSeeList(list: ListAccess, viewer: { userId: number; custR3: string }): boolean {
  if (list.custR3 !== viewer.custR3) return false;
  return list.shared || list.ownerUserId === viewer.userId;
}

/** Only the owner renames, shares, edits or deletes; a shared list is read and reordered by others. */
export function canEditList(list: ListAccess, viewer: { userId: number; custR3: string }): boolean {
  return list.custR3 === viewer.custR3 && list.ownerUserId === viewer.userId;
}

/**
 * The same article twice (per sales organisation) is one line with the summed quantity, in first-seen
 * order; a sum never passes what one order line may hold (the cart would refuse it anyway).
 */
export function mergeListLines(lines: readonly ListLine[]): ListLine[] {
  const merged = new Map<string, ListLine>();
  for (const line of lines) {
    const key = `${line.sorg}|${line.articleCode}`;
    const prev = merged.get(key);
    merged.set(key, prev ? { ...prev, qty: Math.min(prev.qty + line.qty, MAX_LINE_QTY) } : { ...line });
  }
  return [...merged.values()];
}

/** Applies quantity edits: 0 removes the line; lines not named keep their quantity; unknown lines are ignored. */
export function applyQtyEdits(lines: readonly ListLine[], edits: readonly ListLine[]): ListLine[] {
  const byKey = new Map(edits.map((e) => [`${e.sorg}|${e.articleCode}`, e.qty]));
  return lines.flatMap((line) => {
    const qty = byKey.get(`${line.sorg}|${line.articleCode}`);
    if (qty === undefined) return [line];
    return qty === 0 ? [] : [{ ...line, qty }];
  });
}

/** The lines to put in the cart: all of them, or those chosen (unknown choices are ignored). */
export function chosenLines(lines: readonly ListLine[], chosen: readonly { articleCode: string; sorg: string }[] | undefined): ListLine[] {
  if (!chosen) return [...lines];
  const keys = new Set(chosen.map((c) => `${c.sorg}|${c.articleCode}`));
  return lines.filter((l) => keys.has(`${l.sorg}|${l.articleCode}`));
}
