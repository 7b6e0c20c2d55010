// What the two sales overview pages share: the URL's filter, the view loaded through the same
// service as the API, and the page's failures turned into notices instead of errors.
import { localizedPath, type Locale } from '../../domain/locales';
import { parseSalesOverviewQuery, salesOverviewSearch, type SalesOverviewState } from '../../domain/sales-overview';
import { ApiError } from '../api/errors';
import type { Services } from '../services';
import { loadSalesOverview, type SalesOverviewView } from './sales-overview.service';
import type { Viewer } from './sales-overview.access';

export type SalesOverviewPath = 'sales-overview' | 'sales-overview-new';

export interface SalesOverviewPage {
  view: SalesOverviewView | null;
  /** Locale keys of what went wrong: a malformed link, a refused customer, a failed load. */
  notices: string[];
}

export async function loadSalesOverviewPage(services: Services, viewer: Viewer, params: URLSearchParams, today: Date): Promise<SalesOverviewPage> {
  const parsed = parseSalesOverviewQuery(params);
  const notices = parsed.ok ? [] : ['sales_overview.invalid_link'];
  if (!viewer.salesActiveCustCode) return { view: null, notices: [...notices, 'sales_overview.select_customer'] };
  try {
    return { view: await loadSalesOverview(services.upstream, viewer, parsed.state, today), notices };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) {
      console.warn('[sales-overview] could not be loaded', error);
      return { view: null, notices: [...notices, 'sales_overview.load_failed'] };
    }
    // A link naming a company or customer this user may not read: show their own default view.
    const fallback = await loadSalesOverview(services.upstream, viewer, { ...parsed.state, sorg: null, custCodes: [] }, today).catch(() => null);
    return { view: fallback, notices: [...notices, error.status === 403 ? 'customer.not_yours' : 'sales_overview.invalid_link'] };
  }
}

/** A link to the page with part of the state changed. */
export function salesOverviewHref(locale: Locale, path: SalesOverviewPath, state: SalesOverviewState, change: Partial<SalesOverviewState> = {}): string {
  return localizedPath(locale, path) + salesOverviewSearch({ ...state, ...change });
}
