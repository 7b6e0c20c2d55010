// The translator runs on every page render: calls per microsecond over a page-like mix (every key
// of the catalogue, plain texts, placeholders and plurals, with counts 0 to 20), on a warm cache.
// Run: npx tsx scripts/bench-i18n.mts [path of another i18n module to compare]
import en from '../locales/en.json';
import { t as current, type MessageKey } from '../src/server/i18n';

type T = (locale: 'de' | 'en-us' | 'fr' | 'id-id', key: MessageKey, params?: Record<string, string | number>) => string;
const other = process.argv[2] ? ((await import(process.argv[2])) as { t: T }).t : undefined;

const ROUNDS = 40;
const locales = ['en-us', 'de', 'fr', 'id-id'] as const;
const all = Object.entries(en).map(([key, text], i) => {
  const names = [...new Set([...text.matchAll(/\{(\w+)/g)].map((m) => m[1] ?? ''))];
  const params = names.length ? Object.fromEntries(names.map((n) => [n, i % 21])) : undefined;
  return { key: key as MessageKey, params, plural: text.includes(', plural,') };
});
const mixes = {
  all,
  plain: all.filter((c) => !c.params),
  placeholders: all.filter((c) => c.params && !c.plural),
  plurals: all.filter((c) => c.plural),
};

function run(t: T, calls: typeof all): number {
  let sink = 0;
  const start = performance.now();
  for (let r = 0; r < ROUNDS; r++) for (const locale of locales) for (const c of calls) sink += t(locale, c.key, c.params).length;
  const ms = performance.now() - start;
  if (sink === 0) throw new Error('nothing formatted');
  return (ms * 1000) / (ROUNDS * locales.length * calls.length);
}

const implementations: [string, T][] = [['current', current], ...(other ? [['other', other] as [string, T]] : [])];
for (const [, t] of implementations) run(t, all);
for (const [mix, calls] of Object.entries(mixes)) {
  if (calls.length === 0) continue;
  const ns = implementations.map(([, t]) => Math.min(...Array.from({ length: 7 }, () => run(t, calls))) * 1000);
  const ratio = ns.length === 2 ? `, current / other ${(ns[0]! / ns[1]!).toFixed(2)}` : '';
  console.log(`${mix} (${calls.length} keys x ${locales.length} locales): ${ns.map((n, i) => `${implementations[i]![0]} ${n.toFixed(0)} ns`).join(', ')} a call${ratio}`);
}
