// User administration inputs (docs/requirements.md#users): the list query of usersV2 and
// the create/edit form. Messages are locale keys; the server re-checks everything the form checks.
import { z } from 'zod';
import { LANGUAGES } from '../locales';
import { email, notEmpty, password, text } from '../validation/field.rules';

/** The limitation values a user (and a user area) can carry; `customer` areas name a customer code. */
export const LIMITATIONS = ['customer', 'salesman', 'sales_group', 'sales_office', 'audit', 'visit_form'] as const;
export type Limitation = (typeof LIMITATIONS)[number];

export const AREA_OPTIONS = ['EQ', 'CP'] as const;
export const PAGE_SIZES = [10, 20] as const;
export const SORT_FIELDS = ['name', 'username', 'email', 'createdAt'] as const;
export const MAX_AREAS = 50;
export const MAX_ROLES = 50;
export const MAX_MARKETS = 100;

const id = z.coerce.number({ error: 'validation.numeric' }).int({ error: 'validation.numeric' }).positive({ error: 'validation.numeric' });
const optionalId = z.preprocess((v) => (v === '' || v === null ? undefined : v), id.optional());

export const userIdParam = z.object({ id });

export const userListQuery = z.object({
  search: z.string().trim().max(100, { error: 'admin.too_long' }).optional(),
  role: optionalId,
  groupRole: optionalId,
  limitation: z.preprocess((v) => (v === '' ? undefined : v), z.enum(LIMITATIONS, { error: 'validation.required' }).optional()),
  sort: z.enum(SORT_FIELDS, { error: 'validation.required' }).default('name'),
  order: z.enum(['asc', 'desc'], { error: 'validation.required' }).default('asc'),
  page: z.coerce.number({ error: 'validation.numeric' }).int().min(1, { error: 'validation.numeric' }).max(100_000).default(1),
  limit: z.coerce.number({ error: 'validation.numeric' }).pipe(z.union([z.literal(10), z.literal(20)], { error: 'validation.required' })).default(10),
  /** usersV2 and the Excel export: a comma-separated list of group role ids. */
  groupRoleIds: z
    .string()
    .regex(/^\d{1,9}(,\d{1,9}){0,49}$/, { error: 'validation.numeric' })
    .transform((v) => v.split(',').map(Number))
    .optional(),
});
export type UserListQuery = z.infer<typeof userListQuery>;

/** The Excel export takes the list's filters and sort; it is never paged. */
export const userExportQuery = userListQuery.omit({ page: true, limit: true });
export type UserExportQuery = z.infer<typeof userExportQuery>;

/** The customer picker of the user form: a few customers matching a search, in one sales organisation or all. */
export const customerSearchQuery = z.object({
  search: z.string().trim().min(2, { error: 'validation.required' }).max(60, { error: 'admin.too_long' }),
  sorg: z.string().trim().regex(/^[A-Z0-9]{1,4}$/, { error: 'validation.alphanumeric' }).optional(),
});

export const userArea = z.object({
  sorg: z.string().trim().regex(/^[A-Z0-9]{0,4}$/, { error: 'validation.alphanumeric' }),
  limitation: z.enum(LIMITATIONS, { error: 'validation.required' }),
  option: z.enum(AREA_OPTIONS, { error: 'validation.required' }),
  value: notEmpty.pipe(z.string().max(40, { error: 'admin.too_long' })).pipe(text),
});
export type UserAreaInput = z.infer<typeof userArea>;

export const username = notEmpty.pipe(
  z.string().max(60, { error: 'admin.too_long' }).regex(/^[\p{L}\p{M}0-9._@-]+$/u, { error: 'admin.users.username_rule' }),
);

/** What create and edit share. A typed password must meet the rules and match its confirmation. */
export const userForm = z
  .object({
    name: notEmpty.pipe(z.string().max(100, { error: 'admin.too_long' })).pipe(text),
    username,
    email: z.string({ error: 'validation.required' }).trim().toLowerCase().max(254, { error: 'admin.too_long' }).pipe(email),
    isFakeEmail: z.boolean().default(false),
    sendEmail: z.boolean().default(false),
    sendEmailWarranty: z.boolean().default(false),
    language: z.enum(LANGUAGES, { error: 'validation.required' }),
    limitation: z.preprocess((v) => (v === '' ? null : v), z.enum(LIMITATIONS, { error: 'validation.required' }).nullable()).default(null),
    roleIds: z.array(id, { error: 'validation.required' }).min(1, { error: 'validation.required' }).max(MAX_ROLES),
    groupRoleId: optionalId.nullable().default(null),
    userAreas: z.array(userArea).max(MAX_AREAS, { error: 'admin.users.too_many_areas' }).default([]),
    /** Content target markets (docs/requirements.md#users): what news and documents the user is shown. */
    contentTargetMarketIds: z.array(id, { error: 'validation.required' }).max(MAX_MARKETS).default([]),
    password: z.preprocess((v) => (v === '' ? undefined : v), password.optional()),
    confirmPassword: z.string().optional(),
    /** Edit only: replace the password with a generated one, shown once. */
    generatePassword: z.boolean().default(false),
    /** E-mail the new password to the user (create, or a new password on edit). */
    emailPassword: z.boolean().default(false),
  })
  .refine((v) => v.password === undefined || v.password === v.confirmPassword, { error: 'account.password_mismatch', path: ['confirmPassword'] });

export type UserFormInput = z.infer<typeof userForm>;
