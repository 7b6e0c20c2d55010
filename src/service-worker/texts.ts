// The worker's words, in every language: the `offline.*` keys of locales/*.json, put in at build time
// by src/integrations/service-worker.ts (the worker has no server to ask while offline).
import { languageOf, type Locale } from '../domain/locales';

export type OfflineTexts = Readonly<Record<string, string>>;

declare const __SPOKE_OFFLINE_TEXTS__: Readonly<Record<string, OfflineTexts>>;
/** Read once: the build puts the words in wherever the name stands. */
const TEXTS = __SPOKE_OFFLINE_TEXTS__;

/** `offline.<name>` in the locale's language, its `{placeholders}` filled (plain ones only). */
export function text(locale: Locale, name: string, params: Readonly<Record<string, string>> = {}): string {
  const texts = TEXTS[languageOf(locale)] ?? TEXTS['en'] ?? {};
  const template = texts[name] ?? TEXTS['en']?.[name] ?? name;
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => params[key] ?? whole);
}
