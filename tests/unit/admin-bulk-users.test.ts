// Bulk user rows (issue 15): the header, each row's checks with the form's messages, role and group
// role names, the administrator's reach, duplicates inside the sheet, flags and pasted cells.
import { describe, expect, it } from 'vitest';
import { BULK_MAX_ROWS, checkBulkSheet, flagOf, type BulkLookup } from '../../src/domain/admin/bulk-users.rules';
import { adminReach } from '../../src/domain/admin/reach.rules';

const roles = [
  { id: 1, scopes: ['page.catalog'] },
  { id: 2, scopes: ['page.catalog', 'page.user-management'] },
];
const lookup = (scopes: string[] = ['page.catalog', 'page.user-management']): BulkLookup => ({
  roleIdByName: new Map([['dealer', 1], ['administrator', 2]]),
  groupRoleIdByName: new Map([['us dealers', 7]]),
  reach: adminReach(scopes, roles, [{ id: 7, roleIds: [1] }]),
  defaultLanguage: 'en',
});
const HEADER = ['name', 'username', 'email', 'roles', 'group_role', 'limitation', 'sorg', 'values', 'send_email'];
const row = (over: Partial<Record<string, string>> = {}) => HEADER.map((c) => over[c] ?? ({ name: 'Robin Hale', username: 'robin.hale', email: 'Robin@Bikes.example', roles: 'Dealer', group_role: 'US Dealers', limitation: 'customer', sorg: 'us01', values: '0001000123', send_email: '' } as Record<string, string>)[c] ?? '');
const check = (rows: string[][], l = lookup()) => checkBulkSheet([HEADER, ...rows], l);
const problems = (rows: string[][], l = lookup()) => {
  const sheet = check(rows, l);
  if (!sheet.ok) throw new Error(sheet.key);
  return sheet.rows.map((r) => r.problems.map((p) => `${p.field}:${p.key}`));
};

describe('a bulk sheet', () => {
  it('turns a good row into the create input: names to ids, upper-case sorg, default flags and language', () => {
    const sheet = check([row()]);
    expect(sheet.ok).toBe(true);
    const first = sheet.ok ? sheet.rows[0] : undefined;
    expect(first?.ok).toBe(true);
    if (!first?.ok) return;
    expect(first.line).toBe(2);
    expect(first.input).toMatchObject({ email: 'robin@bikes.example', roleIds: [1], groupRoleId: 7, language: 'en', sendEmail: true, isFakeEmail: false, limitation: 'customer' });
    expect(first.input.userAreas).toEqual([{ sorg: 'US01', limitation: 'customer', option: 'EQ', value: '0001000123' }]);
  });

  it('reports each problem under its column with the form’s messages', () => {
    expect(problems([row({ email: 'robin@' })])).toEqual([['email:validation.email']]);
    expect(problems([row({ name: 'Robin <b>' })])).toEqual([['name:validation.text']]);
    expect(problems([row({ roles: 'dealer, pilot' })])).toEqual([['roles:admin.bulk.unknown_role']]);
    expect(problems([row({ roles: '' })])).toEqual([['roles:validation.required']]);
    expect(problems([row({ group_role: 'Nobody' })])).toEqual([['group_role:admin.bulk.unknown_group_role']]);
    expect(problems([row({ send_email: 'maybe' })])).toEqual([['send_email:admin.bulk.flag_rule']]);
    expect(problems([row({ username: 'robin hale' })])).toEqual([['username:admin.users.username_rule']]);
    expect(problems([row({ sorg: 'US-01' })])).toEqual([['sorg:validation.alphanumeric']]);
  });

  it('refuses a role the administrator does not reach', () => {
    expect(problems([row({ roles: 'administrator' })], lookup(['page.catalog']))).toEqual([['roles:admin.users.role_not_yours']]);
  });

  it('marks the second row repeating a username or e-mail, ignoring case', () => {
    expect(problems([row(), row({ username: 'ROBIN.HALE', email: 'other@bikes.example' }), row({ username: 'kim', email: 'robin@BIKES.example' })])).toEqual([[], ['username:admin.bulk.duplicate_in_file'], ['email:admin.bulk.duplicate_in_file']]);
  });

  it('skips empty rows, keeps sheet line numbers and finds a header below blank rows', () => {
    const sheet = checkBulkSheet([[], ['', ''], HEADER, row(), [], row({ username: 'kim', email: 'kim@bikes.example' })], lookup());
    expect(sheet.ok && sheet.rows.map((r) => r.line)).toEqual([4, 6]);
  });

  it('refuses an empty sheet, missing columns and more than the maximum rows', () => {
    expect(checkBulkSheet([], lookup())).toMatchObject({ ok: false, key: 'admin.bulk.empty' });
    expect(checkBulkSheet([HEADER], lookup())).toMatchObject({ ok: false, key: 'admin.bulk.empty' });
    expect(checkBulkSheet([['name', 'email'], ['a', 'b']], lookup())).toMatchObject({ ok: false, key: 'admin.bulk.missing_columns', params: { columns: 'username, roles' } });
    const many = Array.from({ length: BULK_MAX_ROWS + 1 }, (_, i) => row({ username: `u${i}`, email: `u${i}@b.example` }));
    expect(check(many)).toMatchObject({ ok: false, key: 'admin.bulk.too_many_rows', params: { max: BULK_MAX_ROWS } });
  });
});

describe('bulk cells', () => {
  it('reads yes/no flags and leaves an empty cell at its default', () => {
    expect([flagOf('Yes', false), flagOf('0', true), flagOf('', true), flagOf('perhaps', true)]).toEqual([true, false, true, null]);
  });
});
