// Partial payment (docs/requirements.md#partial-payment): only where the host allows it, with exactly one
// positive invoice selected and the user opting in; an acknowledgement checkbox; the amount at
// least 1 (one whole unit of the currency: "The minimum amount is 1") and at most the selected
// combined total ("The maximum amount is {total}"). It counts as partial only if the entered
// amount differs from the combined total.
import { oneUnit } from '../money.ts';

export interface PartialInput {
  readonly hostAllows: boolean;
  readonly optedIn: boolean;
  readonly acknowledged: boolean;
  /** Minor units; null when nothing (or no number) was entered. */
  readonly amount: number | null;
  readonly positiveCount: number;
  readonly combinedTotal: number;
  readonly precision: number;
}

export type PartialIssue =
  | { readonly field: 'partial'; readonly key: 'invoice.partial_not_allowed' | 'invoice.partial_one_invoice' }
  | { readonly field: 'acknowledged'; readonly key: 'invoice.partial_acknowledge_required' }
  | { readonly field: 'amount'; readonly key: 'validation.numeric' }
  | { readonly field: 'amount'; readonly key: 'invoice.partial_min' }
  | { readonly field: 'amount'; readonly key: 'invoice.partial_max'; readonly max: number };

export const canOfferPartial = (hostAllows: boolean, positiveCount: number): boolean => hostAllows && positiveCount === 1;

/** Problems with a partial payment the user opted into; empty when it may go ahead (or was not asked for). */
export function partialIssues(input: PartialInput): PartialIssue[] {
  if (!input.optedIn) return [];
  if (!input.hostAllows) return [{ field: 'partial', key: 'invoice.partial_not_allowed' }];
  if (input.positiveCount !== 1) return [{ field: 'partial', key: 'invoice.partial_one_invoice' }];
  const issues: PartialIssue[] = [];
  if (input.amount === null) issues.push({ field: 'amount', key: 'validation.numeric' });
  else if (input.amount < oneUnit(input.precision)) issues.push({ field: 'amount', key: 'invoice.partial_min' });
  else if (input.amount > input.combinedTotal) issues.push({ field: 'amount', key: 'invoice.partial_max', max: input.combinedTotal });
  if (!input.acknowledged) issues.push({ field: 'acknowledged', key: 'invoice.partial_acknowledge_required' });
  return issues;
}

/** The payment is partial when the user opted in and the amount differs from the combined total. */
export const isPartialPayment = (optedIn: boolean, amount: number | null, combinedTotal: number): boolean =>
  optedIn && amount !== null && amount !== combinedTotal;
