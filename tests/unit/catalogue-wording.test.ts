// A message of the error catalogue reads the same wherever it is shown: German had "Bitte überprüfen
// Sie alle Ihre Eingaben" on one form and "Bitte prüfen Sie alle Eingaben noch einmal" on another for
// the one English "Please check again all of your input".
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/domain/locales.ts';

const dir = join(import.meta.dirname, '../../locales');
const load = (language: string) => JSON.parse(readFileSync(join(dir, `${language}.json`), 'utf8')) as Record<string, string>;
const english = load('en');

/** Keys of the catalogue's own words: the reusable field rules, the API envelope and the account messages. */
const CATALOGUE = /^(validation|api\.error|account)\./;

/** Every English text a catalogue key has, with all keys (of any area) that carry the same English text. */
function catalogueGroups(): [text: string, keys: string[]][] {
  const byText = new Map<string, string[]>();
  for (const [key, text] of Object.entries(english)) byText.set(text, [...(byText.get(text) ?? []), key]);
  return [...byText].filter(([, keys]) => keys.length > 1 && keys.some((key) => CATALOGUE.test(key)));
}

describe('catalogue wording', () => {
  it('finds the catalogue messages that several screens repeat', () => {
    const texts = catalogueGroups().map(([text]) => text);
    expect(texts).toContain('Please check again all of your input');
    expect(texts).toContain('From can not be bigger than To');
  });

  for (const language of LANGUAGES.filter((l) => l !== 'en')) {
    it(`gives each repeated catalogue message one wording in ${language}`, () => {
      const texts = load(language);
      const differing = catalogueGroups()
        .map(([text, keys]) => ({ text, wordings: Object.fromEntries(keys.map((key) => [key, texts[key]])) }))
        .filter(({ wordings }) => new Set(Object.values(wordings)).size > 1);
      expect(differing).toEqual([]);
    });
  }
});
