// GET /api/images/{key}.svg: the generated drawing of a demo product image. Public (a picture of a
// catalogue item says nothing about a dealer); immutable, so browsers and the edge keep it a year.
import { Hono } from 'hono';
import { productSvg } from '../catalog/product-image';
import { ApiError } from './errors';
import type { AppEnv } from './env';

const KEY = /^(?:[a-z0-9-]{1,80}\/){1,3}[a-z0-9-]{1,120}$/;

export const imagesRoutes = new Hono<AppEnv>().get('/images/*', (c) => {
  const path = c.req.path.replace(/^.*?\/images\//, '');
  const key = path.replace(/\.svg$/, '');
  if (!path.endsWith('.svg') || !KEY.test(key)) throw new ApiError(404, 'NOT_FOUND', 'Not found', 'api.error.not_found');
  const label = key.split('/').slice(1).join(' ').replace(/-/g, ' ');
  c.header('Content-Type', 'image/svg+xml; charset=utf-8');
  c.header('Cache-Control', 'public, max-age=31536000, immutable');
  return c.body(productSvg(key, label), 200);
});
