// Creating and revoking API keys for the customer a dealer's administrator belongs to. The secret
// leaves this module once, in the answer to `createApiKey`; only its SHA-256 is stored.
import type { PortalDb } from '../../../db/client';
import { auditLog } from '../../../db/schema/platform';
import { KEY_PREFIX, MAX_ACTIVE_KEYS, SHOWN_PREFIX_LENGTH, keyScopes, mayCreate, type ApiKeyForm } from '../../domain/public-api/api-key.rules';
import { encodeBase64Url } from '../auth/base64url';
import type { CustCode } from '../auth/claims';
import { countActiveKeys, insertKey, revokeKey } from './api-keys.repo';

export interface KeyCreator {
  userId: number;
  scopes: readonly string[];
  customer: CustCode;
}

export type CreateOutcome = { kind: 'created'; id: number; secret: string } | { kind: 'refused'; messageKey: 'api_keys.limit_reached' | 'api_keys.access_not_allowed' };

export async function sha256Hex(value: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

export function newSecret(): string {
  return KEY_PREFIX + encodeBase64Url(crypto.getRandomValues(new Uint8Array(32)));
}

export async function createApiKey(db: PortalDb, creator: KeyCreator, form: ApiKeyForm): Promise<CreateOutcome> {
  if (!mayCreate(form.access, creator.scopes)) return { kind: 'refused', messageKey: 'api_keys.access_not_allowed' };
  if ((await countActiveKeys(db, creator.customer.r3)) >= MAX_ACTIVE_KEYS) return { kind: 'refused', messageKey: 'api_keys.limit_reached' };
  const secret = newSecret();
  const id = await insertKey(db, {
    custR3: creator.customer.r3,
    custIsr: creator.customer.isr,
    name: form.name,
    access: form.access,
    scopes: keyScopes(form.access, creator.scopes),
    prefix: secret.slice(0, SHOWN_PREFIX_LENGTH),
    secretHash: await sha256Hex(secret),
    createdBy: creator.userId,
  });
  await audit(db, creator, 'api_key.create', id, { name: form.name, access: form.access });
  return { kind: 'created', id, secret };
}

export async function revokeApiKey(db: PortalDb, actor: Omit<KeyCreator, 'scopes'>, keyId: number): Promise<boolean> {
  const done = await revokeKey(db, actor.customer.r3, keyId, actor.userId);
  if (done) await audit(db, actor, 'api_key.revoke', keyId, {});
  return done;
}

async function audit(db: PortalDb, actor: Omit<KeyCreator, 'scopes'>, action: string, keyId: number, detail: Record<string, string>): Promise<void> {
  await db.insert(auditLog).values({ userId: actor.userId, actingR3: actor.customer.r3, action, entity: 'api_key', entityId: String(keyId), detail: JSON.stringify(detail) });
}
