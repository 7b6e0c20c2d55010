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

function interpolate(template: string, params: MessageParams | undefined): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

export function t(locale: Locale, key: MessageKey, params?: MessageParams): string {
  const message = catalogs[languageOf(locale)][key] ?? source[key] ?? key;
  return interpolate(message, params);
}

/** `t` bound to one locale, for a page's frontmatter. */
export function translator(locale: Locale): Translate {
  return (key, params) => t(locale, key, params);
}
