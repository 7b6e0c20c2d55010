// UI strings from locales/*.json, bundled statically so the same code runs on Node and Workers.
// English is the source; a key missing from another language falls back to it. Messages are ICU
// MessageFormat: counts take the language's plural forms, numbers its grouping.
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';
import id from '../../locales/id.json';
import ms from '../../locales/ms.json';
import { CompiledMessages, formatCompiled } from '../domain/message-format.ts';
import { htmlLangOf, languageOf, type Language, type Locale } from '../domain/locales.ts';

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

const compiled = new CompiledMessages(20_000);

export function t(locale: Locale, key: MessageKey, params?: MessageParams): string {
  const message = compiled.get(locale, key) ?? compiled.compile(locale, key, catalogs[languageOf(locale)][key] ?? source[key] ?? key, htmlLangOf(locale));
  return formatCompiled(message, params);
}

/** A key that came back from a rule, an answer or a table, in words; a string the catalogue lacks shows as itself. */
export function sayKey(t: Translate, key: string, params?: MessageParams): string {
  return isMessageKey(key) ? t(key, params) : key;
}

/** The message as written (ICU), for an island that formats it with formatMessage in the browser. */
export function messageOf(locale: Locale, key: MessageKey): string {
  return catalogs[languageOf(locale)][key] ?? source[key] ?? key;
}

/** `t` bound to one locale, for a page's frontmatter. */
const translators = new Map<Locale, Translate>();

/** The locale's translator, one per locale, so what is derived from its texts can be kept with it. */
export function translator(locale: Locale): Translate {
  let translate = translators.get(locale);
  if (!translate) translators.set(locale, (translate = (key, params) => t(locale, key, params)));
  return translate;
}
