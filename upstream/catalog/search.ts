// Full-text search over the trigram index, with typo correction against the catalogue's words.
import type { UpstreamContext } from '../db/client';
import { memoized } from '../db/client';

export function words(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** FTS5 expression: every word of 3+ characters must occur as a substring (AND of phrases). */
export function matchExpression(terms: readonly string[]): string | null {
  const long = terms.filter((t) => t.length >= 3);
  return long.length ? long.map((t) => `"${t.replace(/"/g, '""')}"`).join(' AND ') : null;
}

export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      cur.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    prev = cur;
  }
  return prev[b.length] ?? max + 1;
}

async function vocabulary(ctx: UpstreamContext): Promise<{ word: string; frequency: number }[]> {
  return memoized(ctx, 'search_words', async () => {
    const rs = await ctx.client.execute('SELECT word, frequency FROM search_words');
    return rs.rows.map((r) => ({ word: String(r['word']), frequency: Number(r['frequency']) }));
  });
}

/**
 * The closest known word for each search word: one edit allowed up to 5 letters, two beyond.
 * Returns null when nothing changes (every word known or nothing close enough).
 */
export async function correctWords(ctx: UpstreamContext, terms: readonly string[]): Promise<string[] | null> {
  const vocab = await vocabulary(ctx);
  const known = new Set(vocab.map((v) => v.word));
  let changed = false;
  const out = terms.map((term) => {
    if (term.length < 3 || known.has(term) || /^\d+$/.test(term)) return term;
    const max = term.length <= 5 ? 1 : 2;
    let best: { word: string; distance: number; frequency: number } | null = null;
    for (const v of vocab) {
      const distance = editDistance(term, v.word, max);
      if (distance > max) continue;
      if (!best || distance < best.distance || (distance === best.distance && v.frequency > best.frequency)) best = { word: v.word, distance, frequency: v.frequency };
    }
    if (!best) return term;
    changed = true;
    return best.word;
  });
  return changed ? out : null;
}
