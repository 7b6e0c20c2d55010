// The translator runs on every page render: CPU time per call over every key of the catalogue in
// four locales, split into plain texts, {name} placeholders and plurals. Plurals are measured twice:
// with the few counts a page repeats (0 to 20) and with a new count on every call (no reuse).
// Run: npx tsx scripts/bench-i18n.mts [an i18n module exporting t, to compare with]
import en from '../locales/en.json';
import { t as current, type MessageKey } from '../src/server/i18n';

type T = (locale: 'de' | 'en-us' | 'fr' | 'id-id', key: MessageKey, params?: Record<string, string | number>) => string;
const other = process.argv[2] ? ((await import(process.argv[2])) as { t: T }).t : undefined;

const ROUNDS = 40;
const locales = ['en-us', 'de', 'fr', 'id-id'] as const;
const all = Object.entries(en).map(([key, text]) => ({
  key: key as MessageKey,
  names: [...new Set([...text.matchAll(/\{(\w+)/g)].map((m) => m[1] ?? ''))],
  plural: text.includes(', plural,'),
}));
type Call = (typeof all)[number];
const mixes: [string, Call[], (i: number) => number][] = [
  ['plain', all.filter((c) => c.names.length === 0), () => 0],
  ['placeholders', all.filter((c) => c.names.length > 0 && !c.plural), (i) => i % 21],
  ['plurals, counts 0-20', all.filter((c) => c.plural), (i) => i % 21],
  ['plurals, every count new', all.filter((c) => c.plural), (i) => 1000 + i],
];

let serial = 0;
function run(t: T, calls: Call[], count: (i: number) => number): number {
  const params = calls.map((c) => (c.names.length ? Object.fromEntries(c.names.map((n) => [n, 0])) : undefined));
  let sink = 0;
  const start = process.cpuUsage();
  for (let r = 0; r < ROUNDS; r++) {
    for (const locale of locales) {
      for (let i = 0; i < calls.length; i++) {
        const p = params[i];
        if (p) for (const n in p) p[n] = count(serial++);
        sink += t(locale, calls[i]!.key, p).length;
      }
    }
  }
  const used = process.cpuUsage(start);
  if (sink === 0) throw new Error('nothing formatted');
  return ((used.user + used.system) * 1000) / (ROUNDS * locales.length * calls.length);
}

const implementations: [string, T][] = [['current', current], ...(other ? [['other', other] as [string, T]] : [])];
for (const [, t] of implementations) for (const [, calls, count] of mixes) run(t, calls, count);
for (const [mix, calls, count] of mixes) {
  const ns = implementations.map(([, t]) => Math.min(...Array.from({ length: 7 }, () => run(t, calls, count))));
  const ratio = ns.length === 2 ? `; current / other ${(ns[0]! / ns[1]!).toFixed(2)}` : '';
  console.log(`${mix} (${calls.length} keys x ${locales.length} locales): ${ns.map((n, i) => `${implementations[i]![0]} ${n.toFixed(0)} ns`).join(', ')} CPU a call${ratio}`);
}
