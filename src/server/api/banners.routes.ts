import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from './env';
import { ApiError } from './errors';
import { validate } from './validate';

const bannerParams = z.object({
  file: z.string().regex(/^[a-z0-9][a-z0-9._-]{0,120}\.(svg|png|jpe?g|webp|gif)$/i, 'Unknown banner file'),
});

/**
 * GET /api/banners/:file: a banner image (`bannerFile` of a banner row) from the blob store. Public
 * like any image on the page; SVG is sandboxed so a crafted upload cannot run script.
 */
export const bannersRoutes = new Hono<AppEnv>().get('/banners/:file', validate('param', bannerParams), async (c) => {
  const { file } = c.req.valid('param');
  const stored = await c.var.services.blob.get(`banners/${file}`);
  if (!stored) throw new ApiError(404, 'NOT_FOUND', 'Not found', 'api.error.not_found');
  return c.body(stored.body as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': stored.contentType,
    'Cache-Control': 'public, max-age=3600',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    'X-Content-Type-Options': 'nosniff',
  });
});
