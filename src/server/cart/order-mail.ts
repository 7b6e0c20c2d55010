// The order confirmation e-mail where the host asks for one; the Mailer decides how it leaves.
import type { Mailer } from '../runtime/types';
import type { CheckoutMutation } from '../upstream/generated';

type Order = CheckoutMutation['checkout']['orders'][number];

function amountText(minor: number, currency: string): string {
  const precision = currency === 'IDR' ? 0 : 2;
  return `${currency} ${(minor / 10 ** precision).toFixed(precision)}`;
}

export function renderOrderConfirmation(site: string, orders: readonly Order[]): { subject: string; text: string } {
  const numbers = orders.map((o) => o.orderNumber).join(', ');
  const body = orders.flatMap((o) => [
    `Order ${o.orderNumber} (${o.sorg}): ${o.qty} items, ${amountText(o.amount, o.currency)}`,
    ...o.lines.map((l) => `  ${l.article_code} x ${l.qty} = ${amountText(l.amount, o.currency)}`),
  ]);
  return { subject: `${site}: order confirmation ${numbers}`, text: ['Thank you for your order.', '', ...body].join('\n') };
}

export async function sendOrderConfirmation(mail: Mailer, to: string, site: string, orders: readonly Order[]): Promise<void> {
  const { subject, text } = renderOrderConfirmation(site, orders);
  await mail.send({ to, subject, text });
}
