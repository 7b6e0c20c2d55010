// The US user screens and /api/admin/users-us (decision 0053): the same services as /admin/users,
// limited to the users of the US site and open to holders of page.user-management-us on that site.
import { hostByKey } from '../../content/hosts';
import { isSiteUser, siteAreas } from '../../domain/admin/site-users.rules';
import type { UserFormInput } from '../../domain/admin/user.schema';
import { ApiError } from '../api/errors';
import { customerData } from '../auth/customers.service';
import { isUpstreamError, type UpstreamClient } from '../upstream';
import type { UserRecord } from './users.repo';
import { adminContext, createUserFor, updateUserFor, userFor, type AdminActor, type AdminDeps, type SavedUser } from './users.service';

/** The sales organisation of the US site. */
export const US_SORG = hostByKey('us')?.sorg ?? 'US01';

function withSiteAreas(input: UserFormInput, sorg: string): UserFormInput {
  const areas = siteAreas(input.userAreas, sorg);
  if (!areas.ok) {
    const key = 'admin.users.site_sorg_only';
    throw new ApiError(400, 'SITE_SORG_ONLY', 'Only user areas of the US site', key, [{ path: `userAreas.${areas.index}.sorg`, message: key }]);
  }
  return { ...input, userAreas: areas.areas };
}

/** A US user within reach: areas and customers (seeded accounts have customers only) in the site's sorg; 404 for anyone else. */
export async function siteUserFor(deps: Pick<AdminDeps, 'db' | 'upstream'>, actor: AdminActor, id: number, sorg = US_SORG): Promise<UserRecord> {
  const notFound = () => new ApiError(404, 'NOT_FOUND', 'Not found', 'api.error.not_found');
  const user = await userFor(deps.db, await adminContext(deps.db, actor), id);
  if (!isSiteUser(user.areas, sorg)) throw notFound();
  const covered = new Set(user.areas.map((a) => a.value));
  for (const r3 of user.customerCodes.filter((code) => !covered.has(code))) {
    if (!(await customerSorgs(deps.upstream, r3)).includes(sorg)) throw notFound();
  }
  return user;
}

/** Of these users, the ones the US screens serve (the list links them to copy-us). */
export async function siteUserIds(deps: Pick<AdminDeps, 'db' | 'upstream'>, actor: AdminActor, ids: readonly number[], sorg = US_SORG): Promise<Set<number>> {
  const served = await Promise.all(
    ids.map(async (id) => {
      try {
        await siteUserFor(deps, actor, id, sorg);
        return id;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    }),
  );
  return new Set(served.filter((id): id is number => id !== null));
}

async function customerSorgs(upstream: UpstreamClient, r3: string): Promise<string[]> {
  try {
    return (await customerData(upstream, { r3, isr: null }))?.sorgs ?? [];
  } catch (error) {
    if (isUpstreamError(error)) throw new ApiError(502, 'UPSTREAM', 'Connection failed, please refresh this page or contact support.', 'admin.users.upstream_failed');
    throw error;
  }
}

export function createSiteUser(deps: AdminDeps, actor: AdminActor, input: UserFormInput, sorg = US_SORG): Promise<SavedUser> {
  return createUserFor(deps, actor, withSiteAreas(input, sorg));
}

export async function updateSiteUser(deps: AdminDeps, actor: AdminActor, id: number, input: UserFormInput, sorg = US_SORG): Promise<SavedUser> {
  await siteUserFor(deps, actor, id, sorg);
  return updateUserFor(deps, actor, id, withSiteAreas(input, sorg));
}
