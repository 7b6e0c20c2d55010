// Bulk user creation (/admin/users/create-users-mass): a sheet of users, one per row under
// a header row of column ids. Every row is checked here without I/O (the form's rules, role and group
// role names, the administrator's reach, duplicates inside the file); the server adds what needs the
// database and the upstream (names already taken, customer codes) before anything is written.
import { LANGUAGES } from '../locales';
import { fieldErrors } from '../validation/field-errors';
import { withinReach, type AdminReach } from './reach.rules';
import { LIMITATIONS, userForm, type UserFormInput } from './user.schema';

export const BULK_COLUMNS = ['name', 'username', 'email', 'language', 'roles', 'group_role', 'limitation', 'sorg', 'values', 'placeholder_email', 'send_email', 'send_email_warranty'] as const;
export type BulkColumn = (typeof BULK_COLUMNS)[number];
export const BULK_REQUIRED: readonly BulkColumn[] = ['name', 'username', 'email', 'roles'];
export const BULK_MAX_ROWS = 1000;

export interface BulkProblem {
  /** A column id, or '' for the whole row. */
  field: string;
  /** A locale key. */
  key: string;
}

export type BulkRowCheck =
  | { line: number; username: string; ok: true; input: UserFormInput; problems: [] }
  | { line: number; username: string; ok: false; problems: BulkProblem[] };

export type BulkSheet = { ok: true; rows: BulkRowCheck[] } | { ok: false; key: 'admin.bulk.empty' | 'admin.bulk.too_many_rows' | 'admin.bulk.missing_columns'; params: Record<string, string | number> };

export interface BulkLookup {
  roleIdByName: ReadonlyMap<string, number>;
  groupRoleIdByName: ReadonlyMap<string, number>;
  reach: AdminReach;
  defaultLanguage: (typeof LANGUAGES)[number];
}

const split = (text: string): string[] => text.split(/[,;|]/).map((s) => s.trim()).filter((s) => s !== '');
const normal = (text: string): string => text.trim().toLowerCase();

/** yes/no, true/false, 1/0, x; empty keeps the default; anything else is not a flag. */
export function flagOf(text: string, fallback: boolean): boolean | null {
  const value = normal(text);
  if (value === '') return fallback;
  if (['yes', 'y', 'true', '1', 'x', 'ja', 'oui', 'ya'].includes(value)) return true;
  if (['no', 'n', 'false', '0', 'nein', 'non', 'tidak'].includes(value)) return false;
  return null;
}

/** Schema paths of userForm to the sheet's columns. */
function columnOfPath(path: string): string {
  if (path.startsWith('userAreas')) return path.endsWith('sorg') ? 'sorg' : 'values';
  const map: Record<string, BulkColumn> = { roleIds: 'roles', groupRoleId: 'group_role', isFakeEmail: 'placeholder_email', sendEmail: 'send_email', sendEmailWarranty: 'send_email_warranty' };
  return map[path] ?? path;
}

function headerOf(cells: readonly string[]): Map<BulkColumn, number> {
  const out = new Map<BulkColumn, number>();
  cells.forEach((cell, index) => {
    const id = normal(cell).replace(/[\s-]+/g, '_') as BulkColumn;
    if ((BULK_COLUMNS as readonly string[]).includes(id) && !out.has(id)) out.set(id, index);
  });
  return out;
}

