// The signed-in user as the shell reads it from `Astro.locals` (set by AUTH's session step).
import type { AccessClaims, CustCode } from '../auth/claims';
import { hasScope } from '../../domain/routes';

export type ShellUser = AccessClaims;

/** Null for anonymous visitors (and before the session step has run). */
export function shellUser(locals: App.Locals): ShellUser | null {
  const user = (locals as unknown as { user?: ShellUser | null }).user;
  return user ?? null;
}

export function userHas(user: ShellUser | null, scope: string): boolean {
  return user !== null && hasScope(user.scp, scope);
}

export function actingCustomer(user: ShellUser | null): CustCode | null {
  return user?.salesActiveCustCode ?? null;
}

/** Sales organisations of the user's areas; the host's when the user has none. */
export function userSorgs(user: ShellUser | null, hostSorg: string): string[] {
  const sorgs = new Set<string>();
  for (const [sorg] of user?.areas ?? []) if (sorg) sorgs.add(sorg);
  return sorgs.size > 0 ? [...sorgs] : [hostSorg];
}
