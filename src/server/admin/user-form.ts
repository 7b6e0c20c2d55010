// The /admin/users create and edit form posts: the same input and service as the API, so the
// messages and the reach rule are one. Areas come as numbered fields (area.0.value ...); a row with
// no value is an empty row of the form, not an area.
import { AREA_OPTIONS, LIMITATIONS, userForm, type UserFormInput } from '../../domain/admin/user.schema';
import { formFieldErrors } from '../../domain/validation/field-errors';
import { ApiError } from '../api/errors';
import { formText, readPageForm, UNREADABLE_FORM_KEY } from '../page-form';
import type { UserRecord } from './users.repo';
import { createSiteUser, updateSiteUser } from './site-users.service';
import { createUserFor, updateUserFor, type AdminActor, type AdminDeps, type SavedUser } from './users.service';

/** Rows of the areas table the form shows: the user's own plus this many empty ones. */
export const EMPTY_AREA_ROWS = 2;

export interface AreaValues {
  sorg: string;
  limitation: string;
  option: string;
  value: string;
}

export interface UserFormValues {
  name: string;
  username: string;
  email: string;
  language: string;
  limitation: string;
  groupRoleId: string;
  roleIds: string[];
  isFakeEmail: boolean;
  sendEmail: boolean;
  sendEmailWarranty: boolean;
  emailPassword: boolean;
  areas: AreaValues[];
  marketIds: string[];
}

export type UserFormOutcome =
  | { kind: 'saved'; user: SavedUser }
  | { kind: 'invalid'; messageKey: string; errors: Record<string, string>; values: UserFormValues };

export function emptyValues(language: string): UserFormValues {
  return { name: '', username: '', email: '', language, limitation: '', groupRoleId: '', roleIds: [], isFakeEmail: false, sendEmail: true, sendEmailWarranty: false, emailPassword: false, areas: [], marketIds: [] };
}

/**
 * Customers linked without a customer area (seeded accounts) show as areas, so that saving the form
 * keeps them: a save rewrites the customers from the areas.
 */
function customersWithoutArea(user: UserRecord): AreaValues[] {
  const covered = new Set(user.areas.filter((a) => a.limitation === 'customer').map((a) => a.value));
  return user.customerCodes.filter((code) => !covered.has(code)).map((value) => ({ sorg: '', limitation: 'customer', option: 'EQ', value }));
}

export function valuesOf(user: UserRecord): UserFormValues {
  return {
    name: user.name,
    username: user.username,
    email: user.email,
    language: user.language,
    limitation: user.limitation ?? '',
    groupRoleId: user.groupRoleId === null ? '' : String(user.groupRoleId),
    roleIds: user.roleIds.map(String),
    isFakeEmail: user.isFakeEmail,
    sendEmail: user.sendEmail,
    sendEmailWarranty: user.sendEmailWarranty,
    emailPassword: false,
    areas: [...user.areas.map((a) => ({ sorg: a.sorg, limitation: a.limitation, option: a.option, value: a.value })), ...customersWithoutArea(user)],
    marketIds: user.marketIds.map(String),
  };
}

function read(form: FormData): { values: UserFormValues; input: Record<string, unknown> } {
  const on = (name: string) => formText(form, name) === 'on';
  const areas: AreaValues[] = [];
  for (let i = 0; i < 100 && form.has(`area.${i}.value`); i++) {
    const row = { sorg: formText(form, `area.${i}.sorg`), limitation: formText(form, `area.${i}.limitation`), option: formText(form, `area.${i}.option`), value: formText(form, `area.${i}.value`) };
    if (row.value.trim() !== '') areas.push(row);
  }
  for (const picked of form.getAll('pickedCustomer').slice(0, 50)) {
    if (typeof picked !== 'string') continue;
    const [sorg = '', value = ''] = picked.split('|');
    if (value !== '' && !areas.some((a) => a.limitation === 'customer' && a.value === value)) areas.push({ sorg, limitation: 'customer', option: 'EQ', value });
  }
  const values: UserFormValues = {
    name: formText(form, 'name'),
    username: formText(form, 'username').trim(),
    email: formText(form, 'email'),
    language: formText(form, 'language'),
    limitation: formText(form, 'limitation'),
    groupRoleId: formText(form, 'groupRoleId'),
    roleIds: form.getAll('roleIds').filter((v): v is string => typeof v === 'string'),
    isFakeEmail: on('isFakeEmail'),
    sendEmail: on('sendEmail'),
    sendEmailWarranty: on('sendEmailWarranty'),
    emailPassword: on('emailPassword'),
    areas,
    marketIds: form.getAll('marketIds').filter((v): v is string => typeof v === 'string'),
  };
  const input = {
    ...values,
    userAreas: areas.map((a) => ({ ...a, sorg: a.sorg.trim().toUpperCase(), value: a.value.trim() })),
    contentTargetMarketIds: values.marketIds,
    password: formText(form, 'password'),
    confirmPassword: formText(form, 'confirmPassword'),
    generatePassword: on('generatePassword'),
  };
  return { values, input };
}

/**
 * A new user like `user` (copy-us, decision 0053): roles, group role, limitation, areas (customers
 * with them), content target markets, language and the e-mail flags. Not the person: name,
 * username, e-mail, whether that address is a placeholder, nor the password.
 */
export function copiedValues(user: UserRecord): UserFormValues {
  return { ...valuesOf(user), name: '', username: '', email: '', isFakeEmail: false, emailPassword: false };
}

/** `userId` null creates, a number edits; `site` limits both to the US site's users (decision 0053). */
export async function handleUserForm(deps: AdminDeps, actor: AdminActor, request: Request, userId: number | null, language: string, site = false): Promise<UserFormOutcome> {
  const page = await readPageForm(request);
  if (!page.ok) return { kind: 'invalid', messageKey: UNREADABLE_FORM_KEY, errors: {}, values: emptyValues(language) };
  const { values, input } = read(page.form);
  const parsed = userForm.safeParse(input);
  if (!parsed.success) {
    const errors = formFieldErrors(parsed.error.issues);
    return { kind: 'invalid', messageKey: errors['confirmPassword'] === 'account.password_mismatch' ? 'account.password_mismatch' : UNREADABLE_FORM_KEY, errors, values };
  }
  try {
    const data: UserFormInput = parsed.data;
    const create = site ? createSiteUser : createUserFor;
    const update = site ? updateSiteUser : updateUserFor;
    const user = userId === null ? await create(deps, actor, data) : await update(deps, actor, userId, data);
    return { kind: 'saved', user };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 404) throw error;
    const errors = formFieldErrors(error.issues ?? []);
    return { kind: 'invalid', messageKey: error.messageKey, errors, values };
  }
}

/** The page status of a refused form: 409 for a taken name, 403 for a role out of reach, else 400. */
export function userFormStatus(messageKey: string): number {
  if (messageKey === 'account.email_exists' || messageKey === 'admin.users.username_exists') return 409;
  return messageKey === 'admin.users.role_not_yours' ? 403 : 400;
}

export const FORM_LIMITATIONS = LIMITATIONS;
export const FORM_AREA_OPTIONS = AREA_OPTIONS;
