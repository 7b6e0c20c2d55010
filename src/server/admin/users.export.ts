// The users spreadsheet (GET /api/admin/users/download-excel): the filtered list, not paged, within
// the administrator's reach, written by the project's own .xlsx writer (the open order export's).
import type { PortalDb } from '../../../db/client';
import type { UserExportQuery } from '../../domain/admin/user.schema';
import type { MessageKey, Translate } from '../i18n';
import { writeXlsx, type SheetRow, type SpreadsheetFile } from '../spreadsheet/xlsx';
import { adminContext, type AdminActor } from './users.service';
import { allUsers, roleIdsOfUsers } from './users.repo';

/** More than any distributor's portal holds; the budget is measured at 20,000 users. */
export const EXPORT_MAX_USERS = 50_000;

const HEADER_KEYS = ['admin.users.name', 'admin.users.username', 'admin.users.email', 'admin.users.roles', 'admin.users.group_role', 'admin.users.limitation', 'admin.users.sort_created'] as const;

export async function exportUsers(db: PortalDb, actor: AdminActor, query: UserExportQuery, t: Translate, now: Date, siteSorg?: string): Promise<SpreadsheetFile> {
  const ctx = await adminContext(db, actor);
  const users = await allUsers(db, { ...ctx.reach, siteSorg }, query, EXPORT_MAX_USERS);
  const roleIds = await roleIdsOfUsers(db, users.map((u) => u.id));
  const roleName = new Map(ctx.roles.map((r) => [r.id, r.name]));
  const groupName = new Map(ctx.groupRoles.map((g) => [g.id, g.description]));
  const rows: SheetRow[] = [HEADER_KEYS.map((key) => t(key))];
  for (const user of users) {
    rows.push([
      user.name,
      user.username,
      user.email,
      (roleIds.get(user.id) ?? []).map((id) => roleName.get(id) ?? '').sort().join(', '),
      user.groupRoleId === null ? '' : (groupName.get(user.groupRoleId) ?? ''),
      user.limitation ? t(`admin.limitation.${user.limitation}` as MessageKey) : '',
      user.createdAt.toISOString().slice(0, 10),
    ]);
  }
  return { name: `users_${now.toISOString().slice(0, 10)}.xlsx`, bytes: await writeXlsx(t('route.admin_users'), rows) };
}
