// Every /api/* request goes to the Hono app (src/server/api); Astro only routes it there.
import type { APIRoute } from 'astro';
import { api } from '../../server/api';

export const prerender = false;

export const ALL: APIRoute = (context) => api.fetch(context.request);
