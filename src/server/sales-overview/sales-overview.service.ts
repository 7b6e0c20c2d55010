// The sales overview for a page or the API: who is compared, which company and year, one upstream
// round trip for the figures and the filter choices, and (for sales users) the customers to pick from.
import type { SalesOverviewState } from '../../domain/sales-overview';
import { ApiError } from '../api/errors';
import type { CustCode } from '../auth/claims';
import { customerData, salesCustomerPage, salesFilterOf } from '../auth/customers.service';
import { isUpstreamError, type UpstreamClient } from '../upstream';
import { SalesOverviewPageDocument, SorgsDocument, type SalesOverviewPageQuery } from '../upstream/generated';
import { comparedCustomers, type Viewer } from './sales-overview.access';

export type SalesOverviewData = SalesOverviewPageQuery['salesOverviewV5'];
export type SalesOverviewChoices = SalesOverviewPageQuery['salesOverviewFilterOptions'];

export interface CustomerChoice {
  code: string;
  name: string;
}

export interface SalesOverviewView {
  /** The state with the defaults filled in (company, year, customers). */
  state: SalesOverviewState & { sorg: string; year: number };
  companies: CustomerChoice[];
  compared: CustomerChoice[];
  /** Customers a sales user may add; empty for everyone else. */
  customerChoices: CustomerChoice[];
  data: SalesOverviewData;
  choices: SalesOverviewChoices;
}

const CHOICE_LIMIT = 50;

export const invalidFilter = (field: string) =>
  new ApiError(400, 'VALIDATION', 'Please check again all of your input', 'api.error.validation', [{ path: field, message: `sales_overview.invalid_${field === 'custCodes' ? 'customer' : field}` }]);

const idOf = (c: CustCode) => c.isr ?? c.r3;

export async function loadSalesOverview(upstream: UpstreamClient, auth: Viewer, state: SalesOverviewState, today: Date, signal?: AbortSignal): Promise<SalesOverviewView> {
  const compared = await comparedCustomers(upstream, auth, state.custCodes);
  const [acting, sorgs] = await Promise.all([customerData(upstream, compared[0]!), upstream.request(SorgsDocument, {})]);
  const own = acting?.sorgs ?? [];
  const sorg = state.sorg ?? own[0];
  if (!sorg || !own.includes(sorg)) throw invalidFilter('sorg');
  const year = state.year ?? today.getUTCFullYear();
  const filter = {
    sorg, year, custCodes: compared.map((c) => c.r3), months: state.months, category: state.category,
    brands: state.brands, merchandiseCategories: state.merchandiseCategories, models: state.models, series: state.series,
  };
  const salesFilter = salesFilterOf(auth.lim, auth.areas, auth.site);
  const [result, page] = await Promise.all([
    requestOrInvalid(() => upstream.request(SalesOverviewPageDocument, { filter }, signal ? { signal } : undefined)),
    salesFilter ? salesCustomerPage(upstream, { ...salesFilter, sorgs: [sorg] }, undefined, 1, CHOICE_LIMIT) : null,
  ]);
  const names = new Map((page?.data ?? []).map((c) => [c.custCode.r3, c.custName]));
  if (acting) names.set(acting.custCode.r3, acting.custName);
  for (const c of result.salesOverviewV5.customers) if (!names.has(c.code)) names.set(c.code, c.name);
  return {
    state: { ...state, sorg, year, custCodes: compared.map(idOf) },
    companies: own.map((code) => ({ code, name: sorgs.sorgs.find((s) => s.code === code)?.name ?? code })),
    compared: compared.map((c) => ({ code: idOf(c), name: names.get(c.r3) ?? idOf(c) })),
    customerChoices: (page?.data ?? []).map((c) => ({ code: c.custCode.isr ?? c.custCode.r3, name: c.custName })),
    data: result.salesOverviewV5,
    choices: result.salesOverviewFilterOptions,
  };
}

/** The upstream's bad-input answers (an unknown company, say) are the caller's bad filter. */
async function requestOrInvalid<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUpstreamError(error, 'graphql') && error.codes.includes('BAD_USER_INPUT')) throw invalidFilter('filter');
    throw error;
  }
}
