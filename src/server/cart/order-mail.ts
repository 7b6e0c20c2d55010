// The order confirmation e-mail where the host asks for one; the Mailer decides how it leaves.
import type { TermOption } from '../../domain/cart/payment-terms.rules';
import type { Mailer } from '../runtime/types';
import type { CheckoutMutation } from '../upstream/generated';

type Order = CheckoutMutation['checkout']['orders'][number];

function amountText(minor: number, currency: string): string {
  const precision = currency === 'IDR' ? 0 : 2;
  return `${currency} ${(minor / 10 ** precision).toFixed(precision)}`;
}

/** The mail is English like the ERP's own term wording, so the term reads as the ERP describes it. */
export function renderOrderConfirmation(site: string, orders: readonly Order[], term?: TermOption): { subject: string; text: string } {
  const numbers = orders.map((o) => o.orderNumber).join(', ');
  const body = orders.flatMap((o) => [
    `Order ${o.orderNumber} (${o.sorg}): ${o.qty} items, ${amountText(o.amount, o.currency)}`,
    ...o.lines.map((l) => `  ${l.article_code} x ${l.qty} = ${amountText(l.amount, o.currency)}`),
  ]);
  const payment = term ? ['', `Payment term: ${term.description} (${term.code})`] : [];
  return { subject: `${site}: order confirmation ${numbers}`, text: ['Thank you for your order.', '', ...body, ...payment].join('\n') };
}

export async function sendOrderConfirmation(mail: Mailer, to: string, site: string, orders: readonly Order[], term?: TermOption): Promise<void> {
  const { subject, text } = renderOrderConfirmation(site, orders, term);
  await mail.send({ to, subject, text });
}
