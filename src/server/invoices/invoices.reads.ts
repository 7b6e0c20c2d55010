// Upstream reads behind the invoice screens, always for the customer the user acts for.
import type { CustCode } from '../auth/claims';
import { keptWith } from '../derived-once';
import type { UpstreamClient } from '../upstream';
import { InvoiceV5Document, OpenInvoiceV5Document, SendEmailInvoiceDocument } from '../upstream/generated';
import { toInvoiceView, type InvoiceView } from './invoice.view';

export interface OpenInvoiceCompany {
  readonly company: { code: string; name: string; currency: string };
  /** Extra columns this company shows: earlyPaymentDiscount, freightAllowance. */
  readonly additionalDisplays: readonly string[];
  readonly rows: readonly InvoiceView[];
}

/** `fresh`: past the read cache, for a check right before a payment. */
export async function readOpenInvoices(upstream: UpstreamClient, code: CustCode, sorgs?: readonly string[], signal?: AbortSignal, fresh = false): Promise<readonly OpenInvoiceCompany[]> {
  const { openInvoiceV5 } = await upstream.request(OpenInvoiceV5Document, { payerCode: code.r3, sorgs: sorgs ? [...sorgs] : null }, { ...(signal ? { signal } : {}), fresh });
  const companies = () =>
    openInvoiceV5.map((c) => ({
      company: c.company,
      additionalDisplays: c.additionalDisplays,
      rows: c.creditCusts.flatMap((cust) => cust.arInvoices.map((row) => toInvoiceView(row, cust.custName))),
    }));
  return keptWith(openInvoiceV5, 'companies', companies);
}

export interface InvoiceListQuery {
  from: string;
  to: string;
  company?: string | undefined;
  page: number;
  limit: number;
  sort: string;
}

export interface InvoicePage {
  readonly rows: readonly InvoiceView[];
  readonly page: number;
  readonly limit: number;
  readonly total: number;
}

export async function readInvoicePage(upstream: UpstreamClient, code: CustCode, q: InvoiceListQuery, signal?: AbortSignal): Promise<InvoicePage> {
  const { invoiceV5 } = await upstream.request(
    InvoiceV5Document,
    { from: q.from, to: q.to, payerCode: code.r3, sorgs: q.company ? [q.company] : null, page: q.page, limit: q.limit, sort: q.sort },
    signal ? { signal } : {},
  );
  return { rows: invoiceV5.data.map((row) => toInvoiceView(row)), page: q.page, limit: q.limit, total: invoiceV5.info.count };
}

/** The rows (instalments) of one invoice of the acting customer, found by its document date; empty when not theirs. */
export async function findInvoice(upstream: UpstreamClient, code: CustCode, ref: { invoiceNo: string; company: string; date: string }): Promise<InvoiceView[]> {
  const vars = { from: ref.date, to: ref.date, payerCode: code.r3, sorgs: [ref.company], page: 1, limit: 100, sort: 'dueDate:asc' };
  const { invoiceV5 } = await upstream.request(InvoiceV5Document, vars);
  const invoiceNo = ref.invoiceNo;
  return invoiceV5.data.filter((row) => row.invoiceNo === invoiceNo).map((row) => toInvoiceView(row));
}

export async function emailInvoice(upstream: UpstreamClient, code: CustCode, invoiceNo: string, company: string): Promise<{ ok: boolean; description: string | null }> {
  const { sendEmailInvoice } = await upstream.request(SendEmailInvoiceDocument, { invoiceNumber: invoiceNo, sorg: company, payerCode: code.r3, email: null });
  return { ok: sendEmailInvoice.message.status && sendEmailInvoice.userErrors.length === 0, description: sendEmailInvoice.message.description };
}
