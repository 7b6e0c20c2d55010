// Words the portal wrote once in English and stored (a seeded role's description, a card layout's
// name), and words the ERP sends in English beside a stable code (a claim problem, a PDI check), read
// in the user's language while they are still exactly the words the catalogue translates (its English
// text under `key`). Anything else, an administrator's own text or an ERP text the catalogue does not
// know, is shown as written (decision 0108).
import { DEFAULT_LOCALE, type Locale } from '../domain/locales';
import { erpLang } from './catalog/erp-text';
import { isMessageKey, messageOf, t } from './i18n';

/** A catalogue key made of free words: "Brake pads" → "brake_pads". */
export function keyPart(words: string): string {
  return words.trim().toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '');
}

function translated(locale: Locale, key: string, written: string): string | null {
  return isMessageKey(key) && messageOf(DEFAULT_LOCALE, key) === written.trim() ? t(locale, key) : null;
}

/** A stored text the portal wrote: the user's words while unchanged, else as written. */
export function portalText(locale: Locale, key: string, written: string): string {
  return translated(locale, key, written) ?? written;
}

export interface ErpText {
  text: string;
  /** The language to mark the text with when it is shown as the ERP wrote it on another language's page. */
  lang: string | undefined;
}

/** An ERP text with a stable code: the user's words when the catalogue knows it, else the ERP's marked with its language. */
export function erpCodedText(locale: Locale, key: string, written: string): ErpText {
  const text = translated(locale, key, written);
  return text === null ? { text: written, lang: erpLang(locale) } : { text, lang: undefined };
}

/** A seeded role's description (by the role's name) while nobody changed it. */
export function roleDescription(locale: Locale, role: { name: string; description: string }): string {
  return portalText(locale, `admin.roles.seeded.${keyPart(role.name)}`, role.description);
}

/** A seeded group role's name ("Dealers", "Sales team") while nobody renamed it. */
export function groupRoleName(locale: Locale, description: string): string {
  return portalText(locale, `admin.group_roles.seeded.${keyPart(description)}`, description);
}

/** A card layout's name: the layouts are the portal's fixed set. */
export function layoutName(locale: Locale, description: string): string {
  return portalText(locale, `content.layout.${keyPart(description)}`, description);
}

/** A seeded sales-document group's name ("Price lists") while nobody renamed it. */
export function documentGroupName(locale: Locale, name: string): string {
  return portalText(locale, `sales_documents.seeded_group.${keyPart(name)}`, name);
}
