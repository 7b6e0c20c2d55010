// Whose sales a request may read (ARCHITECTURE non-negotiables): a dealer only its own customer,
// a sales user the customers their areas cover, several at once. Anyone else: the acting customer.
import { canSearchBySales } from '../../domain/user-kind';
import { authError } from '../auth/auth.messages';
import type { AccessClaims, CustCode } from '../auth/claims';
import { findSalesCustomer, salesFilterOf } from '../auth/customers.service';
import type { UpstreamClient } from '../upstream';

const sameCode = (c: CustCode, code: string) => c.r3 === code || c.isr === code;

/** Who reads, and `site`, the sales organisations of the site read on: no customer of another is compared. */
export type Viewer = Pick<AccessClaims, 'lim' | 'areas' | 'salesActiveCustCode'> & { site: readonly string[] };

/** The customers to add up: the acting one when none is asked for; 403 for any code not theirs. */

export async function comparedCustomers(upstream: UpstreamClient, auth: Viewer, requested: readonly string[]): Promise<CustCode[]> {
  const acting = auth.salesActiveCustCode;
  if (!acting) throw authError('CUSTOMER_REQUIRED');
  if (requested.length === 0) return [acting];
  const filter = salesFilterOf(auth.lim, auth.areas, auth.site);
  const out: CustCode[] = [];
  for (const code of requested) {
    const found = sameCode(acting, code) ? acting : filter ? await findSalesCustomer(upstream, filter, { code }) : null;
    if (!found) throw authError('CUSTOMER_NOT_YOURS');
    if (!out.some((c) => c.r3 === found.r3)) out.push(found);
  }
  return out;
}

/** Sales users may compare customers; everyone else sees their acting customer only. */
export const canCompare = (auth: Pick<AccessClaims, 'lim'>): boolean => canSearchBySales(auth.lim);
