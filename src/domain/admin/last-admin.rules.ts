// The last-administrator rule: no change to users, roles, group roles or permissions may
// leave the portal without an enabled user who holds page.user-management, or nobody could repair it.

export const USER_ADMIN_SCOPE = 'page.user-management';

export interface GrantState {
  /** Enabled users' roles. */
  userRoles: readonly { userId: number; roleId: number }[];
  roleScopes: ReadonlyMap<number, readonly string[]>;
}

export function administratorIds(state: GrantState): Set<number> {
  const adminRoles = new Set([...state.roleScopes].filter(([, scopes]) => scopes.includes(USER_ADMIN_SCOPE)).map(([id]) => id));
  return new Set(state.userRoles.filter((link) => adminRoles.has(link.roleId)).map((link) => link.userId));
}

/** Changes as functions from the state before to the state after. */
export const change = {
  roleScopes: (roleId: number, scopes: readonly string[]) => (s: GrantState): GrantState => ({ ...s, roleScopes: new Map([...s.roleScopes, [roleId, scopes]]) }),
  roleDeleted: (roleId: number) => (s: GrantState): GrantState => ({
    userRoles: s.userRoles.filter((l) => l.roleId !== roleId),
    roleScopes: new Map([...s.roleScopes].filter(([id]) => id !== roleId)),
  }),
  permissionDeleted: (scope: string) => (s: GrantState): GrantState => ({
    ...s,
    roleScopes: new Map([...s.roleScopes].map(([id, scopes]) => [id, scopes.filter((x) => x !== scope)])),
  }),
  userRoles: (userId: number, roleIds: readonly number[]) => (s: GrantState): GrantState => ({
    ...s,
    userRoles: [...s.userRoles.filter((l) => l.userId !== userId), ...roleIds.map((roleId) => ({ userId, roleId }))],
  }),
  userDeleted: (userId: number) => (s: GrantState): GrantState => ({ ...s, userRoles: s.userRoles.filter((l) => l.userId !== userId) }),
};

/** True when the change keeps at least one administrator (or there was none to keep). */
export function keepsAnAdministrator(before: GrantState, apply: (s: GrantState) => GrantState): boolean {
  if (administratorIds(before).size === 0) return true;
  return administratorIds(apply(before)).size > 0;
}
