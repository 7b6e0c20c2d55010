// The order confirmation e-mail where the host asks for one, in the language of the page the order
// was placed from; the Mailer decides how it leaves. The payment term reads as the ERP describes it.
import type { TermOption } from '../../domain/cart/payment-terms.rules';
import { formatterFor, type FormatHost } from '../../domain/format';
import { DEFAULT_LOCALE, type Locale } from '../../domain/locales';
import { t } from '../i18n';
import type { Mailer } from '../runtime/types';
import type { CheckoutMutation } from '../upstream/generated';

type Order = CheckoutMutation['checkout']['orders'][number];

export interface MailLanguage {
  locale: Locale;
  /** How amounts read (src/domain/format.ts); without it, the currency code and plain digits. */
  host?: FormatHost | undefined;
}

function amountText(minor: number, currency: string, language: MailLanguage): string {
  if (language.host) return formatterFor(language.locale, language.host).money(minor, currency);
  const precision = currency === 'IDR' ? 0 : 2;
  return `${currency} ${(minor / 10 ** precision).toFixed(precision)}`;
}

export function renderOrderConfirmation(site: string, orders: readonly Order[], term?: TermOption, language: MailLanguage = { locale: DEFAULT_LOCALE }): { subject: string; text: string } {
  const { locale } = language;
  const numbers = orders.map((o) => o.orderNumber).join(', ');
  const body = orders.flatMap((o) => [
    t(locale, 'mail.order_summary', { number: o.orderNumber, sorg: o.sorg, qty: o.qty, amount: amountText(o.amount, o.currency, language) }),
    ...o.lines.map((l) => `  ${t(locale, 'mail.order_line', { article: l.article_code, qty: l.qty, amount: amountText(l.amount, o.currency, language) })}`),
  ]);
  const payment = term ? ['', t(locale, 'mail.payment_term', { term: term.description, code: term.code })] : [];
  return { subject: t(locale, 'mail.order_subject', { site, numbers }), text: [t(locale, 'mail.order_thanks'), '', ...body, ...payment].join('\n') };
}

export async function sendOrderConfirmation(mail: Mailer, to: string, site: string, orders: readonly Order[], term?: TermOption, language?: MailLanguage): Promise<void> {
  const { subject, text } = renderOrderConfirmation(site, orders, term, language);
  await mail.send({ to, subject, text });
}
