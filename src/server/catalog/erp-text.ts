// Product texts come from the ERP in one language (English in the demo data and at the distributor):
// names, descriptions, categories and specification values. The portal translates what is a fixed
// vocabulary, the specification groups and names, from the locales; the rest is shown as written and
// marked with its language, with one note on the page (decision 0020).
import { languageOf, type Language, type Locale } from '../../domain/locales';
import { isMessageKey, type Translate } from '../i18n';

export const ERP_CONTENT_LANGUAGE: Language = 'en';

/** The `lang` an ERP text needs on a page of `locale`: none when the page speaks its language. */
export function erpLang(locale: Locale): Language | undefined {
  return languageOf(locale) === ERP_CONTENT_LANGUAGE ? undefined : ERP_CONTENT_LANGUAGE;
}

/** "Drivetrain" reads "Antrieb": the locales text of a specification group or name, else as the ERP wrote it. */
export function specLabel(t: Translate, text: string): string {
  const key = `catalog.spec.${text.trim().toLowerCase().replace(/[^a-z0-9]+/g, '_')}`;
  return isMessageKey(key) ? t(key) : text;
}
