// The restock alert forms of pages (product page, alert list, home): the same services as the API,
// post-redirect-get on success, the message key on failure. Forms work without JavaScript.
import { ARTICLE_CODE } from '../../domain/catalog/restock.rules';
import { localizedPath, type Locale } from '../../domain/locales';
import { sameSitePath } from '../../domain/same-site-path';
import { ApiError } from '../api/errors';
import { formText, readPageForm, UNREADABLE_FORM_KEY } from '../page-form';
import type { Services } from '../services';
import type { AlertOwner } from './restock.repo';
import { askRestock, cancelRestock, dismissNotice } from './restock.service';

export type RestockOutcome = { kind: 'redirect'; to: string } | { kind: 'error'; status: number; messageKey: string };

export interface RestockFormContext {
  services: Pick<Services, 'db' | 'upstream' | 'mail' | 'cache'>;
  owner: AlertOwner;
  sorg: string;
  locale: Locale;
}

const ID = /^[1-9][0-9]{0,9}$/;

/** `back` naming the article asked for, so the page it returns to can say which variant the alert is for. */
function withArticle(back: string, articleCode: string): string {
  const url = new URL(back, 'http://same.site');
  url.searchParams.set('article', articleCode);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Handles one POST of `action` ask | cancel | dismiss; `back` is where a success returns to. */
export async function handleRestockForm(ctx: RestockFormContext, request: Request): Promise<RestockOutcome> {
  const read = await readPageForm(request);
  if (!read.ok) return { kind: 'error', status: 400, messageKey: UNREADABLE_FORM_KEY };
  const action = formText(read.form, 'action');
  const listPath = localizedPath(ctx.locale, 'catalog/restock-alerts');
  const back = sameSitePath(formText(read.form, 'back')) ?? listPath;
  try {
    if (action === 'ask') {
      const articleCode = formText(read.form, 'articleCode').trim();
      if (!ARTICLE_CODE.test(articleCode)) return { kind: 'error', status: 400, messageKey: 'restock.unknown_article' };
      await askRestock(ctx.services, { owner: ctx.owner, sorg: ctx.sorg, articleCode, origin: new URL(request.url).origin, locale: ctx.locale });
      return { kind: 'redirect', to: withArticle(back, articleCode) };
    }
    const id = formText(read.form, 'id');
    if (!ID.test(id)) return { kind: 'error', status: 400, messageKey: 'restock.not_found' };
    if (action === 'cancel') {
      await cancelRestock(ctx.services, ctx.owner, Number(id));
      return { kind: 'redirect', to: `${listPath}?done=cancelled` };
    }
    if (action === 'dismiss') {
      await dismissNotice(ctx.services, ctx.owner, Number(id));
      return { kind: 'redirect', to: back };
    }
    return { kind: 'error', status: 400, messageKey: UNREADABLE_FORM_KEY };
  } catch (error) {
    if (error instanceof ApiError) return { kind: 'error', status: error.status, messageKey: error.messageKey };
    throw error;
  }
}
