// What checkout's paymentId means: one of the customer's terms of payment (in every sorg of the
// cart), the legacy on-account code TOP, or a Bank Transfer method or merchant (prepaid).
import { and, eq, sql } from 'drizzle-orm';
import type { UpstreamContext } from '../db/client';
import { ledgerPaymentMerchants, ledgerPaymentMethods } from '../db/schema/ledger';
import { customerPaymentTerms, paymentTerms } from '../db/schema/payment-terms';
import type { UserError } from '../resolvers';
import { ON_ACCOUNT } from './checkout.rules';

export type PaymentChoice =
  | { kind: 'on_account' }
  | { kind: 'term'; code: string; termKind: string }
  | { kind: 'method'; id: string };

/** Orders on credit are the ones the host's credit check covers. */
export const onCredit = (choice: PaymentChoice): boolean => choice.kind === 'on_account' || (choice.kind === 'term' && choice.termKind === 'credit');

export async function paymentChoice(ctx: UpstreamContext, r3: string, paymentId: string, sorgs: readonly string[]): Promise<PaymentChoice | UserError> {
  if (paymentId === ON_ACCOUNT) return { kind: 'on_account' };
  const [term] = await ctx.db.select().from(paymentTerms).where(eq(paymentTerms.code, paymentId));
  if (term) {
    const problem = await termProblem(ctx, r3, term.code, sorgs);
    return problem ?? { kind: 'term', code: term.code, termKind: term.kind };
  }
  for (const sorg of sorgs) {
    const [found] = await ctx.db
      .select({ id: ledgerPaymentMerchants.id })
      .from(ledgerPaymentMerchants)
      .innerJoin(ledgerPaymentMethods, eq(ledgerPaymentMethods.id, ledgerPaymentMerchants.methodId))
      .where(and(eq(ledgerPaymentMethods.sorg, sorg), sql`(${ledgerPaymentMerchants.id} = ${paymentId} OR ${ledgerPaymentMethods.id} = ${paymentId})`))
      .limit(1);
    if (!found) return { field: 'paymentId', message: `Payment method ${paymentId} is not available for ${sorg}` };
  }
  return { kind: 'method', id: paymentId };
}

async function termProblem(ctx: UpstreamContext, r3: string, code: string, sorgs: readonly string[]): Promise<UserError | null> {
  const agreed = await ctx.db.select({ sorg: customerPaymentTerms.sorg }).from(customerPaymentTerms)
    .where(and(eq(customerPaymentTerms.custCode, r3), eq(customerPaymentTerms.termCode, code)));
  const missing = sorgs.find((sorg) => !agreed.some((a) => a.sorg === sorg));
  return missing ? { field: 'paymentId', message: `Payment term ${code} is not agreed with this customer for ${missing}` } : null;
}

export const isPaymentError = (value: PaymentChoice | UserError): value is UserError => 'message' in value;
