// Which customers a user may act for: dealers and customer-vendors their linked customers, sales
// users (limitation salesman, sales_group or sales_office) the customers their user areas cover,
// auditors the customers of their audited sales organisations, administrators any (decision 0013);
// and on a country site only the customers of that site's sales organisations, whatever else they reach.
import { AUDIT_LIMITATION, canSearchBySales, customerReachOf } from '../../domain/user-kind';
import type { UpstreamClient } from '../upstream';
import { CustomerDocument, CustomersDocument, SalesCustomersDocument, type CustomerFieldsFragment } from '../upstream/generated';
import type { CompactArea, CustCode } from './claims';

export type CustomerData = CustomerFieldsFragment;

export interface SalesFilter {
  salesmen: string[];
  salesGroups: string[];
  salesOffices: string[];
  sorgs: string[];
}

const FILTER_FIELD = { salesman: 'salesmen', sales_group: 'salesGroups', sales_office: 'salesOffices' } as const;

/**
 * Null when the user's limitation does not search customers by sales staff. `sorgs` is what the
 * areas name within `site` (the site's sales organisations), or the whole site when they name none;
 * empty when they lie on other sites only, and an empty filter covers nobody.
 */
export function salesFilterOf(limitation: string | null, areas: readonly CompactArea[], site: readonly string[]): SalesFilter | null {
  if (!canSearchBySales(limitation)) return null;
  const filter: SalesFilter = { salesmen: [], salesGroups: [], salesOffices: [], sorgs: [] };
  let named = false;
  for (const [sorg, kind, value] of areas) {
    const field = FILTER_FIELD[kind as keyof typeof FILTER_FIELD] as keyof SalesFilter | undefined;
    if (!field) continue;
    filter[field].push(value);
    if (sorg) named = true;
    if (sorg && site.includes(sorg) && !filter.sorgs.includes(sorg)) filter.sorgs.push(sorg);
  }
  if (!named) filter.sorgs.push(...site);
  return filter;
}

export interface CustomerPage {
  data: CustomerData[];
  info: { page: number; limit: number; count: number; pageTotal: number };
}

export async function salesCustomerPage(upstream: UpstreamClient, filter: SalesFilter, search: string | undefined, page: number, limit: number): Promise<CustomerPage> {
  // No sales organisation of this site: an empty list must never mean "every organisation".
  if (filter.sorgs.length === 0) return { data: [], info: { page, limit, count: 0, pageTotal: 0 } };
  const result = await upstream.request(SalesCustomersDocument, { ...filter, search: search ?? null, page, limit });
  const count = result.salesCustomersCount;
  return { data: result.salesCustomers, info: { page, limit, count, pageTotal: Math.ceil(count / limit) } };
}

export async function customerData(upstream: UpstreamClient, code: CustCode): Promise<CustomerData | null> {
  const result = await upstream.request(CustomerDocument, { custCode: code.r3 });
  return result.customer;
}

/** The requested code: one of r3 or isr (`/change-cust/{custCode}`), or both (`?r3=&isr=`). */
export interface RequestedCustomer {
  code?: string | undefined;
  r3?: string | undefined;
  isr?: string | undefined;
}

export function matchesRequest(candidate: CustCode, wanted: RequestedCustomer): boolean {
  if (wanted.code !== undefined) return candidate.r3 === wanted.code || candidate.isr === wanted.code;
  if (wanted.r3 === undefined || candidate.r3 !== wanted.r3) return false;
  return wanted.isr === undefined || wanted.isr === '' || candidate.isr === wanted.isr;
}

/** The covered customer matching the request, searched by code within the user's sales filter. */
export async function findSalesCustomer(upstream: UpstreamClient, filter: SalesFilter, wanted: RequestedCustomer): Promise<CustCode | null> {
  const search = wanted.code ?? wanted.r3;
  if (!search) return null;
  const { data } = await salesCustomerPage(upstream, filter, search, 1, 50);
  const hit = data.find((c) => matchesRequest(c.custCode, wanted));
  return hit ? { r3: hit.custCode.r3, isr: hit.custCode.isr } : null;
}

export const CHANGE_CUST_SCOPE = 'menu.change-cust';

/** Customers searched by sales organisation: the listed ones, or every one when `sorgs` is null. */
export interface SorgReach {
  sorgs: string[] | null;
}

/**
 * Auditors and administrators holding menu.change-cust, within `site` (the site's sales
 * organisations); null for everyone else (decision 0013). `sorgs: null` (every one) is for callers
 * outside any site, such as user administration's picker.
 */
export function sorgReachOf(limitation: string | null, areas: readonly CompactArea[], scopes: readonly string[], site: readonly string[]): SorgReach | null {
  if (!scopes.includes(CHANGE_CUST_SCOPE)) return null;
  const reach = customerReachOf(limitation);
  if (reach === 'all') return { sorgs: [...site] };
  if (reach !== 'sorgs') return null;
  const sorgs = new Set<string>();
  for (const [sorg, kind, value] of areas) if (kind === AUDIT_LIMITATION && site.includes(sorg ?? value)) sorgs.add(sorg ?? value);
  return { sorgs: [...sorgs] };
}

export async function sorgCustomerPage(upstream: UpstreamClient, reach: SorgReach, search: string | undefined, page: number, limit: number): Promise<CustomerPage> {
  // An auditor without an audited organisation covers nobody: an empty list must never mean "all".
  if (reach.sorgs?.length === 0) return { data: [], info: { page, limit, count: 0, pageTotal: 0 } };
  const { customers } = await upstream.request(CustomersDocument, { search: search ?? null, sorgs: reach.sorgs, page, limit });
  const { count } = customers.info;
  return { data: customers.data, info: { page, limit, count, pageTotal: Math.ceil(count / limit) } };
}

/** The requested customer when the reach covers one of its sales organisations. */
export async function findSorgCustomer(upstream: UpstreamClient, reach: SorgReach, wanted: RequestedCustomer): Promise<CustCode | null> {
  const search = wanted.code ?? wanted.r3;
  if (!search) return null;
  const { data } = await sorgCustomerPage(upstream, reach, search, 1, 50);
  const hit = data.find((c) => matchesRequest(c.custCode, wanted));
  return hit ? { r3: hit.custCode.r3, isr: hit.custCode.isr } : null;
}
