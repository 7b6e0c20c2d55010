// Who may sign in and what they may do: users, roles, scopes (permissions), group roles, user areas
// and the customer codes a dealer or customer-vendor user belongs to.
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, flag, id, timestamp, updatedAt } from './columns';

export const groupRoles = sqliteTable('group_roles', {
  id: id(),
  description: text('description').notNull().unique(),
  createdAt: createdAt(),
});

export const users = sqliteTable(
  'users',
  {
    id: id(),
    username: text('username').notNull().unique(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Language code of the UI (en, de, fr, id, ms). */
    language: text('language').notNull().default('en'),
    /** audit, salesman, sales_group, sales_office, customer... (null = none). */
    limitation: text('limitation'),
    groupRoleId: integer('group_role_id').references(() => groupRoles.id, { onDelete: 'set null' }),
    sendEmail: flag('send_email').notNull().default(true),
    sendEmailWarranty: flag('send_email_warranty').notNull().default(false),
    isFakeEmail: flag('is_fake_email').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    disabledAt: timestamp('disabled_at'),
  },
  // The administration list sorts and filters on these (issue 15: 20,000 users, p95 < 50 ms).
  (t) => [
    index('users_email_idx').on(t.email),
    index('users_name_idx').on(t.name),
    index('users_created_idx').on(t.createdAt),
    index('users_group_role_idx').on(t.groupRoleId),
    index('users_limitation_idx').on(t.limitation),
  ],
);

export const roles = sqliteTable('roles', {
  id: id(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  createdAt: createdAt(),
});

/** A permission is a scope name such as `page.catalog` or `menu.change-cust`. */
export const permissions = sqliteTable('permissions', {
  id: id(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
});

export const rolePermissions = sqliteTable(
  'role_permissions',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permissionId: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] })],
);

export const groupRoleRoles = sqliteTable(
  'group_role_roles',
  {
    groupRoleId: integer('group_role_id')
      .notNull()
      .references(() => groupRoles.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.groupRoleId, t.roleId] })],
);

export const userRoles = sqliteTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);

/** Where a user may act: per sales organisation, a limitation kind and its value (e.g. salesman S10025). */
export const userAreas = sqliteTable(
  'user_areas',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sorg: text('sorg'),
    limitation: text('limitation').notNull(),
    option: text('option'),
    value: text('value').notNull(),
  },
  (t) => [index('user_areas_user_idx').on(t.userId), index('user_areas_value_idx').on(t.limitation, t.value)],
);

/** The customer codes a dealer or customer-vendor user belongs to (r3, with isr when it exists). */
export const userCustomers = sqliteTable(
  'user_customers',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    r3: text('r3').notNull(),
    isr: text('isr'),
  },
  (t) => [uniqueIndex('user_customers_user_r3_idx').on(t.userId, t.r3), index('user_customers_r3_idx').on(t.r3)],
);
