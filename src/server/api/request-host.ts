// The host configuration of an /api request (its sorg and settings), as the edge resolves it for pages.
import type { Context } from 'hono';
import { resolveHost } from '../../content/hosts/index';
import type { HostConfig } from '../../domain/hosts.types';
import { serverEnv } from '../env';

export function requestHost(c: Context): HostConfig {
  return resolveHost(new URL(c.req.url).hostname, serverEnv().DEFAULT_HOST);
}
