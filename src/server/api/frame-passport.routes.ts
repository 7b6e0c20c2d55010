// The frame passport (decision 0113) as JSON and its warranty certificate as PDF, for any signed-in
// user the passport's rule admits. Everyone else, a malformed serial and an unknown one get the same
// 404 as a path that does not exist: the answer never tells that a frame exists.
import { Hono } from 'hono';
import { languageOf } from '../../domain/locales';
import { readPassport } from '../frame-passport/passport.service';
import { translator } from '../i18n';
import { warrantyFileName, warrantyPdf } from '../retail-sales/warranty.pdf';
import { certificatePassportUrl } from '../retail-sales/warranty-qr';
import { ApiError } from './errors';
import type { AuthedEnv } from './guards';
import { requireUser } from './guards';
import { requestHost } from './request-host';
import { requestLocale } from './request-locale';

const notFound = () => new ApiError(404, 'NOT_FOUND', 'Not found', 'api.error.not_found');

export const framePassportRoutes = new Hono<AuthedEnv>()
  .use('/frames/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'private, no-store');
  })
  .get('/frames/:serial/passport', requireUser, async (c) => {
    const passport = await readPassport(c.var.services, c.var.auth, c.req.param('serial'), languageOf(requestLocale(c)));
    if (!passport) throw notFound();
    return c.json({ data: passport }, 200);
  })
  .get('/frames/:serial/warranty.pdf', requireUser, async (c) => {
    const locale = requestLocale(c);
    const passport = await readPassport(c.var.services, c.var.auth, c.req.param('serial'), languageOf(locale));
    const frame = passport?.registration;
    if (!frame) throw notFound();
    const host = requestHost(c);
    const bytes = await warrantyPdf({ frame, webTitle: host.webTitle, locale, t: translator(locale), passportUrl: certificatePassportUrl(host, new URL(c.req.url), locale, frame.frameNumber) });
    return c.body(bytes.slice().buffer, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${warrantyFileName(frame.frameNumber)}"`,
    });
  });
