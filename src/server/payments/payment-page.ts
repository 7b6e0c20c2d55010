// What /payment/invoice renders and hands to the island: the company's open invoices, its payment
// methods and saved payments, and the island's texts in the page's language.
import { moneyFormatFor } from '../../domain/format';
import type { HostConfig } from '../../domain/hosts.types';
import type { Locale } from '../../domain/locales';
import type { CustCode } from '../auth/claims';
import type { Translate, MessageKey } from '../i18n';
import { readOpenInvoices, type OpenInvoiceCompany } from '../invoices/invoices.reads';
import type { UpstreamClient } from '../upstream';
import { readPaymentMethods, readSavedPayments, type MethodView, type SavedPaymentView } from './payments.reads';

export interface PaymentPageData {
  companies: readonly OpenInvoiceCompany[];
  company: OpenInvoiceCompany | null;
  methods: MethodView[];
  saved: SavedPaymentView[];
}

export async function loadPaymentPage(upstream: UpstreamClient, code: CustCode, wanted: string | null): Promise<PaymentPageData> {
  const companies = await readOpenInvoices(upstream, code);
  const company = companies.find((c) => c.company.code === wanted) ?? companies.find((c) => c.rows.some((r) => r.status === 'Open' && r.amount > 0)) ?? companies[0] ?? null;
  if (!company) return { companies, company, methods: [], saved: [] };
  const [methods, saved] = await Promise.all([readPaymentMethods(upstream, company.company.code), readSavedPayments(upstream, code, company.company.code)]);
  return { companies, company, methods, saved };
}

const ISLAND_KEYS = [
  'payment.summary', 'payment.positive_total', 'payment.deduction_total', 'payment.combined_total',
  'payment.method_discount', 'payment.amount_to_pay', 'payment.method', 'payment.saved_payments', 'payment.use_saved', 'payment.delete_saved',
  'payment.delete_saved_confirm', 'payment.new_details', 'payment.partial_opt_in', 'payment.partial_amount', 'payment.partial_acknowledge', 'payment.terms',
  'payment.terms_text', 'payment.terms_required', 'payment.information', 'payment.account_type', 'payment.account_number', 'payment.routing_number',
  'payment.card_type', 'payment.card_number', 'payment.expiry_month', 'payment.expiry_year', 'payment.security_code', 'payment.save_payment', 'payment.pay',
  'payment.creating', 'payment.reset', 'payment.created_title', 'payment.created_text', 'payment.virtual_account', 'payment.cancel_request', 'payment.cancelled',
  'payment.back_to_open', 'payment.rule_hint_oldest', 'payment.rule_hint_overdue', 'payment.choose', 'payment.method_required',
  'payment.account_number_invalid', 'payment.routing_number_invalid', 'payment.card_number_invalid', 'payment.card_type_mismatch', 'payment.expiry_invalid',
  'payment.expiry_past', 'payment.security_code_invalid', 'payment.error.invalid',
  'invoice.early_payment_discount', 'invoice.freight_allowance',
  'invoice.rule_oldest', 'invoice.rule_overdue', 'invoice.select_positive', 'invoice.total_not_positive', 'invoice.partial_not_allowed', 'invoice.partial_one_invoice',
  'invoice.partial_acknowledge_required', 'invoice.partial_min', 'invoice.partial_max', 'validation.required', 'validation.numeric', 'popup.something_wrong',
] as const satisfies readonly MessageKey[];

/** Templates with their `{placeholders}` intact: the island fills them. */
export function islandTexts(t: Translate): Record<string, string> {
  return Object.fromEntries(ISLAND_KEYS.map((key) => [key, t(key)]));
}

/** Typed and shown amounts read as the page's locale writes them (src/domain/format.ts). */
export const hostPaymentSettings = (host: HostConfig, locale: Locale) => ({ rule: host.invoicePaymentRule, allowPartial: host.allowPartialPayment, money: moneyFormatFor(locale, host) });
