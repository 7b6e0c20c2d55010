// Admin content routes need a configured content target market of their area's type
// (docs/requirements.md#content-target-markets); pages redirect to /error/admin, the API answers 409 NO_DATA.
import { createMiddleware } from 'hono/factory';
import type { ContentArea } from '../../domain/route.types';
import { marketCounts } from '../content/target-market';
import type { AppEnv } from './env';
import { ApiError } from './errors';

export function requireContentMarkets(area: ContentArea) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const counts = await marketCounts(c.var.services.db, c.var.services.cache);
    if (counts[area] < 1) throw new ApiError(409, 'NO_DATA', 'You need to have the correct configuration, to access the data. Please contact support.', 'error.admin_message');
    await next();
  });
}
