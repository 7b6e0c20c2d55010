// UI strings from locales/*.json, bundled statically so the same code runs on Node and Workers.
// English is the source; a key missing from another language falls back to it.
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';
import id from '../../locales/id.json';
import ms from '../../locales/ms.json';
import { languageOf, type Language, type Locale } from '../domain/locales.ts';

export type MessageKey = keyof typeof en;
export type MessageParams = Readonly<Record<string, string | number>>;
export type Translate = (key: MessageKey, params?: MessageParams) => string;

const catalogs: Readonly<Record<Language, Readonly<Partial<Record<string, string>>>>> = {
  en,
  de,
  fr,
  id,
  ms,
};

const source: Readonly<Record<string, string>> = en;

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(source, key);
}

// A message with placeholders is split once into text and names (a catalogue list fills a few
// hundred a page). The messages are the catalogues' own; the bound only guards against a caller
// that passes keys from outside (an unknown key is its own message).
const partsOf = new Map<string, readonly string[]>();
const MAX_TEMPLATES = 20_000;

function interpolate(template: string, params: MessageParams | undefined): string {
  if (!params) return template;
  let parts = partsOf.get(template);
  if (!parts) {
    // Odd positions hold the placeholder names: 'Price {from} – {to}' → ['Price ', 'from', ' – ', 'to', ''].
    parts = template.split(/\{(\w+)\}/);
    if (partsOf.size >= MAX_TEMPLATES) partsOf.clear();
    partsOf.set(template, parts);
  }
  let text = parts[0] ?? '';
  for (let i = 1; i < parts.length; i += 2) {
    const name = parts[i] ?? '';
    const value = params[name];
    text += (value === undefined ? `{${name}}` : String(value)) + (parts[i + 1] ?? '');
  }
  return text;
}

export function t(locale: Locale, key: MessageKey, params?: MessageParams): string {
  const message = catalogs[languageOf(locale)][key] ?? source[key] ?? key;
  return interpolate(message, params);
}

/** `t` bound to one locale, for a page's frontmatter. */
const translators = new Map<Locale, Translate>();

/** The locale's translator, one per locale, so what is derived from its texts can be kept with it. */
export function translator(locale: Locale): Translate {
  let translate = translators.get(locale);
  if (!translate) translators.set(locale, (translate = (key, params) => t(locale, key, params)));
  return translate;
}
