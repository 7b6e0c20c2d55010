// The GET /api/user payload (docs/requirements.md#sign-in-and-sessions, "Authenticated user").
import { isUpstreamError, type UpstreamClient } from '../upstream';
import type { AccessClaims, CustCode } from './claims';
import { customerData, type CustomerData } from './customers.service';

export interface UserPayload {
  id: string;
  name: string;
  language: string;
  limitation: string | null;
  userAreas: { sorg: string | null; limitation: string; value: string }[];
  scopes: string[];
  /** The user's own customer; null for sales users (they choose one) and users without one. */
  customerData: CustomerData | null;
  hasCustCode: boolean;
  isSales: boolean;
  isCustomer: boolean;
  isCustVendor: boolean;
  salesActiveCustCode: CustCode | null;
}

export async function userPayload(claims: AccessClaims, upstream: UpstreamClient): Promise<UserPayload> {
  const active = claims.salesActiveCustCode;
  return {
    id: claims.sub,
    name: claims.name,
    language: claims.lang,
    limitation: claims.lim,
    userAreas: claims.areas.map(([sorg, limitation, value]) => ({ sorg, limitation, value })),
    scopes: claims.scp,
    customerData: !claims.flags.isSales && active ? await ownCustomer(upstream, active) : null,
    ...claims.flags,
    salesActiveCustCode: active,
  };
}

/** The shell still renders when the upstream is down; the customer card then shows nothing. */
async function ownCustomer(upstream: UpstreamClient, code: CustCode): Promise<CustomerData | null> {
  try {
    return await customerData(upstream, code);
  } catch (error) {
    if (isUpstreamError(error)) {
      console.warn(`[auth] customer data for ${code.r3} unavailable: ${error.message}`);
      return null;
    }
    throw error;
  }
}
