import type { MiddlewareHandler } from 'astro';
import { localizedPath, type Locale } from '../../domain/locales.ts';
import { t } from '../i18n.ts';
import { classifyPath, type PathKind } from './paths.ts';
import type { ServerStatus, StatusSource } from './status-cache.ts';

export type MaintenanceDecision =
  | { action: 'pass' }
  | { action: 'redirect'; to: string }
  | { action: 'unavailable' };

const HEALTH_PATH = '/api/health';

/** What the maintenance rule (docs/requirements.md#maintenance, "Server status") does with one request. */
export function maintenanceDecision(path: PathKind, status: ServerStatus): MaintenanceDecision {
  const online = status.status === 'online';
  if (path.kind === 'api') {
    return online || path.path === HEALTH_PATH ? { action: 'pass' } : { action: 'unavailable' };
  }
  if (path.kind !== 'page') return { action: 'pass' };
  const onMaintenancePage = path.rest === 'maintenance';
  if (online && onMaintenancePage) return { action: 'redirect', to: localizedPath(path.locale, 'login') };
  if (!online && !onMaintenancePage) {
    return { action: 'redirect', to: localizedPath(path.locale, 'maintenance') };
  }
  return { action: 'pass' };
}

/** Whether the rule needs the server status at all (never for assets or /api/health). */
export function needsStatus(path: PathKind): boolean {
  return path.kind === 'page' || (path.kind === 'api' && path.path !== HEALTH_PATH);
}

/** The API's 503 while the host is in maintenance (the message in the host's default locale). */
export function apiUnavailable(status: ServerStatus, locale: Locale): Response {
  const message = status.message ?? t(locale, 'maintenance.unavailable');
  return Response.json(
    { error: { code: 'MAINTENANCE', message } },
    { status: 503, headers: { 'retry-after': '5', 'cache-control': 'no-store' } },
  );
}

/**
 * Step 3: while the host's server status is not online every page goes to
 * `/{locale}/maintenance` and the API answers 503 (except /api/health); once online the
 * maintenance page sends visitors to `/{locale}/login`.
 */
export function createMaintenanceStep(statusOf: StatusSource): MiddlewareHandler {
  return async (context, next) => {
    const path = classifyPath(context.url.pathname);
    if (!needsStatus(path)) return next();
    const status = await statusOf(context.locals.host.sorg);
    const decision = maintenanceDecision(path, status);
    if (decision.action === 'redirect') {
      return new Response(null, {
        status: 302,
        headers: { location: decision.to, 'cache-control': 'no-store' },
      });
    }
    if (decision.action === 'unavailable') return apiUnavailable(status, context.locals.host.defaultLocale);
    if (status.status !== 'online') context.locals.serverStatus = status;
    return next();
  };
}
