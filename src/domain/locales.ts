// The 11 locale prefixes every route exists under (docs/requirements.md#locales) and the language file each
// one reads. Pure: the edge middleware, pages and islands share it.

export const LOCALES = [
  'de',
  'en-ca',
  'en-id',
  'en-my',
  'en-nl',
  'en-sg',
  'en-uk',
  'en-us',
  'fr',
  'id-id',
  'ms-my',
] as const;

export type Locale = (typeof LOCALES)[number];

export const LANGUAGES = ['en', 'de', 'fr', 'id', 'ms'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LOCALE: Locale = 'en-us';
export const SOURCE_LANGUAGE: Language = 'en';

/** Name of the cookie holding the chosen locale; it lives on path `/`. */
export const LOCALE_COOKIE = 'spoke_locale';

const LANGUAGE_OF: Readonly<Record<Locale, Language>> = {
  de: 'de',
  'en-ca': 'en',
  'en-id': 'en',
  'en-my': 'en',
  'en-nl': 'en',
  'en-sg': 'en',
  'en-uk': 'en',
  'en-us': 'en',
  fr: 'fr',
  'id-id': 'id',
  'ms-my': 'ms',
};

// BCP 47 tags for <html lang>; the prefix "en-uk" is the United Kingdom, whose tag is en-GB.
const HTML_LANG_OF: Readonly<Record<Locale, string>> = {
  de: 'de',
  'en-ca': 'en-CA',
  'en-id': 'en-ID',
  'en-my': 'en-MY',
  'en-nl': 'en-NL',
  'en-sg': 'en-SG',
  'en-uk': 'en-GB',
  'en-us': 'en-US',
  fr: 'fr',
  'id-id': 'id-ID',
  'ms-my': 'ms-MY',
};

const localeSet: ReadonlySet<string> = new Set(LOCALES);

export function isLocale(value: string | undefined | null): value is Locale {
  return typeof value === 'string' && localeSet.has(value);
}

export function languageOf(locale: Locale): Language {
  return LANGUAGE_OF[locale];
}

export function htmlLangOf(locale: Locale): string {
  return HTML_LANG_OF[locale];
}

/**
 * The locale `/` sends a visitor to: the cookie when it names a known prefix, else the host's
 * default, else en-us.
 */
export function resolvePreferredLocale(
  cookieValue: string | undefined,
  hostDefault: string | undefined,
): Locale {
  if (isLocale(cookieValue)) return cookieValue;
  if (isLocale(hostDefault)) return hostDefault;
  return DEFAULT_LOCALE;
}

/** `/en-us/catalog` → `/de/catalog`: the same route under another prefix. */
export function localizedPath(locale: Locale, path = ''): string {
  const rest = path.replace(/^\/+/, '');
  return rest === '' ? `/${locale}` : `/${locale}/${rest}`;
}
