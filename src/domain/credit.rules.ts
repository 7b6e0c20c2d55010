// Credit block reasons and the header balance colour (docs/requirements.md#credit).

export const BLOCK_REASON_KEYS = {
  limit_exceeded: 'credit.limit_exceeded',
  overdue_over_limit: 'credit.overdue_over_limit',
  oldest_ar_blocked: 'credit.oldest_ar_blocked',
  other_company_blocked: 'credit.other_company_blocked',
} as const;

export type BlockReason = keyof typeof BLOCK_REASON_KEYS;
export type BlockReasonKey = (typeof BLOCK_REASON_KEYS)[BlockReason];

export function isBlockReason(reason: string): reason is BlockReason {
  return Object.hasOwn(BLOCK_REASON_KEYS, reason);
}

/** Message key for a block reason; other values give no text (null). */
export function blockReasonKey(reason: string | null | undefined): BlockReasonKey | null {
  const r = reason?.trim() ?? '';
  return isBlockReason(r) ? BLOCK_REASON_KEYS[r] : null;
}

export interface CompanyCredit {
  readonly reasonBlocked?: string | null | undefined;
}

export type BalanceColour = 'red' | 'green';

/**
 * Red if any company has a block reason, otherwise green; no colour (null) unless the host shows
 * block reasons (creditStatusBlockedReason).
 */
export function balanceColour(companies: readonly CompanyCredit[], showBlockReason: boolean): BalanceColour | null {
  if (!showBlockReason) return null;
  return companies.some((c) => (c.reasonBlocked?.trim() ?? '') !== '') ? 'red' : 'green';
}

/** Hosts on the "open to buy" list call the balance that. */
export function balanceLabelKey(openToBuy: boolean): 'credit.open_to_buy' | 'credit.balance' {
  return openToBuy ? 'credit.open_to_buy' : 'credit.balance';
}

/** The credit usage lines of the customer card, in the spec's order. */
export const CREDIT_USAGE_FIELDS = [
  { field: 'balance', labelKey: 'credit.balance' },
  { field: 'openInvoice', labelKey: 'credit.open_invoice', href: '/invoice/open-invoice' },
  { field: 'openDO', labelKey: 'credit.open_do' },
  { field: 'creditLimit', labelKey: 'credit.limit' },
  { field: 'consignment', labelKey: 'credit.consignment' },
] as const;
