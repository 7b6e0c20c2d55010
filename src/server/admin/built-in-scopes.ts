// The portal's own scopes (the route table and the API check them, db/seed-data/scopes.ts) and the
// words that describe each in every language. A scope an administrator creates is for another system:
// the portal never checks it, so any administrator may grant it (decision 0106).
import { ALL_SCOPES } from '../../../db/seed-data/scopes';
import { isMessageKey, type Translate } from '../i18n';

const BUILT_IN: ReadonlySet<string> = new Set(ALL_SCOPES);

export const isBuiltInScope = (scope: string): boolean => BUILT_IN.has(scope);

/** `page.user-management` → `admin.permissions.scope.page_user_management`. */
export const scopeDescriptionKey = (scope: string): string => `admin.permissions.scope.${scope.replace(/[.-]/g, '_')}`;

/**
 * What a permission is for, in the user's language: the administrator's own words when they wrote
 * some, else, for a built-in scope, the catalogue's.
 */
export function permissionDescription(t: Translate, permission: { name: string; description: string }): string {
  const own = permission.description.trim();
  if (own !== '' && own !== permission.name) return own;
  const key = scopeDescriptionKey(permission.name);
  return isBuiltInScope(permission.name) && isMessageKey(key) ? t(key) : own;
}
