// Bulk user creation: a spreadsheet (.xlsx or CSV, told apart by content) or pasted
// cells; every row is checked and reported before anything is written, then all rows are created in
// one transaction, or none when any row fails (the check runs again on create: nothing half-written).
import { BULK_MAX_ROWS, checkBulkSheet, type BulkProblem, type BulkRowCheck } from '../../domain/admin/bulk-users.rules';
import { csvText, readCsv } from '../spreadsheet/csv-read';
import type { Language } from '../../domain/locales';
import { ApiError } from '../api/errors';
import { customerData } from '../auth/customers.service';
import { hashPassword } from '../auth/password';
import { isZip, readXlsx } from '../spreadsheet/xlsx';
import { isUpstreamError, type UpstreamClient } from '../upstream';
import { generatePassword } from './password-generator';
import { adminContext, type AdminActor, type AdminDeps } from './users.service';
import { insertUsers, loadGrants, takenNames, type UserWrite } from './users.repo';

export const BULK_MAX_BYTES = 2 * 1024 * 1024;

export interface BulkReportRow {
  line: number;
  username: string;
  ok: boolean;
  problems: BulkProblem[];
}

export interface BulkReport {
  total: number;
  rejected: number;
  rows: BulkReportRow[];
}

export interface BulkCreated {
  username: string;
  name: string;
  email: string;
  password: string;
}

/** The file as a whole cannot be used; `params` fill the message's placeholders. */
export class BulkFileError extends ApiError {
  readonly params: Record<string, string | number>;
  constructor(status: 400 | 409 | 413, key: string, message: string, params: Record<string, string | number> = {}) {
    super(status, 'BULK_FILE', message, key);
    this.params = params;
  }
}

const bulkError = (status: 400 | 409 | 413, key: string, message: string) => new BulkFileError(status, key, message);
const looksBinary = (bytes: Uint8Array) => bytes.subarray(0, 4096).includes(0);

/** Cells of an uploaded file: a workbook's first visible sheet, or CSV text (comma or semicolon). */
export async function bulkCells(bytes: Uint8Array): Promise<string[][]> {
  if (bytes.length === 0) throw bulkError(400, 'admin.bulk.empty', 'The file is empty');
  if (bytes.length > BULK_MAX_BYTES) throw bulkError(413, 'admin.bulk.too_large', 'The file is too large');
  if (isZip(bytes)) {
    const sheet = await readXlsx(bytes);
    if (!sheet.ok) throw sheet.reason === 'too_large' ? bulkError(413, 'admin.bulk.too_large', 'The file is too large') : bulkError(400, 'admin.bulk.not_a_sheet', 'Not a spreadsheet');
    return sheet.rows;
  }
  if (looksBinary(bytes)) throw bulkError(400, 'admin.bulk.not_a_sheet', 'Not a spreadsheet');
  return textCells(csvText(bytes));
}

/** CSV text or pasted cells (tab separated from a spreadsheet program); the header row and one past the limit at most. */
export function textCells(text: string): Promise<string[][]> {
  return readCsv(text, BULK_MAX_ROWS + 1);
}

type Checked = { rows: BulkRowCheck[] };

/** Every check, the database's and the upstream's included; writes nothing. */
async function checkAll(deps: AdminDeps, actor: AdminActor, cells: readonly (readonly string[])[], language: Language): Promise<Checked> {
  const [ctx, grants] = await Promise.all([adminContext(deps.db, actor), loadGrants(deps.db)]);
  const sheet = checkBulkSheet(cells, {
    roleIdByName: new Map(grants.roles.map((r) => [r.name.toLowerCase(), r.id])),
    groupRoleIdByName: new Map(grants.groupRoles.map((g) => [g.description.toLowerCase(), g.id])),
    reach: ctx.reach,
    defaultLanguage: language,
  });
  if (!sheet.ok) throw new BulkFileError(400, sheet.key, 'The file cannot be used', sheet.params);
  const good = sheet.rows.flatMap((r) => (r.ok ? [r.input] : []));
  const taken = await takenNames(deps.db, good.map((u) => u.username), good.map((u) => u.email));
  const known = await knownCustomers(deps.upstream, good.flatMap((u) => u.userAreas.filter((a) => a.limitation === 'customer').map((a) => a.value)));
  const rows = sheet.rows.map((row): BulkRowCheck => {
    if (!row.ok) return row;
    const problems: BulkProblem[] = [];
    if (taken.usernames.has(row.input.username.toLowerCase())) problems.push({ field: 'username', key: 'admin.users.username_exists' });
    if (taken.emails.has(row.input.email.toLowerCase())) problems.push({ field: 'email', key: 'account.email_exists' });
    if (row.input.userAreas.some((a) => a.limitation === 'customer' && !known.has(a.value))) problems.push({ field: 'values', key: 'admin.bulk.unknown_customer' });
    return problems.length > 0 ? { line: row.line, username: row.username, ok: false, problems } : row;
  });
  return { rows };
}

