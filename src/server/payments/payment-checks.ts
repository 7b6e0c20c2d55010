// Rebuilds a submitted payment from upstream data and checks it with the shared rules: the rows
// must be the payer's open invoices of that company, the selection must follow the host's rule,
// a partial payment its limits, the method must exist and immediate methods need valid details.
import { isSelectable, partialIssues, paymentBlocker, paymentSummary, selectionOf, type PaymentSummary } from '../../domain/invoices';
import type { HostConfig } from '../../domain/hosts.types';
import type { Locale } from '../../domain/locales';
import { formatMoneyFor } from '../../domain/format';
import { precisionFor } from '../../domain/money';
import { isImmediateType } from '../../domain/payments/payment-info.rules';
import type { CustCode } from '../auth/claims';
import type { MessageKey } from '../i18n';
import { invoicesError } from '../invoices/invoices.errors';
import { readInvoicePage, readOpenInvoices } from '../invoices/invoices.reads';
import type { InvoiceView } from '../invoices/invoice.view';
import type { UpstreamClient } from '../upstream';
import type { CreatePaymentBody } from './payment-request.schema';
import { paymentRequestsFor, readPaymentMethods, readSavedPayments, type MethodView } from './payments.reads';

export interface CheckedPayment {
  readonly rows: readonly InvoiceView[];
  readonly method: MethodView;
  readonly partial: boolean;
  readonly summary: PaymentSummary;
}

export interface CheckContext {
  upstream: UpstreamClient;
  code: CustCode;
  host: HostConfig;
  locale: Locale;
}

const invalid = (locale: Locale, path: string, key: MessageKey, params?: Record<string, string | number>) =>
  invoicesError(locale, 'PAYMENT_INVALID', { key, ...(params ? { params } : {}), issues: [{ path, message: key }] });

export async function checkPayment(ctx: CheckContext, body: CreatePaymentBody): Promise<CheckedPayment> {
  if (!ctx.host.payment) throw invoicesError(ctx.locale, 'PAYMENT_DISABLED');
  const [companies, methods] = await Promise.all([readOpenInvoices(ctx.upstream, ctx.code, [body.company], undefined, true), readPaymentMethods(ctx.upstream, body.company)]);
  const all = companies.flatMap((c) => c.rows);
  const rows = await resolveRows(ctx, all, body);
  const blocker = paymentBlocker({ rule: ctx.host.invoicePaymentRule, rows: all, selection: selectionOf(rows), methodChosen: true });
  if (blocker) {
    const code = blocker.code === 'rule' ? 'PAYMENT_RULE' : 'PAYMENT_INVALID';
    throw invoicesError(ctx.locale, code, { key: blocker.key, issues: [{ path: 'invoices', message: blocker.key }] });
  }
  const method = methods.find((m) => m.id === body.paymentId);
  if (!method) throw invalid(ctx.locale, 'paymentId', 'payment.method_required');
  await checkDetails(ctx, body, method);
  const combinedTotal = rows.reduce((s, r) => s + r.amount, 0);
  const partial = body.partial !== undefined && body.partial.amount !== combinedTotal;
  if (partial) checkPartial(ctx, body, rows, combinedTotal);
  const summary = paymentSummary(rows, { methodDiscountPercent: method.discountPercent, partialAmount: partial ? (body.partial?.amount ?? null) : null });
  return { rows, method, partial, summary };
}

/** The payer's open rows the body names; a row of another payer is "not found", one in payment or paid is "select another". */
async function resolveRows(ctx: CheckContext, all: readonly InvoiceView[], body: CreatePaymentBody): Promise<InvoiceView[]> {
  const byId = new Map(all.map((r) => [r.id, r]));
  const unknown = body.invoices.filter((i) => !byId.has(i.id));
  if (unknown.length > 0) {
    const settled = await settledIds(ctx, body.company, unknown.map((i) => i.invoiceNo));
    const taken = unknown.find((i) => settled.has(i.id));
    if (taken) throw invoicesError(ctx.locale, 'INVOICE_TAKEN', { params: { invoiceNo: taken.invoiceNo } });
    throw invoicesError(ctx.locale, 'INVOICE_NOT_FOUND');
  }
  const rows = [...new Set(body.invoices.map((i) => i.id))].flatMap((id) => byId.get(id) ?? []);
  const busy = rows.find((r) => !isSelectable(r));
  if (busy) throw invoicesError(ctx.locale, 'INVOICE_TAKEN', { params: { invoiceNo: busy.invoiceNo } });
  return rows;
}

/** Rows of the payer that left the open list: in a payment request, or among the latest invoices as paid. */
async function settledIds(ctx: CheckContext, company: string, invoiceNos: readonly string[]): Promise<Set<string>> {
  const today = new Date().toISOString().slice(0, 10);
  const [requests, recent] = await Promise.all([
    paymentRequestsFor(ctx.upstream, ctx.code, invoiceNos),
    readInvoicePage(ctx.upstream, ctx.code, { from: '2000-01-01', to: today, company, page: 1, limit: 100, sort: 'documentDate:desc' }),
  ]);
  return new Set([...requests.flatMap((r) => r.invoices.map((i) => i.accountingNumber)), ...recent.rows.map((r) => r.id)]);
}

/** A saved payment must be the payer's and belong to the chosen method; otherwise immediate methods need details of their kind. */
async function checkDetails(ctx: CheckContext, body: CreatePaymentBody, method: MethodView): Promise<void> {
  if (body.savedPaymentId !== undefined) {
    const saved = await readSavedPayments(ctx.upstream, ctx.code, body.company);
    const match = saved.find((s) => s.id === body.savedPaymentId && s.paymentId === method.id);
    if (!match) throw invoicesError(ctx.locale, 'SAVED_PAYMENT_NOT_FOUND');
    return;
  }
  if (isImmediateType(method.type) && body.information?.kind !== method.type) throw invalid(ctx.locale, 'information', 'validation.required');
}

function checkPartial(ctx: CheckContext, body: CreatePaymentBody, rows: readonly InvoiceView[], combinedTotal: number): void {
  const currency = rows[0]?.currency ?? ctx.host.currency.display;
  const issue = partialIssues({
    hostAllows: ctx.host.allowPartialPayment,
    optedIn: true,
    acknowledged: body.partial?.acknowledged ?? false,
    amount: body.partial?.amount ?? null,
    positiveCount: rows.filter((r) => r.amount > 0).length,
    combinedTotal,
    precision: precisionFor(currency, ctx.host.currency),
  })[0];
  if (!issue) return;
  const path = issue.field === 'amount' ? 'partial.amount' : issue.field === 'acknowledged' ? 'partial.acknowledged' : 'partial';
  const params = issue.key === 'invoice.partial_max' ? { total: formatMoneyFor(ctx.locale, ctx.host, issue.max, currency) } : undefined;
  throw invalid(ctx.locale, path, issue.key, params);
}
