// Claim statuses and who may move a claim where (decision 0033). The spec shows neither the values
// nor the rules; these are what a distributor's warranty desk works with.

export const CLAIM_STATUS = {
  submitted: 1,
  inReview: 2,
  waitingForDealer: 3,
  approved: 4,
  partsShipped: 5,
  credited: 6,
  rejected: 7,
  closed: 8,
} as const;

export type ClaimStatusId = (typeof CLAIM_STATUS)[keyof typeof CLAIM_STATUS];
export const CLAIM_STATUS_IDS = Object.values(CLAIM_STATUS) as readonly ClaimStatusId[];

/** Open: with the distributor; action: waiting for the dealer; closed: nothing more happens. */
export type ClaimStatusCategory = 'open' | 'action' | 'closed';

export const CLAIM_STATUS_CATEGORY: Record<ClaimStatusId, ClaimStatusCategory> = {
  1: 'open', 2: 'open', 3: 'action', 4: 'open', 5: 'open', 6: 'closed', 7: 'closed', 8: 'closed',
};

/** Locale key suffixes (claims.status.<code>). */
export const CLAIM_STATUS_CODE: Record<ClaimStatusId, string> = {
  1: 'submitted', 2: 'in_review', 3: 'waiting_for_dealer', 4: 'approved', 5: 'parts_shipped', 6: 'credited', 7: 'rejected', 8: 'closed',
};

export const isClaimStatusId = (value: number): value is ClaimStatusId => (CLAIM_STATUS_IDS as readonly number[]).includes(value);

/** The dealer may change the claim while it is new or while the desk waits for the dealer. */
export function claimEditable(status: number): boolean {
  return status === CLAIM_STATUS.submitted || status === CLAIM_STATUS.waitingForDealer;
}

/** Who attached a claim's additional document, as the portal recorded it; `unknown` when it has no record (the ERP's own). */
export type DocumentSide = 'dealer' | 'desk' | 'unknown';

export type DocumentDeletion = 'allowed' | 'not_yours' | 'locked';

/**
 * Whether a user may delete an additional document: the warranty desk any; the dealer's side only
 * the documents its side attached, and only while the claim can still be changed.
 */
export function documentDeletion(user: { staff: boolean }, side: DocumentSide, status: number): DocumentDeletion {
  if (user.staff) return 'allowed';
  if (side !== 'dealer') return 'not_yours';
  return claimEditable(status) ? 'allowed' : 'locked';
}

/** A rejection always says why; the other moves may. */
export function reasonRequired(to: number): boolean {
  return to === CLAIM_STATUS.rejected;
}

export type ClaimProductCategory = 'bike' | 'paa';

export interface ClaimCapability {
  productCategory: ClaimProductCategory;
  customerCategory: string;
  fromStatus: number;
  toStatus: number;
}

export interface StatusMove {
  productCategory: ClaimProductCategory;
  customerCategory: string;
  from: number;
  to: number;
}

/** A capability with customer category '*' holds for every customer category. */
export function canMoveClaim(capabilities: readonly ClaimCapability[], move: StatusMove): boolean {
  return capabilities.some(
    (c) =>
      c.productCategory === move.productCategory &&
      (c.customerCategory === '*' || c.customerCategory === move.customerCategory) &&
      c.fromStatus === move.from &&
      c.toStatus === move.to,
  );
}

/** The statuses a claim may go to next, in status order. */
export function nextStatuses(capabilities: readonly ClaimCapability[], claim: Omit<StatusMove, 'to'>): number[] {
  const targets = CLAIM_STATUS_IDS.filter((to) => canMoveClaim(capabilities, { ...claim, to }));
  return [...new Set(targets)];
}

/** The warranty desk's scope (decision 0034): status changes, internal comments, every reachable claim. */
export const CLAIM_STAFF_SCOPE = 'claim.update-status';
