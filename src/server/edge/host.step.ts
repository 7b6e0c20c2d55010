import type { MiddlewareHandler } from 'astro';
import { resolveHost } from '../../content/hosts/index.ts';
import { serverEnv } from '../env.ts';

/** Step 1: the host configuration for the request's hostname (localhost → DEFAULT_HOST or US). */
export const hostStep: MiddlewareHandler = (context, next) => {
  context.locals.host = resolveHost(context.url.hostname, serverEnv().DEFAULT_HOST);
  return next();
};
