// The caller's address for throttling (sign-in, the profile's current-password check).
import type { Context } from 'hono';

/** The socket address from the adapter (Astro and the Node fast path pass it as env), else Cloudflare's header. */
export function clientAddress(c: Context): string {
  const env = c.env as { clientAddress?: unknown } | undefined;
  if (typeof env?.clientAddress === 'string' && env.clientAddress) return env.clientAddress;
  return c.req.header('cf-connecting-ip') ?? 'unknown';
}
