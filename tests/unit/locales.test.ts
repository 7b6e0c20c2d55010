import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { LANGUAGES } from '../../src/domain/locales.ts';
import { t } from '../../src/server/i18n.ts';

const dir = join(import.meta.dirname, '../../locales');

function load(file: string): Record<string, string> {
  return JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, string>;
}

// The ICU arguments of a message, each with its type: 'plural', 'number', or '' for plain text.
// Nested arguments (inside a plural's forms) count once.
interface Element {
  type: number;
  value?: unknown;
  options?: Record<string, { value: Element[] }>;
}
const TYPE_NAME: Record<number, string> = { 1: '', 2: 'number', 3: 'date', 4: 'time', 5: 'select', 6: 'plural' };

function argumentsOf(elements: readonly Element[], into = new Map<string, Set<string>>()): Map<string, Set<string>> {
  for (const el of elements) {
    const type = TYPE_NAME[el.type];
    if (type !== undefined && typeof el.value === 'string') into.set(el.value, (into.get(el.value) ?? new Set()).add(type));
    for (const option of Object.values(el.options ?? {})) argumentsOf(option.value, into);
  }
  return into;
}

function astOf(text: string, lang = 'en'): Element[] {
  return new IntlMessageFormat(text, lang, undefined, { ignoreTag: true }).getAst() as Element[];
}

function placeholders(text: string): string[] {
  return [...argumentsOf(astOf(text)).keys()].sort();
}

function pluralArguments(text: string, lang = 'en'): string[] {
  return [...argumentsOf(astOf(text, lang))].filter(([, types]) => types.has('plural')).map(([name]) => name).sort();
}

const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
const english = load('en.json');

describe('locale files', () => {
  it('exist for exactly the languages the locale prefixes imply', () => {
    expect(files.map((f) => f.replace('.json', '')).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(files)('%s has the same keys as en.json', (file) => {
    expect(Object.keys(load(file)).sort()).toEqual(Object.keys(english).sort());
  });

  it.each(files)('%s parses as ICU MessageFormat', (file) => {
    for (const [key, value] of Object.entries(load(file))) expect(() => astOf(value), key).not.toThrow();
  });

  // Word order may make another count the one the nouns agree with ("{orderable} articles sur
  // {total}"), so a language may pluralise a different argument, never none.
  it.each(files)('%s has a plural wherever en.json has one', (file) => {
    const lang = file.replace('.json', '');
    for (const [key, value] of Object.entries(load(file))) {
      if (pluralArguments(english[key] ?? '').length === 0) continue;
      expect({ key, plurals: pluralArguments(value, lang).length > 0 }).toEqual({ key, plurals: true });
    }
  });

  it.each(files)('%s uses the same placeholders per key as en.json', (file) => {
    const messages = load(file);
    for (const [key, value] of Object.entries(messages)) {
      expect({ key, placeholders: placeholders(value) }).toEqual({
        key,
        placeholders: placeholders(english[key] ?? ''),
      });
    }
  });

  // Flat JSON: string values only; names are an area and a key, optionally with sub-areas.
  it.each(files)('%s has no empty values and only flat area.key names', (file) => {
    for (const [key, value] of Object.entries(load(file))) {
      expect(typeof value, key).toBe('string');
      expect(value.trim(), key).not.toBe('');
      expect(key).toMatch(/^[a-z0-9_]+(\.[a-z0-9_]+)+$/);
    }
  });
});

describe('t', () => {
  it('reads the language file of the locale prefix', () => {
    expect(t('de', 'error.admin_title')).toBe(load('de.json')['error.admin_title']);
    expect(t('ms-my', 'error.admin_title')).toBe(load('ms.json')['error.admin_title']);
  });

  it('fills placeholders by name and leaves unknown ones visible', () => {
    expect(t('en-us', 'cart.max_qty', { limit: 5 })).toBe('Maximum quantity that can be ordered is 5 EA');
    expect(t('en-us', 'cart.max_qty')).toBe('Maximum quantity that can be ordered is {limit} EA');
    expect(t('en-us', 'cart.max_qty', {})).toBe('Maximum quantity that can be ordered is {limit} EA');
  });

  it('fills several placeholders, the same one twice, and one at either end', () => {
    const key = 'catalog.chip_price' as Parameters<typeof t>[1];
    expect(t('en-us', key, { from: '$1', to: '$9' })).toBe('Price $1 – $9');
    expect(t('en-us', key, { from: '$2', to: '$8' })).toBe('Price $2 – $8');
    expect(t('en-us', '{a}-{b}-{a}' as Parameters<typeof t>[1], { a: 1, b: 'x' })).toBe('1-x-1');
  });

  it('gives the spec texts for the not-found and admin error screens in English', () => {
    expect(t('en-us', 'error.page_404_header')).toBe('404 This page could not be found');
    expect(t('en-uk', 'error.admin_message')).toBe(
      'You need to have the correct configuration, to access the data. Please contact support.',
    );
  });
});