function checkRow(line: number, cell: (c: BulkColumn) => string, lookup: BulkLookup): BulkRowCheck {
  const problems: BulkProblem[] = [];
  const roleIds: number[] = [];
  for (const name of split(cell('roles'))) {
    const id = lookup.roleIdByName.get(name.toLowerCase());
    if (id === undefined) problems.push({ field: 'roles', key: 'admin.bulk.unknown_role' });
    else roleIds.push(id);
  }
  let groupRoleId: number | null = null;
  if (cell('group_role').trim() !== '') {
    groupRoleId = lookup.groupRoleIdByName.get(normal(cell('group_role'))) ?? null;
    if (groupRoleId === null) problems.push({ field: 'group_role', key: 'admin.bulk.unknown_group_role' });
  }
  const limitation = normal(cell('limitation'));
  if (limitation !== '' && !(LIMITATIONS as readonly string[]).includes(limitation)) problems.push({ field: 'limitation', key: 'validation.required' });
  const flags = { isFakeEmail: flagOf(cell('placeholder_email'), false), sendEmail: flagOf(cell('send_email'), true), sendEmailWarranty: flagOf(cell('send_email_warranty'), false) };
  for (const [name, value] of Object.entries(flags)) if (value === null) problems.push({ field: columnOfPath(name), key: 'admin.bulk.flag_rule' });
  const areaLimitation = limitation === '' || !(LIMITATIONS as readonly string[]).includes(limitation) ? 'customer' : limitation;
  const parsed = userForm.safeParse({
    name: cell('name'),
    username: cell('username').trim(),
    email: cell('email'),
    language: normal(cell('language')) || lookup.defaultLanguage,
    limitation: (LIMITATIONS as readonly string[]).includes(limitation) ? limitation : null,
    roleIds: problems.some((p) => p.field === 'roles') ? [] : roleIds,
    groupRoleId,
    userAreas: split(cell('values')).map((value) => ({ sorg: cell('sorg').trim().toUpperCase(), limitation: areaLimitation, option: 'EQ', value })),
    isFakeEmail: flags.isFakeEmail ?? false,
    sendEmail: flags.sendEmail ?? true,
    sendEmailWarranty: flags.sendEmailWarranty ?? false,
  });
  if (!parsed.success) {
    for (const [path, key] of Object.entries(fieldErrors(parsed.error.issues))) {
      const field = columnOfPath(path);
      if (!problems.some((p) => p.field === field)) problems.push({ field, key });
    }
  }
  const username = cell('username').trim();
  if (problems.length > 0 || !parsed.success) return { line, username, ok: false, problems };
  if (!withinReach(lookup.reach, parsed.data.roleIds, parsed.data.groupRoleId)) return { line, username, ok: false, problems: [{ field: 'roles', key: 'admin.users.role_not_yours' }] };
  return { line, username, ok: true, input: parsed.data, problems: [] };
}

/** Marks the second and later rows that repeat a username or e-mail of the file. */
function markDuplicates(rows: BulkRowCheck[]): BulkRowCheck[] {
  const seen = { username: new Set<string>(), email: new Set<string>() };
  return rows.map((row) => {
    if (!row.ok) return row;
    const problems: BulkProblem[] = [];
    const username = row.input.username.toLowerCase();
    if (seen.username.has(username)) problems.push({ field: 'username', key: 'admin.bulk.duplicate_in_file' });
    if (seen.email.has(row.input.email)) problems.push({ field: 'email', key: 'admin.bulk.duplicate_in_file' });
    seen.username.add(username);
    seen.email.add(row.input.email);
    return problems.length > 0 ? { line: row.line, username: row.username, ok: false, problems } : row;
  });
}

/** Checks a sheet: the first non-empty row is the header; empty rows are skipped; lines count from 1. */
export function checkBulkSheet(cells: readonly (readonly string[])[], lookup: BulkLookup): BulkSheet {
  const start = cells.findIndex((row) => row.some((c) => c.trim() !== ''));
  if (start < 0) return { ok: false, key: 'admin.bulk.empty', params: {} };
  const header = headerOf(cells[start] ?? []);
  const missing = BULK_REQUIRED.filter((c) => !header.has(c));
  if (missing.length > 0) return { ok: false, key: 'admin.bulk.missing_columns', params: { columns: missing.join(', ') } };
  const body = cells.slice(start + 1).map((row, i) => ({ row, line: start + i + 2 })).filter(({ row }) => row.some((c) => c.trim() !== ''));
  if (body.length === 0) return { ok: false, key: 'admin.bulk.empty', params: {} };
  if (body.length > BULK_MAX_ROWS) return { ok: false, key: 'admin.bulk.too_many_rows', params: { max: BULK_MAX_ROWS } };
  const rows = body.map(({ row, line }) => checkRow(line, (c) => { const i = header.get(c); return i === undefined ? '' : (row[i] ?? ''); }, lookup));
  return { ok: true, rows: markDuplicates(rows) };
}
