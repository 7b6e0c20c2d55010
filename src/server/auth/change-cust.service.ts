// Switching the customer a user acts for (docs/requirements.md#choosing-a-customer, "Switching customer").
import { isUpstreamError } from '../upstream';
import { authError } from './auth.messages';
import { switchCustomer, type AuthDeps, type IssuedTokens } from './auth.service';
import type { AccessClaims, CustCode, Identity } from './claims';
import { findSalesCustomer, findSorgCustomer, matchesRequest, salesFilterOf, sorgReachOf, type RequestedCustomer } from './customers.service';
import { loadIdentity } from './identity.repo';
import { findSession } from './session.repo';

/** `site`: the sales organisations of the site asked on; staff switch only to their customers. */
export async function changeCustomer(deps: AuthDeps, claims: AccessClaims, wanted: RequestedCustomer, site: readonly string[]): Promise<IssuedTokens> {
  const [identity, session] = await Promise.all([loadIdentity(deps.db, Number(claims.sub)), findSession(deps.db, claims.sid)]);
  if (!identity || identity.disabled || !session || session.revokedAt) throw authError('SESSION_EXPIRED');
  const target = await actableCustomer(deps, identity, wanted, site);
  if (!target) throw authError('CUSTOMER_NOT_YOURS');
  return switchCustomer(deps, identity, claims.sid, target);
}

/** A linked customer, else one the user's sales areas (or audited organisations, or admin reach) cover on the site. */
export async function actableCustomer(deps: AuthDeps, identity: Identity, wanted: RequestedCustomer, site: readonly string[]): Promise<CustCode | null> {
  const own = identity.customers.find((c) => matchesRequest(c, wanted));
  if (own) return own;
  const filter = salesFilterOf(identity.limitation, identity.areas, site);
  const reach = filter ? null : sorgReachOf(identity.limitation, identity.areas, identity.scopes, site);
  if (!filter && !reach) return null;
  try {
    if (filter) return await findSalesCustomer(deps.upstream, filter, wanted);
    return reach ? await findSorgCustomer(deps.upstream, reach, wanted) : null;
  } catch (error) {
    if (isUpstreamError(error)) throw authError('CHANGE_CUST_FAILED');
    throw error;
  }
}
