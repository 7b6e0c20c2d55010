// What both bonus pages do before rendering: the user, the query, the bonus year of the customer.
import { localizedPath } from '../../domain/locales';
import { shellUser } from '../shell/shell-user';
import { getServices } from '../services';
import { readBonusYear, type BonusYear } from './bonus.reads';
import { bonusQuery } from './bonus.schema';

export type BonusPage =
  | { kind: 'login' }
  | { kind: 'ready'; bonus: BonusYear | null; quarter: number | undefined; failed: boolean; hasCustomer: boolean };

export async function loadBonusPage(locals: App.Locals, url: URL): Promise<BonusPage> {
  const user = shellUser(locals);
  if (!user) return { kind: 'login' };
  const parsed = bonusQuery.safeParse(Object.fromEntries([...url.searchParams].filter(([, v]) => v !== '')));
  const query = parsed.success ? parsed.data : bonusQuery.parse({});
  const customer = user.salesActiveCustCode;
  if (!customer) return { kind: 'ready', bonus: null, quarter: query.quarter, failed: false, hasCustomer: false };
  try {
    return { kind: 'ready', bonus: await readBonusYear(getServices().upstream, customer, query.year), quarter: query.quarter, failed: false, hasCustomer: true };
  } catch (error) {
    console.warn('[bonus] bonus could not be loaded', error);
    return { kind: 'ready', bonus: null, quarter: query.quarter, failed: true, hasCustomer: true };
  }
}

export const loginPath = (locale: App.Locals['locale']) => localizedPath(locale, 'login');
