// Restock alerts: a user asks on an out-of-stock article; a sweep asks the upstream for the stock
// of waiting articles and, for each alert whose article is back, sends one e-mail and leaves one
// notice in the portal (decision 0069).
import { inBackground } from '#runtime/background';
import { canAskRestock, dueAlerts, stockKey } from '../../domain/catalog/restock.rules';
import { detailPath } from '../../domain/catalog/paths';
import { isLocale, localizedPath, type Locale } from '../../domain/locales';
import { ApiError } from '../api/errors';
import { translator } from '../i18n';
import type { Services } from '../services';
import { ProductAnalysisDocument, StocksDocument } from '../upstream/generated';
import { claimNotified, deleteOwned, insertWaiting, markSeen, openAlerts, unseenNotices, waiting, type AlertOwner, type RestockAlert } from './restock.repo';

type Deps = Pick<Services, 'db' | 'upstream' | 'mail'>;

// Most dealers have no restock alert, and the home asked the database so on every visit (a tenth of
// its CPU in the page profile). "None" is remembered until the owner asks for one, which is the only way to
// get one; on Workers another isolate may take up to the time to live to see it (the stock takes days).
const NO_ALERTS_TTL_SECONDS = 300;
const noAlertsKey = (owner: AlertOwner) => `restock:none:${owner.userId}:${owner.custCode}`;

/** The home's notices: arrived alerts not dismissed, after checking the owner's waiting ones. */
export async function homeNotices(deps: Deps & Pick<Services, 'cache'>, owner: AlertOwner): Promise<RestockAlert[]> {
  if (await deps.cache.get<boolean>(noAlertsKey(owner))) return [];
  const alerts = await openAlerts(deps.db, owner);
  if (alerts.waiting.length === 0 && alerts.unseen.length === 0) {
    await deps.cache.set(noAlertsKey(owner), true, NO_ALERTS_TTL_SECONDS);
    return [];
  }
  const notified = await notifyArrived(deps, alerts.waiting);
  return notified > 0 ? unseenNotices(deps.db, owner) : alerts.unseen;
}

export interface AskRestock {
  owner: AlertOwner;
  sorg: string;
  articleCode: string;
  origin: string;
  locale: Locale;
}

/** Creates (or finds) the waiting alert; refuses an unknown article and one that is in stock. */
export async function askRestock(deps: Deps & Pick<Services, 'cache'>, ask: AskRestock): Promise<{ alert: RestockAlert; created: boolean }> {
  const [{ stocks }, { productAnalysis }] = await Promise.all([
    deps.upstream.request(StocksDocument, { articleCodes: [ask.articleCode], sorg: ask.sorg }),
    deps.upstream.request(ProductAnalysisDocument, { articleCodes: [ask.articleCode], sorg: ask.sorg }),
  ]);
  const product = productAnalysis[0]?.product;
  const stock = stocks.find((s) => s.article_code === ask.articleCode);
  if (!product || !product.sorg || !stock) throw new ApiError(404, 'ARTICLE_NOT_FOUND', 'Article not found', 'restock.unknown_article');
  if (!canAskRestock(stock.stock.available)) throw new ApiError(409, 'ARTICLE_IN_STOCK', 'This article is in stock', 'restock.in_stock_already');
  await deps.cache.delete(noAlertsKey(ask.owner));
  return insertWaiting(deps.db, {
    userId: ask.owner.userId,
    custCode: ask.owner.custCode,
    sorg: ask.sorg,
    articleCode: ask.articleCode,
    articleName: product.name,
    productPath: detailPath(product.type, product.slug),
    origin: ask.origin,
    locale: ask.locale,
  });
}

export async function cancelRestock(deps: Pick<Services, 'db'>, owner: AlertOwner, id: number): Promise<void> {
  if (!(await deleteOwned(deps.db, owner, id))) throw new ApiError(404, 'ALERT_NOT_FOUND', 'Alert not found', 'restock.not_found');
}

export async function dismissNotice(deps: Pick<Services, 'db'>, owner: AlertOwner, id: number): Promise<void> {
  if (!(await markSeen(deps.db, owner, id))) throw new ApiError(404, 'ALERT_NOT_FOUND', 'Alert not found', 'restock.not_found');
}

const CODES_PER_REQUEST = 100;

/** Available quantity per sorg and article for the waiting alerts (the upstream books due arrivals first). */
async function availability(deps: Pick<Services, 'upstream'>, alerts: readonly RestockAlert[]): Promise<Map<string, number>> {
  const available = new Map<string, number>();
  const bySorg = Map.groupBy(alerts, (a) => a.sorg);
  for (const [sorg, list] of bySorg) {
    const codes = [...new Set(list.map((a) => a.articleCode))];
    for (let i = 0; i < codes.length; i += CODES_PER_REQUEST) {
      const { stocks } = await deps.upstream.request(StocksDocument, { articleCodes: codes.slice(i, i + CODES_PER_REQUEST), sorg });
      for (const s of stocks) available.set(stockKey(sorg, s.article_code), s.stock.available);
    }
  }
  return available;
}

/**
 * Checks waiting alerts (one owner's, or everybody's) and notifies those whose article is back.
 * Returns how many were notified. A failed e-mail is logged; the notice is in the portal anyway.
 */
export async function sweepRestock(deps: Deps, owner: AlertOwner | null): Promise<number> {
  return notifyArrived(deps, await waiting(deps.db, owner));
}

/** Of these waiting alerts, notifies those whose article is back; returns how many. */
async function notifyArrived(deps: Deps, open: readonly RestockAlert[]): Promise<number> {
  if (open.length === 0) return 0;
  const due = dueAlerts(open, await availability(deps, open));
  const claimed = await claimNotified(deps.db, due.map((a) => a.id));
  for (const alert of claimed) {
    if (!alert.sendEmail || alert.isFakeEmail) continue;
    try {
      await deps.mail.send(restockMail(alert));
    } catch (error) {
      console.warn('[restock] e-mail failed for alert', alert.id, error);
    }
  }
  return claimed.length;
}

/** The e-mail of one arrived alert, in the language of the site the user asked on. */
export function restockMail(alert: RestockAlert & { email: string; name: string }) {
  const locale: Locale = isLocale(alert.locale) ? alert.locale : 'en-us';
  const t = translator(locale);
  const link = `${alert.origin}${localizedPath(locale, alert.productPath.replace(/^\//, ''))}`;
  const params = { name: alert.name, article: alert.articleName, code: alert.articleCode, link };
  return { to: alert.email, subject: t('restock.mail_subject', params), text: t('restock.mail_body', params) };
}

const SWEEP_EVERY_MS = 60_000;
let lastSweep = 0;

/**
 * Everybody's waiting alerts, at most once a minute per server: called from pages dealers open
 * often (home, alert list), so arrivals are found without a scheduler on either runtime.
 */
export function sweepAllNowAndThen(deps: Deps): void {
  const now = Date.now();
  if (now - lastSweep < SWEEP_EVERY_MS) return;
  lastSweep = now;
  inBackground(sweepRestock(deps, null).catch((error: unknown) => console.warn('[restock] sweep failed', error)));
}
