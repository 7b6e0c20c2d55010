// State of the invoice list screen, all in the query string: range, company, sort, page size, page.
// The e-mail action is a form POST answered with a redirect (post-redirect-get).
import type { CustCode } from '../auth/claims';
import type { UpstreamClient } from '../upstream';
import { readPageForm } from '../page-form';
import { emailInvoice, readInvoicePage, type InvoicePage } from './invoices.reads';
import { emailBody, invoiceListQuery, invoiceNo, type InvoiceListInput } from './invoices.schema';
import { formFieldErrors } from '../../domain/validation/field-errors';

const DEFAULT_RANGE_DAYS = 90;

export type ListState =
  | { ok: true; query: InvoiceListInput }
  | { ok: false; raw: { from: string; to: string } & Record<string, string>; errors: Record<string, string> };

export function listState(params: URLSearchParams, today: Date): ListState {
  const to = today.toISOString().slice(0, 10);
  const from = new Date(today.getTime() - DEFAULT_RANGE_DAYS * 86_400_000).toISOString().slice(0, 10);
  const raw = { from, to, ...Object.fromEntries([...params].filter(([, v]) => v !== '')) };
  const parsed = invoiceListQuery.safeParse(raw);
  if (parsed.success) return { ok: true, query: parsed.data };
  return { ok: false, raw, errors: formFieldErrors(parsed.error.issues) };
}

export function listHref(base: string, query: InvoiceListInput, change: Partial<InvoiceListInput>): string {
  const next = { ...query, ...change };
  const params = new URLSearchParams({ from: next.from, to: next.to, sort: next.sort, order: next.order, limit: String(next.limit), page: String(next.page) });
  if (next.company) params.set('company', next.company);
  return `${base}?${params}`;
}

export function loadInvoiceList(upstream: UpstreamClient, code: CustCode, query: InvoiceListInput): Promise<InvoicePage> {
  return readInvoicePage(upstream, code, { ...query, sort: `${query.sort}:${query.order}` });
}

/** Handles the e-mail form; answers the query string to redirect to. */
/** Back to the list the form was sent from (its sort and page), when the referrer is this list on this site. */
export function listReturnUrl(referer: string | null, current: URL, base: string): URL {
  const back = referer && URL.canParse(referer) ? new URL(referer) : null;
  return back && back.origin === current.origin && back.pathname === base ? back : new URL(base, current);
}

export async function handleEmailForm(upstream: UpstreamClient, code: CustCode, form: FormData): Promise<{ sent: string } | { failed: string }> {
  const number = invoiceNo.safeParse(form.get('invoiceNo'));
  const body = emailBody.safeParse({ company: form.get('company') });
  if (!number.success || !body.success) return { failed: '' };
  const outcome = await emailInvoice(upstream, code, number.data, body.data.company).catch(() => ({ ok: false }));
  return outcome.ok ? { sent: number.data } : { failed: number.data };
}

export type ListPost = { kind: 'none' } | { kind: 'redirect'; location: string } | { kind: 'unreadable' };

/**
 * The e-mail form's POST, handled by the page before anything renders: only a page (not the screen
 * component, which renders while the response streams) may still redirect or set the status.
 */
export async function postInvoiceListForm(request: Request, url: URL, code: CustCode | null, upstream: UpstreamClient, base: string): Promise<ListPost> {
  if (request.method !== 'POST' || !code) return { kind: 'none' };
  const read = await readPageForm(request);
  if (!read.ok) return { kind: 'unreadable' };
  const outcome = await handleEmailForm(upstream, code, read.form);
  const back = listReturnUrl(request.headers.get('referer'), url, base);
  back.searchParams.delete('sent');
  back.searchParams.delete('failed');
  for (const [k, v] of Object.entries(outcome)) back.searchParams.set(k, v);
  return { kind: 'redirect', location: `${back.pathname}${back.search}` };
}
