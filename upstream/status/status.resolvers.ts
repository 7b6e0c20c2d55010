// Server status per host (maintenance switch), read by the portal's edge on every request.
import { eq, inArray, ne } from 'drizzle-orm';
import { serverStatuses } from '../db/schema/status';
import type { UpstreamContext } from '../db/client';
import { inputError, type RootResolvers } from '../resolvers';

const ALL_HOSTS = '*';
const STATUSES = ['online', 'maintenance'] as const;

interface ServerStatus {
  host: string | null;
  status: string;
  message: string | null;
  updatedAt: string | null;
}

async function serverStatus(args: { host: string }, ctx: UpstreamContext): Promise<ServerStatus> {
  const rows = await ctx.db.select().from(serverStatuses).where(inArray(serverStatuses.host, [args.host, ALL_HOSTS]));
  const row = rows.find((r) => r.host === args.host) ?? rows.find((r) => r.host === ALL_HOSTS);
  if (!row) return { host: args.host, status: 'online', message: null, updatedAt: null };
  return { host: args.host, status: row.status, message: row.message, updatedAt: row.updatedAt };
}

async function setServerStatus(args: { host?: string | null; status: string; message?: string | null }, ctx: UpstreamContext): Promise<ServerStatus> {
  if (!(STATUSES as readonly string[]).includes(args.status)) throw inputError(`status must be one of ${STATUSES.join(', ')}`, 'status');
  const host = args.host?.trim() || ALL_HOSTS;
  const row = { host, status: args.status, message: args.message?.trim() || null, updatedAt: new Date().toISOString() };
  await ctx.db.transaction(async (tx) => {
    // Setting every host at once clears the per-host overrides, so "every host" really holds.
    if (host === ALL_HOSTS) await tx.delete(serverStatuses).where(ne(serverStatuses.host, ALL_HOSTS));
    await tx.insert(serverStatuses).values(row).onConflictDoUpdate({ target: serverStatuses.host, set: row });
  });
  const [saved] = await ctx.db.select().from(serverStatuses).where(eq(serverStatuses.host, host));
  return { host: host === ALL_HOSTS ? null : host, status: saved?.status ?? row.status, message: saved?.message ?? null, updatedAt: saved?.updatedAt ?? null };
}

export const statusQueries: RootResolvers = { serverStatus };
export const statusMutations: RootResolvers = { setServerStatus };
