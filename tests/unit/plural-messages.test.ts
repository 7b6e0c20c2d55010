import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { formatNumber } from '../../src/domain/format.ts';
import { formatMessage } from '../../src/domain/message-format.ts';
import { t, type MessageKey } from '../../src/server/i18n.ts';

const root = join(import.meta.dirname, '../..');
const languages = ['en', 'de', 'fr', 'id', 'ms'] as const;
const catalogs = Object.fromEntries(
  languages.map((lang) => [lang, JSON.parse(readFileSync(join(root, 'locales', `${lang}.json`), 'utf8')) as Record<string, string>]),
) as Record<(typeof languages)[number], Record<string, string>>;

interface Element {
  type: number;
  value?: unknown;
  options?: Record<string, { value: Element[] }>;
}
const PLURAL = 6;
const NUMBER = 2;

function* elements(list: readonly Element[]): Generator<Element> {
  for (const el of list) {
    yield el;
    for (const option of Object.values(el.options ?? {})) yield* elements(option.value);
  }
}
const astOf = (text: string, lang: string) => new IntlMessageFormat(text, lang, undefined, { ignoreTag: true }).getAst() as Element[];
const typesOf = (text: string, lang: string, name: string) => [...elements(astOf(text, lang))].filter((el) => el.value === name).map((el) => el.type);

// Argument names that carry a count wherever they appear, unless the message is listed below.
const COUNT_NAMES = new Set(['count', 'n', 'days', 'max', 'min', 'total', 'qty', 'rows', 'lines', 'done', 'added', 'refused', 'rejected', 'registered', 'placed', 'failed', 'shown', 'orderable', 'limit', 'quota', 'available', 'bookings', 'pages', 'page', 'index', 'discountDays', 'netDays']);

// Numbers no word agrees with in any of the five languages (a count in brackets, after a colon, a
// page or position, a unit code); they need no plural form.
const STANDS_ALONE = new Set([
  'cart.max_qty.limit', 'catalog.filters_open.count', 'catalog.in_stock.qty', 'catalog.order_limit.limit', 'catalog.tier.qty', 'catalog.more_count.count',
  'checkout.line_qty.qty', 'claims.error.max_items.max', 'claims.file.additional_doc.max', 'claims.file.id_card.max', 'claims.file.invoice.max',
  'claims.file.photo.max', 'claims.file.video.max', 'download_area.lead.quota', 'home.invoices_summary.count', 'invoice.installment.count',
  'invoice.page_of.page', 'invoice.page_of.pages', 'mail.order_line.qty', 'orders.error.receipt_limit.max', 'orders.page_of.page', 'orders.page_of.count',
  'pdi.checked_count.done', 'pdi.checked_count.total', 'purchases.last.qty', 'sales_documents.delete_group_warning.count', 'sales_documents.document_count.count',
  'sales_documents.group_count.count', 'sales_overview.chart_groups.count', 'shell.banner.image.index', 'shell.banner.image.count', 'shell.customer.page.page',
  'third_party.go_to_cart.count', 'third_party.line_summary.qty', 'third_party.unit_conversion.count', 'upload_area.registered_lines.count',
  'validation.max_items.max', 'validation.max_value.max', 'validation.min_value.min', 'visits.series_brand_brand.n', 'visits.series_brand_series.n', 'returns.photo_n.n', 'preseason.totals_summary.bookings', 'preseason.totals_summary.qty',
]);
// Arguments whose name suggests a count but whose value is text: money, a list of line numbers.
const NOT_A_COUNT = new Set(['invoice.partial_max.total', 'validation.max_amount.total', 'validation.min_amount.min', 'third_party.stock_lines.lines', 'third_party.sheet_lines.lines']);

function countProblems(key: string, name: string): string[] {
  const id = `${key}.${name}`;
  if (NOT_A_COUNT.has(id)) return [];
  return languages.flatMap((lang) => {
    const text = catalogs[lang][key];
    if (text === undefined) return [`${lang}: no message`];
    const types = typesOf(text, lang, name);
    if (types.includes(PLURAL) || STANDS_ALONE.has(id)) return [];
    // A count that is only a number is fine beside another count's plural (word order decides
    // which count the nouns agree with: "{orderable} articles sur {total}"), or where only other
    // languages have words that agree with it ("{available} disponibles").
    if (types.includes(NUMBER) && ([...elements(astOf(text, lang))].some((el) => el.type === PLURAL) || pluralElsewhere(key, name))) return [];
    return [`${lang}: no plural form`];
  });
}

const pluralElsewhere = (key: string, name: string) => languages.some((lang) => typesOf(catalogs[lang][key] ?? '', lang, name).includes(PLURAL));

// Calls in the code: t('key', { … }) and t(locale, 'key', { … }); the names passed are read, not run.
function passedParams(): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  const walk = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : /\.(ts|tsx|astro)$/.test(e.name) ? [join(dir, e.name)] : []));
  for (const file of walk(join(root, 'src'))) {
    for (const m of readFileSync(file, 'utf8').matchAll(/\bt\((?:\w+, )?'([a-z0-9_.]+)', \{([^{}]*)\}/g)) {
      const names = (m[2] ?? '').split(',').map((p) => p.split(':')[0]?.trim() ?? '').filter((n) => /^\w+$/.test(n));
      const set = found.get(m[1] ?? '') ?? new Set<string>();
      for (const n of names) set.add(n);
      found.set(m[1] ?? '', set);
    }
  }
  return found;
}

