// POST /api/notification/subscriptions: stores the browser's push subscription for the signed-in
// user (feature WEB_NOTIFICATION). The same endpoint again moves to the current user.
import { Hono } from 'hono';
import { z } from 'zod';
import { pushSubscriptions } from '../../../db/schema';
import { resolveHost } from '../../content/hosts/index';
import { isFlagOn } from '../../domain/feature-flags';
import { serverEnv } from '../env';
import { featureOff } from './shell.errors';
import type { AuthedEnv } from './guards';
import { requireUser } from './guards';
import { validate } from './validate';

const base64url = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/, 'Must be base64url').max(512);

export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https$/ }).max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64url, auth: base64url }),
});

export const pushRoutes = new Hono<AuthedEnv>().post('/notification/subscriptions', requireUser, validate('json', pushSubscriptionSchema), async (c) => {
  const host = resolveHost(new URL(c.req.url).hostname, serverEnv().DEFAULT_HOST);
  if (!isFlagOn(host.features, 'WEB_NOTIFICATION')) throw featureOff();
  const { endpoint, keys } = c.req.valid('json');
  const userId = Number(c.var.auth.sub);
  const row = { userId, endpoint, p256dh: keys.p256dh, auth: keys.auth };
  await c.var.services.db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId, p256dh: keys.p256dh, auth: keys.auth } });
  return c.json({ subscribed: true }, 201);
});
