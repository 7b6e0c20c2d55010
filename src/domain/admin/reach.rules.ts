// Which roles and group roles an administrator may hand out: only those that grant nothing the
// administrator does not hold (decision 0030). A permission the portal itself never checks (one an
// administrator created for another system) is every administrator's to grant (decision 0106).
// Lists, filters and writes all go through this rule.

export interface RoleGrant {
  id: number;
  scopes: readonly string[];
}

export interface GroupRoleGrant {
  id: number;
  roleIds: readonly number[];
}

export interface AdminReach {
  roleIds: ReadonlySet<number>;
  groupRoleIds: ReadonlySet<number>;
  /** How many roles and group roles exist: reaching all of them filters nothing. */
  totals: { roles: number; groupRoles: number };
  /** Set for an administrator of one site's users: only users whose every area lies in this sales organisation. */
  siteSorg?: string | undefined;
}

/** Whether a scope is the portal's own (the route table or the API checks it). */
export type BuiltInScope = (scope: string) => boolean;

/** An administrator may grant a scope the portal checks only when holding it; any other scope always. */
export function mayGrantScope(held: ReadonlySet<string>, scope: string, isBuiltIn: BuiltInScope): boolean {
  return held.has(scope) || !isBuiltIn(scope);
}

export function adminReach(adminScopes: readonly string[], roles: readonly RoleGrant[], groupRoles: readonly GroupRoleGrant[], isBuiltIn: BuiltInScope = () => true): AdminReach {
  const held = new Set(adminScopes);
  const roleIds = new Set(roles.filter((role) => role.scopes.every((scope) => mayGrantScope(held, scope, isBuiltIn))).map((role) => role.id));
  const groupRoleIds = new Set(groupRoles.filter((group) => group.roleIds.every((id) => roleIds.has(id))).map((group) => group.id));
  return { roleIds, groupRoleIds, totals: { roles: roles.length, groupRoles: groupRoles.length } };
}

/** A user is the administrator's to see and change when every role and the group role are within reach. */
export function withinReach(reach: AdminReach, roleIds: readonly number[], groupRoleId: number | null): boolean {
  return roleIds.every((id) => reach.roleIds.has(id)) && (groupRoleId === null || reach.groupRoleIds.has(groupRoleId));
}

export const USER_MANAGEMENT = 'page.user-management';
export const USER_MANAGEMENT_US = 'page.user-management-us';

/** `page.user-management-us` alone administers users on the US site only. */
export function mayAdministerOnHost(scopes: readonly string[], hostKey: string): boolean {
  if (scopes.includes(USER_MANAGEMENT)) return true;
  return scopes.includes(USER_MANAGEMENT_US) && hostKey === 'us';
}

/** The sales organisation an administrator with only the US scope is held to (decision 0053); none for the others. */
export function siteOnlySorg(scopes: readonly string[], hostSorg: string): string | undefined {
  return scopes.includes(USER_MANAGEMENT) ? undefined : hostSorg;
}
