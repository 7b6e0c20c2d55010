import { describe, expect, it } from 'vitest';
import {
  htmlLangOf,
  isLocale,
  LANGUAGES,
  languageOf,
  LOCALES,
  localizedPath,
  resolvePreferredLocale,
} from '../../src/domain/locales.ts';

describe('resolvePreferredLocale (where `/` redirects to)', () => {
  it('prefers the cookie when it names a locale prefix', () => {
    expect(resolvePreferredLocale('fr', 'de')).toBe('fr');
  });

  it('uses the host default when the cookie is missing or unknown', () => {
    expect(resolvePreferredLocale(undefined, 'id-id')).toBe('id-id');
    expect(resolvePreferredLocale('klingon', 'de')).toBe('de');
  });

  it('falls back to en-us when neither names a locale', () => {
    expect(resolvePreferredLocale(undefined, undefined)).toBe('en-us');
    expect(resolvePreferredLocale('EN-US', 'xx')).toBe('en-us');
  });
});

describe('locale prefixes', () => {
  it('accept only the 11 prefixes, case-sensitively', () => {
    expect(LOCALES.every((locale) => isLocale(locale))).toBe(true);
    expect(isLocale('en')).toBe(false);
    expect(isLocale('De')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });

  it('each read one of the five language files', () => {
    expect(new Set(LOCALES.map(languageOf))).toEqual(new Set(LANGUAGES));
    expect(languageOf('ms-my')).toBe('ms');
    expect(languageOf('en-nl')).toBe('en');
  });

  it('map to BCP 47 tags for <html lang>, en-uk being en-GB', () => {
    expect(htmlLangOf('en-uk')).toBe('en-GB');
    expect(htmlLangOf('id-id')).toBe('id-ID');
  });

  it('build the same route under another prefix', () => {
    expect(localizedPath('de')).toBe('/de');
    expect(localizedPath('de', 'login')).toBe('/de/login');
    expect(localizedPath('fr', '/error/admin')).toBe('/fr/error/admin');
  });
});