describe('messages that take a count', () => {
  it('have a plural form in every language for every count-named argument of their text', () => {
    const problems = Object.entries(catalogs.en).flatMap(([key, text]) =>
      [...new Set([...elements(astOf(text, 'en'))].map((el) => el.value).filter((v): v is string => typeof v === 'string' && COUNT_NAMES.has(v)))].flatMap((name) =>
        countProblems(key, name).map((p) => `${key} {${name}} ${p}`),
      ),
    );
    expect(problems).toEqual([]);
  });

  it('have a plural form in every language for every count the code passes them', () => {
    const problems = [...passedParams()].flatMap(([key, names]) =>
      key in catalogs.en ? [...names].filter((n) => COUNT_NAMES.has(n)).flatMap((name) => countProblems(key, name).map((p) => `${key} {${name}} ${p}`)) : [],
    );
    expect(problems).toEqual([]);
  });

  it.each(languages)('use only the plural categories of %s, with every category a whole number can take', (lang) => {
    const rules = new Intl.PluralRules(lang);
    const allowed = new Set(rules.resolvedOptions().pluralCategories);
    const needed = new Set(Array.from({ length: 1001 }, (_, n) => rules.select(n)));
    for (const [key, text] of Object.entries(catalogs[lang])) {
      for (const el of elements(astOf(text, lang))) {
        if (el.type !== PLURAL) continue;
        const forms = Object.keys(el.options ?? {});
        expect({ key, extra: forms.filter((f) => !f.startsWith('=') && !allowed.has(f as Intl.LDMLPluralRule)) }).toEqual({ key, extra: [] });
        expect({ key, missing: [...needed].filter((c) => !forms.includes(c)) }).toEqual({ key, missing: [] });
      }
    }
  });
});

describe('plural output', () => {
  const late = (locale: Parameters<typeof t>[0], days: number) => t(locale, 'home.days_late', { days, date: 'D' });

  it('reads one and other in English', () => {
    expect(late('en-us', 1)).toBe('1 day late (due D)');
    expect(late('en-us', 2)).toBe('2 days late (due D)');
    expect(late('en-uk', 0)).toBe('0 days late (due D)');
    expect(t('en-us', 'catalog.products_count', { count: 1 })).toBe('1 product');
    expect(t('en-us', 'sales_area.updated', { count: 1 })).toBe('1 sales area updated.');
    expect(t('en-us', 'checkout.lines_title', { count: 1 })).toBe('Your order (1 line)');
  });

  it('reads one and other in German, with its grouping', () => {
    expect(late('de', 1)).toBe('1 Tag überfällig (fällig D)');
    expect(late('de', 2)).toBe('2 Tage überfällig (fällig D)');
    expect(t('de', 'catalog.products_count', { count: 1234 })).toBe('1.234 Produkte');
  });

  it('counts 0 and 1 alike in French', () => {
    expect(late('fr', 0)).toBe('0 jour de retard (échéance D)');
    expect(late('fr', 1)).toBe('1 jour de retard (échéance D)');
    expect(late('fr', 2)).toBe('2 jours de retard (échéance D)');
    expect(t('fr', 'invoice.overdue_days', { days: 0 })).toBe('0 jour de retard');
  });

  it('has one form in Indonesian and Malay', () => {
    expect(late('id-id', 1)).toBe('Terlambat 1 hari (jatuh tempo D)');
    expect(late('id-id', 2)).toBe('Terlambat 2 hari (jatuh tempo D)');
    expect(t('ms-my', 'catalog.products_count', { count: 1 })).toBe('1 produk');
  });

  it("formats the counts of a message as the page formats numbers, with the site's locale", () => {
    expect(t('en-us', 'catalog.results', { shown: 1000, total: 1200 })).toBe('1,000 of 1,200 products');
    expect(t('en-nl', 'catalog.results', { shown: 1000, total: 1200 })).toBe(`${formatNumber('en-nl', 1000)} of ${formatNumber('en-nl', 1200)} products`);
    expect(t('de', 'upload_area.summary', { registered: 1999, total: 2000, rejected: 1 })).toBe('1.999 von 2.000 Zeilen registriert, 1 abgelehnt.');
  });

  it('formats in an island exactly as on the server', () => {
    const key: MessageKey = 'marketing_material.bulk.summary';
    for (const [locale, tag, lang] of [['en-us', 'en-US', 'en'], ['de', 'de', 'de'], ['fr', 'fr', 'fr'], ['id-id', 'id-ID', 'id']] as const) {
      for (const count of [0, 1, 2, 1500]) {
        expect(formatMessage(tag, catalogs[lang][key] ?? '', { done: 1, count })).toBe(t(locale, key, { done: 1, count }));
      }
    }
  });

  it('leaves an argument without a value visible', () => {
    expect(t('en-us', 'home.days_late', { days: 3 })).toBe('3 days late (due {date})');
  });
});
