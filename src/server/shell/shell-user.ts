// The signed-in user as the shell reads it from `Astro.locals` (set by AUTH's session step).
import type { AccessClaims, CustCode } from '../auth/claims';
import type { FeatureFlags } from '../../domain/feature-flags';
import { mayFollow } from '../../domain/link-access';
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

/** A link is offered only where the route table lets this user open it (decision 0014). */
export function userMayOpen(user: Pick<ShellUser, 'scp' | 'lim'> | null, flags: FeatureFlags, href: string): boolean {
  return mayFollow(href, user ? { scopes: user.scp, limitation: user.lim } : null, flags);
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
