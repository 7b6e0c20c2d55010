// User administration rules: the form and list inputs with the spec's messages, the administrator's
// reach (decision 0030), generated passwords and the refresh mark of a changed user (decision 0031).
import { describe, expect, it } from 'vitest';
import { administratorIds, change, keepsAnAdministrator, USER_ADMIN_SCOPE } from '../../src/domain/admin/last-admin.rules';
import { adminReach, withinReach } from '../../src/domain/admin/reach.rules';
import { userForm, userListQuery } from '../../src/domain/admin/user.schema';
import { password } from '../../src/domain/validation';
import { generatePassword } from '../../src/server/admin/password-generator';
import { clearRefreshMark, markSessionsForRefresh, needsRefresh } from '../../src/server/auth/refresh-marks';
import { signAccessToken } from '../../src/server/auth/tokens';
import { verifyAccessTokenOnce } from '../../src/server/edge/verified-tokens';

const base = { name: 'Sam Rivera', username: 'sam.rivera', email: 'Sam@Bikes.example', language: 'en', roleIds: [2] };
const issuesOf = (input: unknown) => {
  const parsed = userForm.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('the user form input', () => {
  it('accepts a minimal user, lower-cases the e-mail and leaves the password to the generator', () => {
    const parsed = userForm.parse(base);
    expect(parsed.email).toBe('sam@bikes.example');
    expect(parsed.password).toBeUndefined();
    expect(parsed.userAreas).toEqual([]);
  });

  it('names the spec’s messages: required roles, e-mail, text rule, password rules and confirmation', () => {
    expect(issuesOf({ ...base, roleIds: [] })).toEqual(['roleIds:validation.required']);
    expect(issuesOf({ ...base, email: 'sam@' })).toEqual(['email:validation.email']);
    expect(issuesOf({ ...base, name: 'Sam <script>' })).toEqual(['name:validation.text']);
    expect(issuesOf({ ...base, name: '   ' })).toEqual(['name:validation.not_empty']);
    expect(issuesOf({ ...base, password: 'short1A', confirmPassword: 'short1A' })).toEqual(['password:validation.password_min']);
    expect(issuesOf({ ...base, password: 'alllower12', confirmPassword: 'alllower12' })).toEqual(['password:validation.password_case']);
    expect(issuesOf({ ...base, password: 'Abcdefgh12', confirmPassword: 'Abcdefgh13' })).toEqual(['confirmPassword:account.password_mismatch']);
    expect(issuesOf({ ...base, username: 'sam rivera' })).toEqual(['username:admin.users.username_rule']);
    expect(issuesOf({ ...base, userAreas: [{ sorg: 'us01!', limitation: 'customer', option: 'EQ', value: '1' }] })).toEqual(['userAreas.0.sorg:validation.alphanumeric']);
  });

  it('takes only the page sizes 10 and 20 and known sort fields in the list query', () => {
    expect(userListQuery.parse({})).toMatchObject({ page: 1, limit: 10, sort: 'name', order: 'asc' });
    expect(userListQuery.parse({ limit: '20', role: '', limitation: '' })).toMatchObject({ limit: 20, role: undefined, limitation: undefined });
    expect(userListQuery.safeParse({ limit: '50' }).success).toBe(false);
    expect(userListQuery.safeParse({ sort: 'passwordHash' }).success).toBe(false);
  });
});

describe('the administrator’s reach', () => {
  const roles = [
    { id: 1, scopes: ['page.catalog', 'page.user-management'] },
    { id: 2, scopes: ['page.catalog'] },
    { id: 3, scopes: ['page.catalog', 'page.news'] },
  ];
  const groups = [
    { id: 10, roleIds: [2] },
    { id: 11, roleIds: [2, 3] },
  ];

  it('reaches roles granting only scopes the administrator holds, and group roles made of them', () => {
    const reach = adminReach(['page.catalog', 'page.user-management'], roles, groups);
    expect([...reach.roleIds].sort()).toEqual([1, 2]);
    expect([...reach.groupRoleIds]).toEqual([10]);
    expect(withinReach(reach, [2], 10)).toBe(true);
    expect(withinReach(reach, [2], null)).toBe(true);
    expect(withinReach(reach, [2, 3], null)).toBe(false);
    expect(withinReach(reach, [2], 11)).toBe(false);
  });
});

describe('the last-administrator rule', () => {
  const state = {
    userRoles: [
      { userId: 1, roleId: 10 },
      { userId: 2, roleId: 20 },
    ],
    roleScopes: new Map<number, readonly string[]>([
      [10, [USER_ADMIN_SCOPE, 'page.catalog']],
      [20, ['page.catalog']],
    ]),
  };

  it('counts the users who hold user management through a role', () => {
    expect([...administratorIds(state)]).toEqual([1]);
  });

  it('refuses every change that leaves nobody holding user management', () => {
    expect(keepsAnAdministrator(state, change.roleScopes(10, ['page.catalog']))).toBe(false);
    expect(keepsAnAdministrator(state, change.roleDeleted(10))).toBe(false);
    expect(keepsAnAdministrator(state, change.permissionDeleted(USER_ADMIN_SCOPE))).toBe(false);
    expect(keepsAnAdministrator(state, change.userRoles(1, [20]))).toBe(false);
    expect(keepsAnAdministrator(state, change.userDeleted(1))).toBe(false);
  });

  it('allows the same changes while another administrator remains', () => {
    const two = { ...state, userRoles: [...state.userRoles, { userId: 3, roleId: 10 }] };
    expect(keepsAnAdministrator(two, change.userDeleted(1))).toBe(true);
    expect(keepsAnAdministrator(two, change.userRoles(1, [20]))).toBe(true);
    expect(keepsAnAdministrator(state, change.roleScopes(20, [USER_ADMIN_SCOPE]))).toBe(true);
    expect(keepsAnAdministrator(state, change.userRoles(2, [10]))).toBe(true);
  });
});

describe('generated passwords', () => {
  it('always meet the password rules and differ from each other', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 500; i++) {
      const generated = generatePassword();
      expect(password.safeParse(generated).success, generated).toBe(true);
      seen.add(generated);
    }
    expect(seen.size).toBe(500);
  });
});

describe('a session marked for refresh', () => {
  const claims = (sid: string) => {
    const now = Math.floor(Date.now() / 1000);
    return { sub: '7', sid, name: 'Sam', lang: 'en', lim: null, scp: ['page.catalog'], areas: [], flags: { isSales: false, isCustomer: true, isCustVendor: false, hasCustCode: true }, salesActiveCustCode: null, iat: now, exp: now + 600 };
  };

  it('stops its current token at the edge until a refresh clears the mark', async () => {
    const token = await signAccessToken(claims('sid-mark-1'), 'unit-secret');
    expect(await verifyAccessTokenOnce(token, 'unit-secret')).not.toBeNull();
    markSessionsForRefresh(['sid-mark-1']);
    expect(needsRefresh('sid-mark-1')).toBe(true);
    expect(await verifyAccessTokenOnce(token, 'unit-secret')).toBeNull();
    clearRefreshMark('sid-mark-1');
    expect(await verifyAccessTokenOnce(token, 'unit-secret')).not.toBeNull();
  });

  it('forgets the mark after one access-token lifetime', () => {
    const now = 1_000_000;
    markSessionsForRefresh(['sid-mark-2'], now);
    expect(needsRefresh('sid-mark-2', now + 599_000)).toBe(true);
    expect(needsRefresh('sid-mark-2', now + 600_001)).toBe(false);
  });
});
