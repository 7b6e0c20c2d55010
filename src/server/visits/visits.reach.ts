// Whose visits a user files and reads: sales users the customers their areas cover in the site's
// sales organisation, administrators every customer, a dealer only its own shop (the customer it acts for);
// and only the brand forms their `visit_form` areas name.
import { customerReachOf } from '../../domain/user-kind';
import { visitFormsOf, type VisitBrand } from '../../domain/visits';
import { customerData, salesFilterOf, sorgReachOf } from '../auth/customers.service';
import type { AccessClaims } from '../auth/claims';
import type { UpstreamClient } from '../upstream';
import { FormVisitSalesCustomersDocument } from '../upstream/generated';
import { visitsError } from './visits.errors';

export type VisitUser = Pick<AccessClaims, 'sub' | 'name' | 'lim' | 'scp' | 'areas' | 'salesActiveCustCode'>;

export interface VisitCustomer {
  r3: string;
  code: string;
  name: string;
  city: string;
  visits: number;
}

export interface Reach {
  /** The customers offered in the form and the list filter. */
  customers: VisitCustomer[];
  /** Administrators reach every customer, listed or not. */
  all: boolean;
  sorg: string;
}

const areaObjects = (user: VisitUser) => user.areas.map(([, limitation, value]) => ({ limitation, value }));

export function allowedForms(user: VisitUser): VisitBrand[] {
  return visitFormsOf(areaObjects(user));
}

export function checkForm(user: VisitUser, brand: VisitBrand): void {
  if (!allowedForms(user).includes(brand)) throw visitsError('FORM_NOT_YOURS');
}

/** The customers the user may file visits for in `sorg` (for the list filter and the form's customer field). */
export async function reachOf(upstream: UpstreamClient, user: VisitUser, sorg: string, brand: VisitBrand, onlyWithVisits = false): Promise<Reach> {
  const sales = salesFilterOf(user.lim, user.areas, [sorg]);
  const wide = sales ? null : sorgReachOf(user.lim, user.areas, user.scp, [sorg]);
  const all = wide !== null && customerReachOf(user.lim) === 'all';
  if (!sales && !wide) return { customers: await ownShop(upstream, user, sorg), all, sorg };
  if (sales && !sales.sorgs.includes(sorg)) return { customers: [], all, sorg };
  if (wide?.sorgs && !wide.sorgs.includes(sorg)) return { customers: [], all, sorg };
  const { formVisitSalesCustomers } = await upstream.request(FormVisitSalesCustomersDocument, {
    sorg, brand, onlyCustomerHasFormVisit: onlyWithVisits, limit: 500,
    salesmen: sales?.salesmen ?? null, salesGroups: sales?.salesGroups ?? null, salesOffices: sales?.salesOffices ?? null,
  });
  return { customers: formVisitSalesCustomers.map((c) => ({ r3: c.custCode.r3, code: c.custCode.unified, name: c.custName, city: c.custCity, visits: c.visits })), all, sorg };
}

/** A dealer's own shop, when the customer they act for belongs to the site's sales organisation. */
async function ownShop(upstream: UpstreamClient, user: VisitUser, sorg: string): Promise<VisitCustomer[]> {
  const own = user.salesActiveCustCode;
  const shop = own ? await customerData(upstream, own) : null;
  if (!shop || !shop.sorgs.includes(sorg)) return [];
  return [{ r3: shop.custCode.r3, code: shop.custCode.unified, name: shop.custName, city: shop.custCity, visits: 0 }];
}

/** Whether a customer code (r3 or isr) lies in the reach. */
export function inReach(reach: Reach, code: string): boolean {
  return reach.all || reach.customers.some((c) => c.r3 === code || c.code === code);
}

export function requireInReach(reach: Reach, code: string): void {
  if (!inReach(reach, code)) throw visitsError('CUSTOMER_NOT_YOURS');
}
