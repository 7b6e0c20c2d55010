// The US user screens (/admin/users/create-us, {id}/edit-us, {id}/copy-us; decision 0053) administer
// the users of one country site: every user area lies in the site's sales organisation.
import type { UserAreaInput } from './user.schema';

export type SiteAreas = { ok: true; areas: UserAreaInput[] } | { ok: false; index: number };

/** A blank sales organisation becomes the site's; any other than the site's is refused. */
export function siteAreas(areas: readonly UserAreaInput[], sorg: string): SiteAreas {
  const index = areas.findIndex((a) => a.sorg !== '' && a.sorg !== sorg);
  if (index >= 0) return { ok: false, index };
  return { ok: true, areas: areas.map((a) => ({ ...a, sorg })) };
}

/** A user of the site: every area in its sales organisation (a user without areas too). */
export function isSiteUser(areas: readonly Pick<UserAreaInput, 'sorg'>[], sorg: string): boolean {
  return areas.every((a) => a.sorg === sorg);
}
