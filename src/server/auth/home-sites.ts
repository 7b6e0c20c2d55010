// Which country sites an account orders on (decision 0015): the sales organisations of its user
// areas and of its customers' sales areas. The sign-in form refuses an account on a site that is not
// one of them, and names its own sites, instead of opening a session whose every cart call fails.
import { ApiError } from '../api/errors';
import { isUpstreamError, type UpstreamClient } from '../upstream';
import { authError } from './auth.messages';
import type { Identity } from './claims';
import { customerData } from './customers.service';

/** A sign-in on a site whose sales organisation the account does not order from; `sorgs` are its own. */
export class WrongSiteError extends ApiError {
  readonly sorgs: readonly string[];

  constructor(sorgs: readonly string[]) {
    const { status, message, messageKey, code } = authError('WRONG_SITE');
    super(status, code, message, messageKey);
    this.sorgs = sorgs;
  }
}

/**
 * The sales organisations the account orders from, or null when it is bound to none (an
 * administrator) or the upstream cannot say right now: then every site admits it, and the upstream's
 * own order rules still apply.
 */
export async function accountSorgs(upstream: UpstreamClient, identity: Identity): Promise<string[] | null> {
  const sorgs = new Set(identity.areas.flatMap(([sorg]) => (sorg ? [sorg] : [])));
  for (const code of identity.customers) {
    try {
      for (const sorg of (await customerData(upstream, code))?.sorgs ?? []) sorgs.add(sorg);
    } catch (error) {
      if (isUpstreamError(error)) return null;
      throw error;
    }
  }
  return sorgs.size > 0 ? [...sorgs].sort() : null;
}

/** Throws WrongSiteError unless the account orders from `sorg`. */
export async function requireHomeSite(upstream: UpstreamClient, identity: Identity, sorg: string): Promise<void> {
  const sorgs = await accountSorgs(upstream, identity);
  if (sorgs && !sorgs.includes(sorg)) throw new WrongSiteError(sorgs);
}
