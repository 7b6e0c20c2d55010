// A customer's terms of payment per sales organisation, joined with the term catalogue.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { UpstreamDb } from '../db/client';
import { customerPaymentTerms, paymentTerms } from '../db/schema/payment-terms';

export interface CustomerTermView {
  sorg: string;
  code: string;
  description: string;
  kind: string;
  netDays: number | null;
  discountDays: number | null;
  discountPercent: number | null;
  isDefault: boolean;
}

export async function termsOf(db: UpstreamDb, r3: string, sorgs?: readonly string[] | null): Promise<CustomerTermView[]> {
  return db
    .select({
      sorg: customerPaymentTerms.sorg, code: paymentTerms.code, description: paymentTerms.description, kind: paymentTerms.kind,
      netDays: paymentTerms.netDays, discountDays: paymentTerms.discountDays, discountPercent: paymentTerms.discountPercent, isDefault: customerPaymentTerms.isDefault,
    })
    .from(customerPaymentTerms)
    .innerJoin(paymentTerms, eq(paymentTerms.code, customerPaymentTerms.termCode))
    .where(and(eq(customerPaymentTerms.custCode, r3), sorgs?.length ? inArray(customerPaymentTerms.sorg, [...sorgs]) : undefined))
    .orderBy(asc(customerPaymentTerms.sorg), asc(customerPaymentTerms.position));
}
