// When the ERP blocks a customer's credit in a company, and why. Order of checks is the ERP's:
// long-overdue invoices first, then the limit, then a manual block by credit control.

export type BlockReason = 'limit_exceeded' | 'overdue_over_limit' | 'oldest_ar_blocked' | 'other_company_blocked';

/** Invoices overdue by more than this many days block the account. */
export const OVERDUE_BLOCK_DAYS = 30;

export interface CreditFigures {
  creditLimit: number;
  openInvoice: number;
  openDO: number;
  consignment: number;
  /** Sum of positive invoices overdue by more than OVERDUE_BLOCK_DAYS. */
  overdueOverLimitAmount: number;
  oldestArBlocked: boolean;
}

export function creditExposure(f: CreditFigures): number {
  return f.openInvoice + f.openDO + f.consignment;
}

export function ownBlockReason(f: CreditFigures): BlockReason | null {
  if (f.overdueOverLimitAmount > 0) return 'overdue_over_limit';
  if (creditExposure(f) > f.creditLimit) return 'limit_exceeded';
  if (f.oldestArBlocked) return 'oldest_ar_blocked';
  return null;
}

/** A block in one company blocks the customer's other companies too. */
export function blockReasons(companies: readonly CreditFigures[]): (BlockReason | null)[] {
  const own = companies.map(ownBlockReason);
  const anyBlocked = own.some((r) => r !== null);
  return own.map((r) => r ?? (anyBlocked ? 'other_company_blocked' : null));
}
