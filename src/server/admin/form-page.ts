// What every administrator's create and edit page does first (signed in, never cached, the list it
// returns to) and with its POST (saved: back to the list with a notice; refused: the form again with
// its messages and status). Roles, group roles, permissions, banners, announcements and sales documents.
import type { AstroGlobal } from 'astro';
import type { PortalDb } from '../../../db/client';
import { localizedPath, type Locale } from '../../domain/locales';
import { isMessageKey, translator, type Translate } from '../i18n';
import { getServices } from '../services';
import { shellUserOf } from '../shell/shell-context';
import type { ShellUser } from '../shell/shell-user';

export interface AdminFormPage {
  locale: Locale;
  t: Translate;
  user: ShellUser;
  db: PortalDb;
  /** The list page, localized. */
  list: string;
}

export type FormOutcome<V> =
  | { kind: 'saved'; id: number }
  | { kind: 'invalid'; messageKey: string; errors: Record<string, string>; values: V; status: number };

export interface FormState<V> {
  values: V;
  errors: Record<string, string>;
  error: string | null;
}

/** The page's start, or the redirect to sign in. */
export function adminFormPage(astro: AstroGlobal, listPath: string): AdminFormPage | Response {
  const { locale } = astro.locals;
  const user = shellUserOf(astro.locals);
  if (!user) return astro.redirect(localizedPath(locale, 'login'));
  astro.response.headers.set('Cache-Control', 'private, no-store');
  return { locale, t: translator(locale), user, db: getServices().db, list: localizedPath(locale, listPath) };
}

/**
 * On a POST, runs `handle`: saved answers the redirect to the list; otherwise the form's state, the
 * values sent laid over the initial ones (a file field the browser cannot send back keeps its value).
 */
export async function adminFormState<V extends object>(
  astro: AstroGlobal, page: AdminFormPage, initial: V, handle: (request: Request) => Promise<FormOutcome<V>>, errors: Record<string, string> = {},
): Promise<FormState<V> | Response> {
  if (astro.request.method !== 'POST') return { values: initial, errors, error: null };
  const outcome = await handle(astro.request);
  if (outcome.kind === 'saved') return astro.redirect(`${page.list}?done=saved`, 303);
  astro.response.status = outcome.status;
  return { values: { ...initial, ...outcome.values }, errors: outcome.errors, error: isMessageKey(outcome.messageKey) ? page.t(outcome.messageKey) : page.t('account.check_input') };
}
