// The host's invoicePaymentRule (docs/requirements.md#invoice-payment-rules). `oldest`: no selected invoice may be due later
// than the earliest-due unselected positive invoice. `overdue` (the default): while an overdue
// invoice is unselected, only overdue invoices may be selected, matched by assignment. Any other
// value imposes nothing. Deductions reduce a payment and never settle one out of order, so the
// rules look at positive invoices only.
import { isSelectable } from './invoice-status.ts';
import type { InvoiceRow, Selection } from './invoice.types.ts';

export type PaymentRuleViolation = 'oldest' | 'overdue';

/** Locale keys of the messages; en: "Please pay the oldest invoice first" / "Overdue invoices must be settled first". */
export const PAYMENT_RULE_MESSAGE_KEYS = {
  oldest: 'invoice.rule_oldest',
  overdue: 'invoice.rule_overdue',
} as const satisfies Record<PaymentRuleViolation, string>;

type RuleRow = Pick<InvoiceRow, 'amount' | 'assignment' | 'dueDate' | 'overdue' | 'status'>;

export function paymentRuleViolation(rule: string, rows: readonly RuleRow[], selection: Selection): PaymentRuleViolation | null {
  const positives = rows.filter((r) => r.amount > 0 && isSelectable(r));
  const chosen = positives.filter((r) => selection.positive.includes(r.assignment));
  const unchosen = positives.filter((r) => !selection.positive.includes(r.assignment));
  if (chosen.length === 0) return null;
  if (rule === 'oldest') {
    const earliest = unchosen.map((r) => r.dueDate).toSorted()[0];
    return earliest !== undefined && chosen.some((r) => r.dueDate > earliest) ? 'oldest' : null;
  }
  if (rule === 'overdue') {
    const overdueLeft = unchosen.some((r) => r.overdue);
    return overdueLeft && chosen.some((r) => !r.overdue) ? 'overdue' : null;
  }
  return null;
}
