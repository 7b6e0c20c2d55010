// POST /api/language: the upstream's changeLanguage, the portal user's language and the locale cookie.
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import { z } from 'zod';
import { users } from '../../../db/schema';
import { isLocale, languageOf, LOCALE_COOKIE } from '../../domain/locales';
import { ChangeLanguageDocument } from '../upstream/generated';
import type { AuthedEnv } from './guards';
import { requireUser } from './guards';
import { languageChangeFailed } from './shell.errors';
import { validate } from './validate';

const ONE_YEAR_S = 365 * 24 * 3600;

const languageBody = z.object({
  locale: z.string().refine(isLocale, { message: 'Unknown language' }),
});

export const languageRoutes = new Hono<AuthedEnv>().post('/language', requireUser, validate('json', languageBody), async (c) => {
  const { locale } = c.req.valid('json');
  if (!isLocale(locale)) throw languageChangeFailed();
  const language = languageOf(locale);
  const { upstream, db } = c.var.services;
  const userId = c.var.auth.sub;
  const result = await upstream.request(ChangeLanguageDocument, { id: language, userId }).catch(() => null);
  if (!result?.changeLanguage.message.status) throw languageChangeFailed();
  await db.update(users).set({ language }).where(eq(users.id, Number(userId)));
  setCookie(c, LOCALE_COOKIE, locale, { path: '/', maxAge: ONE_YEAR_S, sameSite: 'Lax', secure: new URL(c.req.url).protocol === 'https:' });
  return c.json({ locale, language }, 200);
});
