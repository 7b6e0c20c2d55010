// The upstream reads behind the header: acting customer, credit per company, cart quantity.
import type { Cache } from '../runtime/types';
import type { UpstreamClient } from '../upstream';
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

export interface ReadDeps {
  upstream: UpstreamClient;
  cache: Cache;
}

async function cached<T>(cache: Cache, key: string, ttl: number, load: () => Promise<T>): Promise<T> {
  const hit = await cache.get<T>(key);
  if (hit !== undefined) return hit;
  const value = await load();
  await cache.set(key, value, ttl);
  return value;
}

export function readCustomer(deps: ReadDeps, code: CustCode): Promise<ShellCustomer | null> {
  return cached(deps.cache, `shell:customer:${code.r3}`, CUSTOMER_TTL_SECONDS, async () => {
    const { customer } = await deps.upstream.request(CustomerDocument, { custCode: code.r3 });
    return customer;
  });
}

/**
 * Never cached beyond the request (decision 0018): open-to-buy moves with every order and payment,
 * also those placed on another node or in the ERP, so a cached figure is wrong right after the
 * dealer's own order. The shell reads it once per page (loadShellData), in parallel with the cart.
 */
export async function readCredit(deps: Pick<ReadDeps, 'upstream'>, code: CustCode): Promise<CompanyCredit[]> {
  const { creditInformation } = await deps.upstream.request(CreditInformationDocument, { custCode: code.r3 });
  return creditInformation;
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
