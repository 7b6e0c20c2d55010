// GET and PUT /api/profile: the signed-in user's own name, e-mail, language and password
// (scope profile.update). Field issues are keys with their words, as on every route (validate.ts).
import { Hono } from 'hono';
import { profileSchema } from '../profile/profile.schema';
import { readProfile, updateProfile } from '../profile/profile.service';
import { isMessageKey, t } from '../i18n';
import { clientAddress } from './client-address';
import type { AppEnv } from './env';
import { ApiError, envelope } from './errors';
import { requireScopes } from './guards';
import { validate, VALIDATION_MESSAGE } from './validate';

const english = (key: string): string => (isMessageKey(key) ? t('en-us', key) : key);

const passwordLocked = () => new ApiError(429, 'PASSWORD_LOCKED', english('profile.password_locked'), 'profile.password_locked');
const notFound = () => new ApiError(404, 'NOT_FOUND', 'Not found', 'api.error.not_found');

export const profileRoutes = new Hono<AppEnv>()
  .get('/profile', requireScopes('profile.update'), async (c) => {
    const profile = await readProfile(c.var.services.db, Number(c.var.auth.sub));
    if (!profile) throw notFound();
    c.header('Cache-Control', 'no-store');
    return c.json({ profile }, 200);
  })
  .put('/profile', requireScopes('profile.update'), validate('json', profileSchema), async (c) => {
    const who = { userId: Number(c.var.auth.sub), address: clientAddress(c), sessionId: c.var.auth.sid };
    const result = await updateProfile(c.var.services.db, who, c.req.valid('json'));
    if (!result.ok && result.field === null) throw notFound();
    if (!result.ok && result.messageKey === 'profile.password_locked') throw passwordLocked();
    if (!result.ok) {
      const issues = [{ path: result.field, message: result.messageKey }];
      return c.json(envelope('VALIDATION', VALIDATION_MESSAGE, 'api.error.validation', issues), 400);
    }
    return c.json({ profile: result.profile }, 200);
  });
