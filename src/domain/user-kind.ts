// Kinds of signed-in user the shell tells apart (docs/requirements.md#scopes-and-route-access).

/** Roles that make a user a sales user (isSales). */
export const SALES_ROLES = ['salesman', 'sales.group'] as const;

/** Roles that do not load cart quantities. */
export const NO_CART_QTY_ROLES = ['Product', 'guest'] as const;

/** Limitations whose users may search customers by sales staff (docs/requirements.md#scopes-and-route-access). */
export const SALES_SEARCH_LIMITATIONS = ['salesman', 'sales_group', 'sales_office'] as const;

export const AUDIT_LIMITATION = 'audit';

const includes = (list: readonly string[], value: string | null | undefined): boolean => value != null && list.includes(value);

export function isSalesUser(roles: readonly string[]): boolean {
  return roles.some((role) => includes(SALES_ROLES, role));
}

export function skipsCartQuantity(roles: readonly string[]): boolean {
  return roles.some((role) => includes(NO_CART_QTY_ROLES, role));
}

export function canSearchBySales(limitation: string | null | undefined): boolean {
  return includes(SALES_SEARCH_LIMITATIONS, limitation);
}

export interface UserKindFlags {
  readonly isSales: boolean;
  readonly isCustomer: boolean;
  readonly isCustVendor: boolean;
}

/**
 * Whose customers a user may act for, by limitation (decision 0013): their linked customers; those
 * their sales areas cover; for `audit`, every customer of the sales organisations of their areas;
 * with no limitation (administrators), every customer. Beyond the linked ones, the user also needs
 * scope menu.change-cust.
 */
export type CustomerReach = 'linked' | 'sales' | 'sorgs' | 'all';

export function customerReachOf(limitation: string | null | undefined): CustomerReach {
  if (canSearchBySales(limitation)) return 'sales';
  if (limitation === AUDIT_LIMITATION) return 'sorgs';
  return limitation == null ? 'all' : 'linked';
}

/**
 * The customer selection dialog: the spec's sales, customer and customer-vendor users, and the
 * auditors and administrators who may choose a customer (decision 0013).
 */
export function showsCustomerSelection(user: UserKindFlags, limitation: string | null): boolean {
  if (user.isSales || user.isCustomer || user.isCustVendor) return true;
  const reach = customerReachOf(limitation);
  return reach === 'sorgs' || reach === 'all';
}
