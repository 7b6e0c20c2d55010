// What a payment method reads as on the payment page, in the page's language (decision 0020). The
// ERP describes methods and merchants in its company's own language ("Kartu kredit", "Bayar ke
// nomor Virtual Account BCA ..."), and one method with two merchants gave two choices one label.
// The label is the locales text of the method type, with the merchant's name when the type has more
// than one choice; the ERP's instruction is shown when it is written in the page's language, else
// the locales instruction of the type.
import type { Language } from '../../domain/locales';
import type { MessageKey, Translate } from '../i18n';
import type { MethodView } from './payments.reads';

/** The language the ERP writes each company's payment texts in. */
const ERP_TEXT_LANGUAGE: Readonly<Record<string, string>> = { US01: 'en', DE01: 'de', ID01: 'id', NL01: 'nl' };

const TYPE_KEYS: Readonly<Record<string, readonly [label: MessageKey, instruction: MessageKey]>> = {
  ACH: ['payment.method_type.ach', 'payment.method_instruction.ach'],
  'Credit Card': ['payment.method_type.credit_card', 'payment.method_instruction.credit_card'],
  'Bank Transfer': ['payment.method_type.bank_transfer', 'payment.method_instruction.bank_transfer'],
};

/** "xendit-bca" reads "BCA": the merchant part of a gateway id. */
export function merchantName(gateway: string): string {
  const part = gateway.split(/[-_]/).pop() ?? gateway;
  return part.length <= 4 ? part.toUpperCase() : part.charAt(0).toUpperCase() + part.slice(1);
}

export function localizeMethods(methods: readonly MethodView[], company: string, language: Language, t: Translate): MethodView[] {
  const ownLanguage = ERP_TEXT_LANGUAGE[company] === language;
  const perType = new Map<string, number>();
  for (const m of methods) perType.set(m.type, (perType.get(m.type) ?? 0) + 1);
  return methods.map((m) => {
    const keys = TYPE_KEYS[m.type];
    const label = keys ? t(keys[0]) : m.desc;
    const desc = (perType.get(m.type) ?? 0) > 1 ? `${label} · ${merchantName(m.gateway)}` : label;
    const instruction = ownLanguage || !keys ? m.instruction : t(keys[1]);
    return { ...m, desc, instruction };
  });
}
