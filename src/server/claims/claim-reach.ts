// Whose claims a user may see (decision 0034): a dealer its own customer's; a sales user those of
// the customers in its sales areas (claimSalesCustomers); the warranty desk every customer's; anyone
// else the customer they act for. Every read and write by id checks the claim's customer against it.
import { CLAIM_STAFF_SCOPE } from '../../domain/claims';
import type { AccessClaims } from '../auth/claims';
import { salesFilterOf } from '../auth/customers.service';
import type { UpstreamClient } from '../upstream';
import { ClaimSalesCustomersDocument } from '../upstream/generated';

/** What the claims code reads of a signed-in user (a page's shell user or an API token). */
export type ClaimUser = Pick<AccessClaims, 'sub' | 'name' | 'lim' | 'scp' | 'areas' | 'flags' | 'salesActiveCustCode'>;

export type ClaimReach =
  | { kind: 'customer'; custCode: string }
  | { kind: 'customers'; custCodes: string[] }
  | { kind: 'all' }
  | { kind: 'none' };

export const isClaimStaff = (auth: Pick<AccessClaims, 'scp'>): boolean => auth.scp.includes(CLAIM_STAFF_SCOPE);

export async function claimReach(upstream: UpstreamClient, auth: ClaimUser): Promise<ClaimReach> {
  const acting = auth.salesActiveCustCode;
  if ((auth.flags.isCustomer || auth.flags.isCustVendor) && acting) return { kind: 'customer', custCode: acting.r3 };
  if (isClaimStaff(auth)) return { kind: 'all' };
  // Claims are found by sales codes alone (claimSalesCustomers takes no sales organisation).
  const filter = salesFilterOf(auth.lim, auth.areas, []);
  if (filter) {
    const { claimSalesCustomers } = await upstream.request(ClaimSalesCustomersDocument, { salesmen: filter.salesmen, salesGroups: filter.salesGroups, salesOffices: filter.salesOffices });
    return { kind: 'customers', custCodes: claimSalesCustomers };
  }
  return acting ? { kind: 'customer', custCode: acting.r3 } : { kind: 'none' };
}

export function reaches(reach: ClaimReach, custCode: string): boolean {
  if (reach.kind === 'all') return true;
  if (reach.kind === 'customer') return reach.custCode === custCode;
  if (reach.kind === 'customers') return reach.custCodes.includes(custCode);
  return false;
}

/** The customer a new claim is filed for: only a user acting for one (dealers, or sales after choosing). */
export function filingCustomer(auth: ClaimUser): string | null {
  return auth.salesActiveCustCode?.r3 ?? null;
}
