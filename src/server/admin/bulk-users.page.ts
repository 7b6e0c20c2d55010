// What /admin/users/create-users-mass does with its POSTs. `check` reads an uploaded file or pasted
// cells and reports every row; `create` takes the checked cells back (a hidden field, so the page
// keeps no state), checks them again and creates all users or none; `passwords` turns the shown
// credentials into an .xlsx download.
import { z } from 'zod';
import { BULK_COLUMNS, BULK_MAX_ROWS } from '../../domain/admin/bulk-users.rules';
import type { Language } from '../../domain/locales';
import { ApiError } from '../api/errors';
import { formText, readPageForm, UNREADABLE_FORM_KEY } from '../page-form';
import { BULK_MAX_BYTES, bulkCells, BulkFileError, checkBulk, createBulk, textCells, type BulkCreated, type BulkReport } from './bulk-users.service';
import type { AdminActor, AdminDeps } from './users.service';

export type BulkPageOutcome =
  | { kind: 'form' }
  | { kind: 'checked'; report: BulkReport; sheet: string }
  | { kind: 'created'; users: BulkCreated[] }
  | { kind: 'passwords'; users: BulkCreated[] }
  | { kind: 'error'; status: number; messageKey: string; params: Record<string, string | number> };

/** Hidden fields carry the checked cells and the shown credentials back; both are bounded. */
const sheetField = z.array(z.array(z.string().max(500)).max(BULK_COLUMNS.length * 2)).max(BULK_MAX_ROWS + 1);
const credentialsField = z
  .array(z.object({ username: z.string().max(100), name: z.string().max(200), email: z.string().max(300), password: z.string().max(200) }))
  .max(BULK_MAX_ROWS);

function parseJson<T>(schema: z.ZodType<T>, text: string): T | null {
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const unreadable = (status = 400): BulkPageOutcome => ({ kind: 'error', status, messageKey: UNREADABLE_FORM_KEY, params: {} });

async function cellsOf(form: FormData): Promise<string[][] | null> {
  const file = form.get('file');
  if (file && typeof file !== 'string' && file.size > 0) return await bulkCells(new Uint8Array(await file.arrayBuffer()));
  const pasted = formText(form, 'pasted');
  return pasted.trim() === '' ? null : await textCells(pasted);
}

export async function handleBulkPage(deps: AdminDeps, actor: AdminActor, request: Request, language: Language): Promise<BulkPageOutcome> {
  if (request.method !== 'POST') return { kind: 'form' };
  const read = await readPageForm(request, BULK_MAX_BYTES * 2 + 64 * 1024);
  if (!read.ok) return read.reason === 'too_large' ? { kind: 'error', status: 413, messageKey: 'admin.bulk.too_large', params: {} } : unreadable();
  const form = read.form;
  try {
    switch (formText(form, 'action')) {
      case 'check': {
        const cells = await cellsOf(form);
        if (!cells) return { kind: 'error', status: 400, messageKey: 'admin.bulk.empty', params: {} };
        return { kind: 'checked', report: await checkBulk(deps, actor, cells, language), sheet: JSON.stringify(cells) };
      }
      case 'create': {
        const cells = parseJson(sheetField, formText(form, 'sheet'));
        if (!cells) return unreadable();
        const outcome = await createBulk(deps, actor, cells, language);
        return outcome.kind === 'created' ? { kind: 'created', users: outcome.users } : { kind: 'checked', report: outcome.report, sheet: JSON.stringify(cells) };
      }
      case 'passwords': {
        const users = parseJson(credentialsField, formText(form, 'credentials'));
        return users ? { kind: 'passwords', users } : unreadable();
      }
      default:
        return unreadable();
    }
  } catch (error) {
    if (error instanceof BulkFileError) return { kind: 'error', status: error.status, messageKey: error.messageKey, params: error.params };
    if (error instanceof ApiError) return { kind: 'error', status: error.status, messageKey: error.messageKey, params: {} };
    throw error;
  }
}
