// Every /api/* request goes to the Hono app (src/server/api); Astro only routes it there.
import type { APIRoute } from 'astro';
import { api } from '../../server/api';

export const prerender = false;

// clientAddress lets sign-in throttling count failures per address (src/server/api/auth.routes.ts).
export const ALL: APIRoute = (context) => api.fetch(context.request, { clientAddress: context.clientAddress });
