// What tells the variants of one model apart when the ERP gives no size, wheel or colour field
// (a tube's size and valve, a chain's speed and length): the words of each name past those all
// variants share. "Gripline Tube 29 x 2.1-2.5 Presta 48mm" among its siblings reads "29 x 2.1-2.5 Presta 48mm".

/** One label per name, in order; null where nothing sets the name apart (one variant, or equal names). */
export function variantLabels(names: readonly string[]): (string | null)[] {
  if (names.length < 2) return names.map(() => null);
  const words = names.map((name) => name.trim().split(/\s+/));
  const shortest = Math.min(...words.map((w) => w.length));
  let shared = 0;
  while (shared < shortest && words.every((w) => w[shared]?.toLowerCase() === words[0]?.[shared]?.toLowerCase())) shared += 1;
  return words.map((w) => (w.length > shared ? w.slice(shared).join(' ') : null));
}
