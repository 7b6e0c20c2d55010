// What the signed-in home reads for the request: the dashboard of the acting customer when the user
// may see any of it, or a prompt to choose a customer for users who act for several.
import { formatterFor } from '../../domain/format';
import { isoToday } from '../../domain/home/attention.rules';
import type { Formatter } from '../../domain/format';
import type { HostConfig } from '../../domain/hosts.types';
import { languageOf, type Locale } from '../../domain/locales';
import { cachedPromotions, type Promotion } from '../catalog/filters.service';
import { viewerOf } from '../catalog/catalog.context';
import { translator, type Translate } from '../i18n';
import { getServices } from '../services';
import { shellUser, userHas } from '../shell/shell-user';
import { loadDashboard, type HomeDashboard } from './home.service';
import type { AlertOwner, RestockAlert } from '../catalog/restock.repo';
import { homeNotices, sweepAllNowAndThen } from '../catalog/restock.service';

/** The home is where a dealer lands: their waiting alerts are checked here, and now and then everybody's. */
async function restockNotices(services: ReturnType<typeof getServices>, owner: AlertOwner): Promise<RestockAlert[]> {
  try {
    sweepAllNowAndThen(services);
    return await homeNotices(services, owner);
  } catch (error) {
    console.warn('[home] restock notices could not be loaded', error);
    return [];
  }
}

/** The props of components/home/HomeDashboard.astro. */
export interface HomeDashboardProps {
  t: Translate;
  locale: Locale;
  host: HostConfig;
  format: Formatter;
  dashboard: HomeDashboard;
  promotions: readonly Promotion[];
  /** Arrived restock alerts the user has not dismissed yet (decision 0069). */
  restock: readonly RestockAlert[];
  today: string;
  canPay: boolean;
}

export interface HomePage {
  dashboard: HomeDashboardProps | null;
  chooseCustomer: boolean;
}

export async function homePage(locals: App.Locals): Promise<HomePage> {
  const user = shellUser(locals);
  if (!user) return { dashboard: null, chooseCustomer: false };
  const has = (scope: string) => userHas(user, scope);
  const reads = { invoices: has('page.invoice-status'), credit: has('invoice-status.read') || has('credit-status.read'), orders: has('page.order-status'), claims: has('page.claim') };
  const catalog = has('page.catalog');
  const code = user.salesActiveCustCode;
  if (!reads.invoices && !reads.credit && !reads.orders && !reads.claims && !catalog) return { dashboard: null, chooseCustomer: false };
  if (!code) return { dashboard: null, chooseCustomer: true };
  const services = getServices();
  const { host, locale } = locals;
  const today = isoToday();
  const [dashboard, promotions, restock] = await Promise.all([
    loadDashboard(services, code, today, reads, languageOf(locale)),
    catalog ? cachedPromotions(services, viewerOf(host, code)).catch(() => []) : Promise.resolve([]),
    catalog ? restockNotices(services, { userId: Number(user.sub), custCode: code.r3 }) : Promise.resolve([]),
  ]);
  return {
    dashboard: { t: translator(locale), locale, host, format: formatterFor(locale, host), dashboard, promotions, restock, today, canPay: host.payment && has('page.payment-request') },
    chooseCustomer: false,
  };
}
