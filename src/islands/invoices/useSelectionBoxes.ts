// The selection tables are server-written HTML inside the island (its children), so React owns
// none of their checkboxes: this listens to their changes and keeps every box showing the
// selection (a deduction is selected by invoice number, so one box can check another; reset
// clears them all).
import { useEffect, useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import { isSelected, type InvoiceRow, type Selection } from '../../domain/invoices';

const PREFIX = 'sel-';
const boxesIn = (root: HTMLElement) => root.querySelectorAll<HTMLInputElement>(`input[type="checkbox"][id^="${PREFIX}"]`);

export function useSelectionBoxes(
  root: RefObject<HTMLElement | null>,
  rows: readonly InvoiceRow[],
  selection: Selection,
  onChoose: (row: InvoiceRow, checked: boolean) => void,
): void {
  const byId = useMemo(() => new Map(rows.map((r) => [r.id, r])), [rows]);
  const choose = useRef(onChoose);
  choose.current = onChoose;

  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const onChange = (event: Event) => {
      const box = event.target;
      const row = box instanceof HTMLInputElement && box.id.startsWith(PREFIX) ? byId.get(box.id.slice(PREFIX.length)) : undefined;
      if (row) choose.current(row, box instanceof HTMLInputElement && box.checked);
    };
    el.addEventListener('change', onChange);
    // A box checked before this listener existed counts: a click replayed at hydration, or a box the
    // browser restored on a back navigation.
    for (const box of boxesIn(el)) {
      const row = box.checked ? byId.get(box.id.slice(PREFIX.length)) : undefined;
      if (row) choose.current(row, true);
    }
    return () => el.removeEventListener('change', onChange);
  }, [root, byId]);

  const synced = useRef(false);
  // Before paint, with the render: after Reset a box must not still show checked while the selection
  // is already empty, or a click on it in that moment would be lost (seen in CI).
  useLayoutEffect(() => {
    const el = root.current;
    // The first run would see the initial empty selection before any adopted box is in it.
    if (!el || !synced.current) {
      synced.current = true;
      return;
    }
    for (const box of boxesIn(el)) {
      const row = byId.get(box.id.slice(PREFIX.length));
      box.checked = row !== undefined && isSelected(selection, row);
    }
  }, [root, byId, selection]);
}