/** Customer codes (r3) the upstream knows, with their isr; each code asked once. */
async function knownCustomers(upstream: UpstreamClient, codes: readonly string[]): Promise<Map<string, string | null>> {
  const out = new Map<string, string | null>();
  const unique = [...new Set(codes)];
  try {
    for (let i = 0; i < unique.length; i += 8) {
      const found = await Promise.all(unique.slice(i, i + 8).map((r3) => customerData(upstream, { r3, isr: null })));
      found.forEach((c, j) => {
        if (c) out.set(unique[i + j] ?? '', c.custCode.isr ?? null);
      });
    }
  } catch (error) {
    if (isUpstreamError(error)) throw new ApiError(502, 'UPSTREAM', 'Connection failed, please refresh this page or contact support.', 'admin.users.upstream_failed');
    throw error;
  }
  return out;
}

const reportOf = (rows: readonly BulkRowCheck[]): BulkReport => ({
  total: rows.length,
  rejected: rows.filter((r) => !r.ok).length,
  rows: rows.map(({ line, username, ok, problems }) => ({ line, username, ok, problems })),
});

export async function checkBulk(deps: AdminDeps, actor: AdminActor, cells: readonly (readonly string[])[], language: Language): Promise<BulkReport> {
  return reportOf((await checkAll(deps, actor, cells, language)).rows);
}

export type BulkOutcome = { kind: 'created'; users: BulkCreated[] } | { kind: 'rejected'; report: BulkReport };

/** Creates every row, or none when any row fails its checks. */
export async function createBulk(deps: AdminDeps, actor: AdminActor, cells: readonly (readonly string[])[], language: Language): Promise<BulkOutcome> {
  const { rows } = await checkAll(deps, actor, cells, language);
  const report = reportOf(rows);
  if (report.rejected > 0) return { kind: 'rejected', report };
  const inputs = rows.flatMap((r) => (r.ok ? [r.input] : []));
  const known = await knownCustomers(deps.upstream, inputs.flatMap((u) => u.userAreas.filter((a) => a.limitation === 'customer').map((a) => a.value)));
  const passwords = inputs.map(() => generatePassword());
  const hashes = await Promise.all(passwords.map((p) => hashPassword(p)));
  const writes = inputs.map((input, i): UserWrite & { passwordHash: string } => {
    const { name, username, email, isFakeEmail, sendEmail, sendEmailWarranty, language: lang, limitation, groupRoleId } = input;
    const codes = [...new Set(input.userAreas.filter((a) => a.limitation === 'customer').map((a) => a.value))];
    return {
      fields: { name, username, email, isFakeEmail, sendEmail, sendEmailWarranty, language: lang, limitation, groupRoleId },
      roleIds: [...new Set(input.roleIds)],
      areas: input.userAreas,
      customers: codes.map((r3) => ({ r3, isr: known.get(r3) ?? null })),
      passwordHash: hashes[i] ?? '',
    };
  });
  try {
    await insertUsers(deps.db, writes);
  } catch (error) {
    // Another administrator took a name between the check and the write: nothing was written.
    if (String(error).includes('UNIQUE')) throw bulkError(409, 'admin.users.username_exists', 'Username already exists');
    throw error;
  }
  return { kind: 'created', users: inputs.map((u, i) => ({ username: u.username, name: u.name, email: u.email, password: passwords[i] ?? '' })) };
}
