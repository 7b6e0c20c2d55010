// Which country sites a customer's records may be reached on: the sales organisations it orders
// from, as the upstream knows them (docs/architecture.md "Non-negotiables"). An API key and the
// pre-season windows are held to them, so another country's site never shows its prices, currency
// or booking windows to this customer.
import { BoundedCache } from '../../domain/bounded-cache';
import { isUpstreamError, type UpstreamClient } from '../upstream';
import type { CustCode } from './claims';
import { customerData } from './customers.service';

/** A change of the customer's sales areas in the ERP reaches the portal within this time. */
const SORGS_TTL_MS = 60_000;

const sorgsByCustomer = new BoundedCache<string, readonly string[]>({ max: 10_000, ttlMs: SORGS_TTL_MS });

/** The customer's sales organisations; null while the upstream cannot say. */
export async function customerSorgs(upstream: UpstreamClient, code: CustCode): Promise<readonly string[] | null> {
  const hit = sorgsByCustomer.get(code.r3);
  if (hit) return hit;
  try {
    const sorgs = (await customerData(upstream, code))?.sorgs ?? [];
    sorgsByCustomer.set(code.r3, sorgs);
    return sorgs;
  } catch (error) {
    if (isUpstreamError(error)) return null;
    throw error;
  }
}

/**
 * False when the customer does not order from `sorg`. Unknown (the upstream away) counts as yes:
 * whatever the request then reads from the upstream fails on its own and says so.
 */
export async function ordersOnSite(upstream: UpstreamClient, code: CustCode, sorg: string): Promise<boolean> {
  const sorgs = await customerSorgs(upstream, code);
  return sorgs === null || sorgs.includes(sorg);
}

/** Forget what is cached (tests). */
export function forgetCustomerSorgs(): void {
  sorgsByCustomer.clear();
}
