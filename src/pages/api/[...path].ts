// Every /api/* request goes to the Hono app (src/server/api). The edge's apiStep normally answers
// first; this route is the mount point Astro knows about.
import type { APIRoute } from 'astro';
import { serveApi } from '../../server/edge/api.step.ts';

export const prerender = false;

export const ALL: APIRoute = (context) => serveApi(context);
