// The whole deterministic demo data set for a size: same seed and base date, same data.
import { generateCatalog, type CatalogData } from './catalog';
import { generateDealers, type DealerData } from './dealers';
import { createRng } from './prng';

export const DEMO_SEED = 20_250_301;

export interface DemoData {
  dealers: DealerData;
  catalog: CatalogData;
  words: { word: string; frequency: number }[];
}

/** `demo` (default, loads in seconds), `bench` (100,000 articles) or an article count. */
export function productCountFor(size: string | undefined): number {
  if (!size || size === 'demo') return 3_000;
  if (size === 'bench') return 100_000;
  const n = Number(size);
  if (!Number.isInteger(n) || n < 50) throw new Error(`UPSTREAM_DEMO_SIZE must be demo, bench or an article count of at least 50, got "${size}"`);
  return n;
}

export function generateDemo(options: { size?: string | undefined; baseDate: string; seed?: number }): DemoData {
  const seed = options.seed ?? DEMO_SEED;
  const dealers = generateDealers(createRng(seed));
  const catalog = generateCatalog(createRng(seed + 1), productCountFor(options.size), options.baseDate);
  return { dealers, catalog, words: searchWords(catalog.search) };
}

/** Words of 3+ letters in the searchable text, for typo correction. */
function searchWords(search: readonly [number, string][]): { word: string; frequency: number }[] {
  const counts = new Map<string, number>();
  for (const [, text] of search) {
    for (const word of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
      if (word.length >= 3 && !/^\d+$/.test(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return [...counts].map(([word, frequency]) => ({ word, frequency })).sort((a, b) => (a.word < b.word ? -1 : 1));
}
