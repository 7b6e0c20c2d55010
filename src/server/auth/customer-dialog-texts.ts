// The customer selection dialog's texts in one locale, built once per locale: they change only with
// a deploy.
import { CUSTOMER_DIALOG_KEYS, type CustomerDialogLabels } from '../../domain/customer-dialog-texts';
import type { Locale } from '../../domain/locales';
import { translator } from '../i18n';

const built = new Map<Locale, CustomerDialogLabels>();

export function customerDialogTexts(locale: Locale): CustomerDialogLabels {
  let texts = built.get(locale);
  if (!texts) {
    const t = translator(locale);
    texts = Object.fromEntries(CUSTOMER_DIALOG_KEYS.map((key) => [key, t(key)])) as CustomerDialogLabels;
    built.set(locale, texts);
  }
  return texts;
}
