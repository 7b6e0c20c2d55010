// Status badge texts of an invoice row, computed once per page rather than per row.
import { invoiceState, type InvoiceState } from '../../domain/invoices';
import type { Translate } from '../../server/i18n';

export interface StatusBadge {
  label: string;
  paid: boolean;
  overdue: string | null;
}

export function statusBadges(t: Translate): (row: { status: string; overdue: boolean; overdueDays: number }) => StatusBadge {
  const labels: Record<InvoiceState, string> = {
    open: t('invoice.status_open'),
    pending_payment: t('invoice.status_pending_payment'),
    waiting_for_payment: t('invoice.status_waiting_for_payment'),
    paid: t('invoice.status_paid'),
  };
  return (row) => {
    const state = invoiceState(row.status);
    return { label: labels[state], paid: state === 'paid', overdue: row.overdue && state !== 'paid' ? t('invoice.overdue_days', { days: row.overdueDays }) : null };
  };
}
