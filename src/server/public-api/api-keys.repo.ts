// The only module that touches api_keys: create, list, revoke, and the per-request look-up by hash.
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { PortalDb } from '../../../db/client';
import { apiKeys } from '../../../db/schema/api-keys';
import { users } from '../../../db/schema/identity';
import type { ApiKeyAccess } from '../../domain/public-api/api-key.rules';

export interface ApiKeyRow {
  id: number;
  name: string;
  access: ApiKeyAccess;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  createdByName: string;
}

/** What a request with a valid key acts as. */
export interface ActiveKey {
  id: number;
  custR3: string;
  custIsr: string | null;
  access: ApiKeyAccess;
  scopes: string[];
  createdBy: number;
  creatorLanguage: string;
}

export interface NewKey {
  custR3: string;
  custIsr: string | null;
  name: string;
  access: ApiKeyAccess;
  scopes: readonly string[];
  prefix: string;
  secretHash: string;
  createdBy: number;
}

const asAccess = (value: string): ApiKeyAccess => (value === 'order' ? 'order' : 'read');

export async function insertKey(db: PortalDb, key: NewKey): Promise<number> {
  const [row] = await db
    .insert(apiKeys)
    .values({ ...key, scopes: JSON.stringify(key.scopes) })
    .returning({ id: apiKeys.id });
  if (!row) throw new Error('api key insert returned no row');
  return row.id;
}

export async function countActiveKeys(db: PortalDb, custR3: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(apiKeys).where(and(eq(apiKeys.custR3, custR3), isNull(apiKeys.revokedAt)));
  return row?.n ?? 0;
}

/** The customer's keys, newest first, revoked ones included (they show as revoked). */
export async function listKeys(db: PortalDb, custR3: string): Promise<ApiKeyRow[]> {
  const rows = await db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      access: apiKeys.access,
      prefix: apiKeys.prefix,
      createdAt: apiKeys.createdAt,
      lastUsedAt: apiKeys.lastUsedAt,
      revokedAt: apiKeys.revokedAt,
      createdByName: users.name,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.createdBy))
    .where(eq(apiKeys.custR3, custR3))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))
    .limit(100);
  return rows.map((row) => ({ ...row, access: asAccess(row.access) }));
}

/** Revokes one of the customer's keys; false when it is not theirs or already revoked. */
export async function revokeKey(db: PortalDb, custR3: string, keyId: number, by: number): Promise<boolean> {
  const revoked = await db
    .update(apiKeys)
    .set({ revokedAt: new Date(), revokedBy: by })
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.custR3, custR3), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return revoked.length > 0;
}

/** The key with this hash if it is not revoked and its creator is not disabled. */
export async function findActiveKey(db: PortalDb, secretHash: string): Promise<ActiveKey | null> {
  const [row] = await db
    .select({
      id: apiKeys.id,
      custR3: apiKeys.custR3,
      custIsr: apiKeys.custIsr,
      access: apiKeys.access,
      scopes: apiKeys.scopes,
      createdBy: apiKeys.createdBy,
      creatorLanguage: users.language,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.createdBy))
    .where(and(eq(apiKeys.secretHash, secretHash), isNull(apiKeys.revokedAt), isNull(users.disabledAt)))
    .limit(1);
  if (!row) return null;
  return { ...row, access: asAccess(row.access), scopes: JSON.parse(row.scopes) as string[] };
}

export async function touchKey(db: PortalDb, keyId: number, at: Date): Promise<void> {
  await db.update(apiKeys).set({ lastUsedAt: at }).where(eq(apiKeys.id, keyId));
}
