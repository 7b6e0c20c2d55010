// How an order's terms read wherever it is shown or exported: a scheduled pre-season order by its
// dating terms (the day its invoices fall due, decision 0081), any other by its term of payment.
import { datingDaysOf } from '../../domain/preseason/preseason.rules';
import { termText } from '../cart/payment-terms.service';
import type { Translate } from '../i18n';
import type { OpenOrder } from './orders.reads';

type Terms = Pick<OpenOrder, 'requestDeliveryDate' | 'invoiceDueDate'> & { paymentTerm?: OpenOrder['paymentTerm'] };

/** Days from the requested delivery to the invoices' due date; null for an order without dating terms. */
export function datingDays(order: Pick<OpenOrder, 'requestDeliveryDate' | 'invoiceDueDate'>): number | null {
  const due = order.invoiceDueDate?.date;
  return due ? datingDaysOf(order.requestDeliveryDate.date, due) : null;
}

/** The dating terms in words ("Invoices due 90 days after delivery"), or null for an order without them. */
export function datingText(t: Translate, order: Pick<OpenOrder, 'requestDeliveryDate' | 'invoiceDueDate'>): string | null {
  const days = datingDays(order);
  return days === null ? null : t('preseason.dating_days', { days });
}

/** The order's terms in words: its dating terms, else its term of payment, else nothing. */
export function orderTermsText(t: Translate, order: Terms): string {
  return datingText(t, order) ?? (order.paymentTerm ? termText(t, order.paymentTerm) : '');
}
