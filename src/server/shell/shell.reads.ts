// The upstream reads behind the header: acting customer, credit per company, cart quantity.
import { readThrough } from '../read-through';
import type { Cache } from '../runtime/types';
import type { UpstreamClient } from '../upstream';
import { deepFreeze } from '../upstream/read-cache';
import { CartSummaryDocument, CreditInformationDocument, CustomerDocument, type CreditFieldsFragment, type CustomerQuery } from '../upstream/generated';
import type { CustCode } from '../auth/claims';

export type ShellCustomer = NonNullable<CustomerQuery['customer']>;
export type CompanyCredit = CreditFieldsFragment;

export interface CartSummary {
  totalQty: number;
  productCount: number;
  totals: { sorg: string; currency: string; amount: number }[];
}

/** Customer master data changes rarely and the portal never changes it. */
const CUSTOMER_TTL_SECONDS = 300;
/** What the ERP changes by itself (postings, deliveries) shows within this; the portal's own writes at once. */
const CREDIT_TTL_SECONDS = 20;
const creditKey = (r3: string) => `shell:credit:${r3}`;

export interface ReadDeps {
  upstream: UpstreamClient;
  cache: Cache;
}

export function readCustomer(deps: ReadDeps, code: CustCode): Promise<ShellCustomer | null> {
  return readThrough(deps.cache, `shell:customer:${code.r3}`, CUSTOMER_TTL_SECONDS, async () => {
    const { customer } = await deps.upstream.request(CustomerDocument, { custCode: code.r3 });
    return customer;
  });
}

/**
 * Kept for CREDIT_TTL_SECONDS, and forgotten by every portal write that moves credit (decision
 * 0018): an order, a payment request or its cancellation, staff approving or voiding a payment.
 */
export function readCredit(deps: ReadDeps, code: CustCode): Promise<readonly CompanyCredit[]> {
  return readThrough(deps.cache, creditKey(code.r3), CREDIT_TTL_SECONDS, async () => {
    const { creditInformation } = await deps.upstream.request(CreditInformationDocument, { custCode: code.r3 });
    // Every page of the customer shares the cached answer, and the home keeps its card with it.
    return deepFreeze(creditInformation);
  });
}

/** After a write that moves the customer's credit: the next page reads it from the upstream. */
export function forgetCredit(cache: Cache, custCode: string): Promise<void> {
  return cache.delete(creditKey(custCode));
}

/** Never cached: the badge must show what the user just added once the page reloads. */
export async function readCartSummary(deps: ReadDeps, code: CustCode): Promise<CartSummary> {
  const { cart } = await deps.upstream.request(CartSummaryDocument, { custCode: code.r3 });
  return {
    totalQty: cart.totalQty,
    productCount: cart.totalProducts,
    totals: cart.totals.map((t) => ({ sorg: t.sorg, currency: t.currency, amount: t.amount })),
  };
}
