// Turns the island's state into the request body, checking it first with the shared rules so the
// user sees the spec's messages at once; the server checks everything again.
import { partialIssues, paymentBlocker, selectedRows, type InvoiceRow, type Selection } from '../../domain/invoices';
import { precisionFor, parseAmount, formatMoney, type MoneyFormat } from '../../domain/money';
import { isImmediateType } from '../../domain/payments/payment-info.rules';
import { achErrors, cardErrors } from '../../domain/payments/payment-info.check';
import type { InfoFields } from './PaymentInfoForm';
import type { MethodOption, Text } from './payment.types';

export interface FlowState {
  selection: Selection;
  methodId: string;
  savedId: string;
  partialOn: boolean;
  partialText: string;
  acknowledged: boolean;
  terms: boolean;
  info: InfoFields;
}

export type Checked = { ok: true; body: Record<string, unknown> } | { ok: false; message: string; fieldErrors: Record<string, string> };

interface Context {
  rows: readonly InvoiceRow[];
  rule: string;
  allowPartial: boolean;
  money: MoneyFormat;
  company: { code: string; currency: string };
  method: MethodOption | undefined;
  text: Text;
}

export function partialAmountOf(state: FlowState, ctx: Pick<Context, 'money' | 'company'>): number | null {
  return parseAmount(state.partialText, precisionFor(ctx.company.currency, ctx.money), ctx.money);
}

export function checkRequest(state: FlowState, ctx: Context): Checked {
  const fail = (message: string, fieldErrors: Record<string, string> = {}): Checked => ({ ok: false, message, fieldErrors });
  const blocker = paymentBlocker({ rule: ctx.rule, rows: ctx.rows, selection: state.selection, methodChosen: ctx.method !== undefined });
  if (blocker) return fail(ctx.text(blocker.key));
  const selected = selectedRows(ctx.rows, state.selection);
  const combinedTotal = selected.reduce((s, r) => s + r.amount, 0);
  const amount = state.partialOn ? partialAmountOf(state, ctx) : null;
  const issue = partialIssues({
    hostAllows: ctx.allowPartial, optedIn: state.partialOn, acknowledged: state.acknowledged, amount,
    positiveCount: selected.filter((r) => r.amount > 0).length, combinedTotal, precision: precisionFor(ctx.company.currency, ctx.money),
  })[0];
  if (issue) {
    const message = ctx.text(issue.key, issue.key === 'invoice.partial_max' ? { total: formatMoney(issue.max, ctx.company.currency, ctx.money) } : {});
    return fail(message, { [issue.field]: message });
  }
  const body: Record<string, unknown> = {
    company: ctx.company.code,
    invoices: selected.map((r) => ({ id: r.id, invoiceNo: r.invoiceNo })),
    paymentId: ctx.method?.id,
    termsAccepted: state.terms,
  };
  if (state.partialOn && amount !== null) body['partial'] = { amount, acknowledged: state.acknowledged };
  if (state.savedId) body['savedPaymentId'] = state.savedId;
  else if (ctx.method && isImmediateType(ctx.method.type)) {
    const errors = ctx.method.type === 'ACH' ? achErrors(state.info) : cardErrors(state.info, new Date());
    if (Object.keys(errors).length > 0) return fail(ctx.text('payment.error.invalid'), Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, ctx.text(v)])));
    body['information'] = { ...state.info, kind: ctx.method.type, shouldSavePayment: state.info['shouldSavePayment'] === true };
  }
  if (!state.terms) return fail(ctx.text('payment.terms_required'), { terms: 'payment.terms_required' });
  return { ok: true, body };
}
