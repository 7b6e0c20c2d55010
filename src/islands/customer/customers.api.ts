// The dialog's calls: its texts, the customers the user may act for, and the switch itself. All go
// through spokeFetch (refresh once on 401, sign out on 403 or maintenance).
import { urlAfterCustomerSwitch } from '../../domain/catalog-url';
import { withoutChooseCustomer } from '../../domain/customer-choice';
import type { CustomerDialogLabels } from '../../domain/customer-dialog-texts';
import { spokeFetch } from '../lib/http';
import type { CodeLike } from './paging';

export interface CustomerRow {
  custCode: CodeLike;
  custName: string;
  custCity: string;
  custAddress: string;
}

export interface CustomerListPage {
  data: CustomerRow[];
  info: { page: number; limit: number; count: number; pageTotal: number };
}

let texts: Promise<CustomerDialogLabels> | null = null;

/** The dialog's texts in the page's language, asked for once per page (again after a failure). */
export function fetchDialogTexts(locale: string): Promise<CustomerDialogLabels> {
  texts ??= spokeFetch(`/api/customers/texts?${new URLSearchParams({ locale }).toString()}`).then(async (res) => {
    if (!res.ok) throw new Error(`customer texts: ${res.status}`);
    return ((await res.json()) as { data: CustomerDialogLabels }).data;
  });
  texts.catch(() => {
    texts = null;
  });
  return texts;
}

export async function fetchCustomers(search: string, page: number, limit: number, signal?: AbortSignal): Promise<CustomerListPage> {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (search.trim() !== '') query.set('search', search.trim());
  const res = await spokeFetch(`/api/customers?${query.toString()}`, signal ? { signal } : {});
  if (!res.ok) throw new Error(`customers: ${res.status}`);
  return (await res.json()) as CustomerListPage;
}

export async function changeCustomer(code: CodeLike): Promise<void> {
  const query = new URLSearchParams({ r3: code.r3 });
  if (code.isr) query.set('isr', code.isr);
  const res = await spokeFetch(`/api/change-cust?${query.toString()}`, { method: 'POST' });
  if (!res.ok) throw new Error(`change-cust: ${res.status}`);
}

/** Where the page goes after a switch: the same page, or the default catalogue on catalogue pages that need no customer. */
export function reloadTarget(location: { pathname: string; search: string }, redesign: boolean, pageNeedsCustomer = false): string {
  const [, locale = '', ...rest] = location.pathname.split('/');
  const path = '/' + rest.join('/');
  // The new customer's product counts are not known before the reload: the spec's initial fallback.
  const target = urlAfterCustomerSwitch(path, { redesign, hasBike: false, hasPaa: true, hasGroupset: false }, pageNeedsCustomer);
  if (target === path) return withoutChooseCustomer(location);
  return `/${locale}${target}`;
}
