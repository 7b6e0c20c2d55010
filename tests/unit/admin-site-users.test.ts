// The US user screens' rules (decision 0053): areas of the site only, which users belong to the site,
// what a copy takes over, and picked customers arriving as user areas.
import { describe, expect, it } from 'vitest';
import { isSiteUser, siteAreas } from '../../src/domain/admin/site-users.rules';
import type { UserRecord } from '../../src/server/admin/users.repo';
import { copiedValues, userFormStatus } from '../../src/server/admin/user-form';

const area = (sorg: string, value = '0001000123') => ({ sorg, limitation: 'customer' as const, option: 'EQ' as const, value });

describe('the US site’s users', () => {
  it('fills a blank sales organisation with the site’s and refuses another', () => {
    expect(siteAreas([area(''), area('US01', 'S1')], 'US01')).toEqual({ ok: true, areas: [area('US01'), area('US01', 'S1')] });
    expect(siteAreas([area('US01'), area('DE01')], 'US01')).toEqual({ ok: false, index: 1 });
  });

  it('counts a user as the site’s when every area is in its sales organisation', () => {
    expect(isSiteUser([area('US01')], 'US01')).toBe(true);
    expect(isSiteUser([], 'US01')).toBe(true);
    expect(isSiteUser([area('US01'), area('DE01')], 'US01')).toBe(false);
    expect(isSiteUser([area('')], 'US01')).toBe(false);
  });

  it('copies roles, group role, limitation, areas and customers, markets, language and e-mail flags, never the person', () => {
    const source = {
      id: 5, name: 'Robin Hale', username: 'robin', email: 'robin@b.example', passwordHash: 'x', language: 'de', limitation: 'customer', groupRoleId: 3,
      sendEmail: false, sendEmailWarranty: true, isFakeEmail: true, createdAt: new Date(), updatedAt: new Date(), disabledAt: null,
      roleIds: [2, 4], areas: [area('US01')], marketIds: [7], customerCodes: ['0001000123', '0001000456'],
    } satisfies UserRecord;
    expect(copiedValues(source)).toEqual({
      name: '', username: '', email: '', isFakeEmail: false, emailPassword: false, language: 'de', limitation: 'customer', groupRoleId: '3',
      roleIds: ['2', '4'], sendEmail: false, sendEmailWarranty: true, areas: [{ sorg: 'US01', limitation: 'customer', option: 'EQ', value: '0001000123' }, { sorg: '', limitation: 'customer', option: 'EQ', value: '0001000456' }], marketIds: ['7'],
    });
  });

  it('answers a refused form with 409 for taken names, 403 for a role out of reach, else 400', () => {
    expect([userFormStatus('account.email_exists'), userFormStatus('admin.users.username_exists'), userFormStatus('admin.users.role_not_yours'), userFormStatus('account.check_input')]).toEqual([409, 409, 403, 400]);
  });
});
