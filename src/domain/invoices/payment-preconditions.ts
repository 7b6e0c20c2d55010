// When a payment request may be created (docs/requirements.md#payment-preconditions): at least one positive invoice, no
// selection against the host's payment rule, a combined total above 0, and a payment method.
import { paymentRuleViolation, type PaymentRuleViolation } from './payment-rule.ts';
import type { InvoiceRow, Selection } from './invoice.types.ts';
import { selectedRows } from './selection.ts';

export type PaymentBlocker =
  | { readonly code: 'no_positive'; readonly key: 'invoice.select_positive' }
  | { readonly code: 'rule'; readonly rule: PaymentRuleViolation; readonly key: 'invoice.rule_oldest' | 'invoice.rule_overdue' }
  | { readonly code: 'total'; readonly key: 'invoice.total_not_positive' }
  | { readonly code: 'method'; readonly key: 'payment.method_required' };

export interface PreconditionInput<T extends InvoiceRow> {
  readonly rule: string;
  /** Every row of the company the payer owes (open and in payment). */
  readonly rows: readonly T[];
  readonly selection: Selection;
  readonly methodChosen: boolean;
}

/** The first reason the payment cannot be created yet, or null. */
export function paymentBlocker<T extends InvoiceRow>(input: PreconditionInput<T>): PaymentBlocker | null {
  const selected = selectedRows(input.rows, input.selection);
  if (!selected.some((r) => r.amount > 0)) return { code: 'no_positive', key: 'invoice.select_positive' };
  const violation = paymentRuleViolation(input.rule, input.rows, input.selection);
  if (violation) return { code: 'rule', rule: violation, key: violation === 'oldest' ? 'invoice.rule_oldest' : 'invoice.rule_overdue' };
  if (selected.reduce((s, r) => s + r.amount, 0) <= 0) return { code: 'total', key: 'invoice.total_not_positive' };
  if (!input.methodChosen) return { code: 'method', key: 'payment.method_required' };
  return null;
}
