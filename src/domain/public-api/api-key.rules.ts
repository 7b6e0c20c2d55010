// Rules of the public API's keys (decision 0075): who may manage them, what a key may do,
// what a key looks like. Pure: the server generates and hashes secrets, the key page and the API
// both read these rules.
import { z } from 'zod';
import { notEmpty, text } from '../validation';

export const API_KEY_ACCESS = ['read', 'order'] as const;
export type ApiKeyAccess = (typeof API_KEY_ACCESS)[number];

/** What a read-only key may call: catalogue, orders and deliveries, invoices. */
export const READ_SCOPES = ['page.catalog', 'page.order-status', 'page.invoice-status'] as const;
/** The portal scope of the cart and checkout; an ordering key holds it besides the read scopes. */
export const ORDER_SCOPE = 'cart.display-order-qty';

/** Secrets are `spk_` and 43 base64url characters (32 random bytes). */
export const KEY_PREFIX = 'spk_';
const SECRET = /^spk_[A-Za-z0-9_-]{43}$/;
/** Characters of the secret kept in clear so the list can tell keys apart. */
export const SHOWN_PREFIX_LENGTH = 12;
/** Active keys per customer: enough for a till, a web shop and a spare; more is a sign of leaks. */
export const MAX_ACTIVE_KEYS = 10;
export const KEY_NAME_MAX = 60;

/** The portal scopes a key gets: its access level, narrowed to what its creator holds. */
export function keyScopes(access: ApiKeyAccess, creatorScopes: readonly string[]): string[] {
  const wanted: string[] = access === 'order' ? [...READ_SCOPES, ORDER_SCOPE] : [...READ_SCOPES];
  return wanted.filter((scope) => creatorScopes.includes(scope));
}

/** Who the dealer's administrator is for keys (decision 0075): the customer's own dealer user who may order. */
export function mayManageApiKeys(user: { scp: readonly string[]; flags: { isCustomer: boolean } }): boolean {
  return user.flags.isCustomer && user.scp.includes(ORDER_SCOPE);
}

/** An ordering key needs a creator who may order; a read key needs at least one read scope. */
export function mayCreate(access: ApiKeyAccess, creatorScopes: readonly string[]): boolean {
  const scopes = keyScopes(access, creatorScopes);
  return access === 'order' ? scopes.includes(ORDER_SCOPE) : scopes.length > 0;
}

/** The secret in `Authorization: Bearer spk_...` or `X-Api-Key: spk_...`, or null. */
export function secretFrom(authorization: string | undefined, apiKeyHeader: string | undefined): string | null {
  const bearer = /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? '')?.[1];
  const candidate = bearer ?? apiKeyHeader?.trim();
  return candidate && SECRET.test(candidate) ? candidate : null;
}

/** Whether a bearer credential is meant as an API key (so a wrong key is told apart from a missing one). */
export const looksLikeApiKey = (authorization: string | undefined, apiKeyHeader: string | undefined): boolean =>
  /^Bearer\s+spk_/i.test(authorization?.trim() ?? '') || (apiKeyHeader?.trim().startsWith(KEY_PREFIX) ?? false);

export const apiKeyFormSchema = z.object({
  name: notEmpty.pipe(text).pipe(z.string().max(KEY_NAME_MAX, { error: 'api_keys.name_too_long' })),
  access: z.enum(API_KEY_ACCESS, { error: 'validation.required' }),
});
export type ApiKeyForm = z.infer<typeof apiKeyFormSchema>;

export const revokeFormSchema = z.object({ keyId: z.coerce.number().int().positive() });
