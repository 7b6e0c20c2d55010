// Roles, group roles and permissions (docs/requirements.md#roles-and-permissions): the create and edit inputs.
import { z } from 'zod';
import { notEmpty, text } from '../validation/field.rules';

const id = z.coerce.number({ error: 'validation.numeric' }).int({ error: 'validation.numeric' }).positive({ error: 'validation.numeric' });
const description = z.string({ error: 'validation.required' }).trim().max(200, { error: 'admin.too_long' }).pipe(text);

export const adminIdParam = z.object({ id });

/** Scope names as the route table writes them: `page.user-management`, `menu.change-cust`. */
export const SCOPE_NAME = /^[a-z0-9][a-z0-9-]*(\.[a-z0-9][a-z0-9-]*)+$/;

export const roleForm = z.object({
  name: notEmpty.pipe(z.string().max(60, { error: 'admin.too_long' }).regex(/^[a-z0-9][a-z0-9._-]*$/, { error: 'admin.roles.name_rule' })),
  description: description.default(''),
  permissions: z.array(z.string().regex(SCOPE_NAME, { error: 'admin.permissions.name_rule' }), { error: 'validation.required' }).max(500).default([]),
});
export type RoleFormInput = z.infer<typeof roleForm>;

export const groupRoleForm = z.object({
  description: notEmpty.pipe(z.string().max(100, { error: 'admin.too_long' })).pipe(text),
  roleIds: z.array(id, { error: 'validation.required' }).min(1, { error: 'validation.required' }).max(100),
});
export type GroupRoleFormInput = z.infer<typeof groupRoleForm>;

export const permissionForm = z.object({
  name: notEmpty.pipe(z.string().max(80, { error: 'admin.too_long' }).regex(SCOPE_NAME, { error: 'admin.permissions.name_rule' })),
  description: description.default(''),
});
export type PermissionFormInput = z.infer<typeof permissionForm>;
