// The bulk-create template (column ids as the header, two example rows) and the file of the created
// users' passwords, written through the spreadsheet module.
import { BULK_COLUMNS } from '../../domain/admin/bulk-users.rules';
import type { Translate } from '../i18n';
import { writeXlsx, type SheetRow } from '../spreadsheet/xlsx';
import type { BulkCreated } from './bulk-users.service';

const EXAMPLES: readonly Record<(typeof BULK_COLUMNS)[number], string>[] = [
  { name: 'Robin Hale', username: 'robin.hale', email: 'robin@pedalpushers.example', language: 'en', roles: 'dealer', group_role: '', limitation: 'customer', sorg: 'US01', values: '0001000123', placeholder_email: 'no', send_email: 'yes', send_email_warranty: 'no' },
  { name: 'Kim Park', username: 'kim.park', email: 'kim@bikes.example', language: 'en', roles: 'salesman', group_role: '', limitation: 'salesman', sorg: 'US01', values: 'S10025', placeholder_email: 'no', send_email: 'yes', send_email_warranty: 'no' },
];

export function bulkTemplate(t: Translate): Promise<Uint8Array> {
  const rows: SheetRow[] = [[...BULK_COLUMNS], ...EXAMPLES.map((e) => BULK_COLUMNS.map((c) => e[c]))];
  return writeXlsx(t('admin.bulk.sheet_name'), rows);
}

export function bulkPasswords(t: Translate, users: readonly Pick<BulkCreated, 'username' | 'name' | 'email' | 'password'>[]): Promise<Uint8Array> {
  const header = [t('admin.users.username'), t('admin.users.name'), t('admin.users.email'), t('admin.users.password')];
  return writeXlsx(t('admin.bulk.passwords_sheet'), [header, ...users.map((u) => [u.username, u.name, u.email, u.password])]);
}
