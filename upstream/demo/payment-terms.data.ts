// Terms of payment of the demo ERP: the term catalogue, the term sets each country's credit
// department hands out, and which set every customer has per sales organisation.
import type { Client } from '@libsql/client';
import type { customerPaymentTerms, paymentTerms } from '../db/schema/payment-terms';
import * as t from '../db/schema/index';
import { demoActors } from './actors';
import { insertAll, rowsOf, type RowSet } from './insert';

type TermRow = typeof paymentTerms.$inferInsert;
type CustomerTermRow = typeof customerPaymentTerms.$inferInsert;

export const paymentTermRows: readonly TermRow[] = [
  { code: 'N014', kind: 'credit', description: '14 days net', netDays: 14, discountDays: null, discountPercent: null },
  { code: 'N030', kind: 'credit', description: '30 days net', netDays: 30, discountDays: null, discountPercent: null },
  { code: 'N045', kind: 'credit', description: '45 days net', netDays: 45, discountDays: null, discountPercent: null },
  { code: 'Z210', kind: 'credit', description: '10 days 2% discount, 30 days net', netDays: 30, discountDays: 10, discountPercent: 2 },
  { code: 'Z214', kind: 'credit', description: '14 days 2% discount, 30 days net', netDays: 30, discountDays: 14, discountPercent: 2 },
  { code: 'PREP', kind: 'prepayment', description: 'Prepayment', netDays: null, discountDays: null, discountPercent: null },
  { code: 'COD', kind: 'cash_on_delivery', description: 'Cash on delivery', netDays: null, discountDays: null, discountPercent: null },
];

/** Term sets per sorg, default first. Most dealers get the first set; new or risky accounts the last. */
const termSets: Readonly<Record<string, readonly (readonly string[])[]>> = {
  US01: [['N030', 'Z210', 'PREP'], ['Z210', 'N030'], ['N030'], ['COD', 'PREP'], ['PREP']],
  DE01: [['Z214', 'N030', 'PREP'], ['N030', 'Z214'], ['N030'], ['PREP']],
  NL01: [['N030', 'Z214', 'PREP'], ['N014', 'N030'], ['N030'], ['PREP']],
  ID01: [['N030', 'COD', 'PREP'], ['N045', 'N030'], ['N030'], ['COD', 'PREP'], ['PREP']],
};

/** The well-known actors' terms are fixed, so stories and tests can rely on them. */
const actorSets: Readonly<Record<string, readonly string[]>> = {
  [`${demoActors.singleCompanyDealer.r3}:US01`]: ['N030', 'Z210', 'PREP'],
  [`${demoActors.multiCompanyDealer.r3}:DE01`]: ['Z214', 'N030', 'PREP'],
  [`${demoActors.multiCompanyDealer.r3}:NL01`]: ['N030', 'Z214', 'PREP'],
  [`${demoActors.customerVendor.r3}:ID01`]: ['N030'],
};

/** Half the dealers get the full set; the rest spread over the narrower ones. */
function setIndex(custCode: string, count: number): number {
  const hash = [...custCode].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) % 1_000_003, 7);
  const bucket = hash % 10;
  return bucket < 5 ? 0 : 1 + (bucket % (count - 1));
}

export function customerTermRows(areas: readonly { custCode: string; sorg: string }[]): CustomerTermRow[] {
  return areas.flatMap(({ custCode, sorg }) => {
    const sets = termSets[sorg] ?? [['N030']];
    const codes = actorSets[`${custCode}:${sorg}`] ?? sets[setIndex(custCode, sets.length)] ?? ['N030'];
    return codes.map((termCode, position) => ({ custCode, sorg, termCode, isDefault: position === 0, position }));
  });
}

export function paymentTermSets(areas: readonly { custCode: string; sorg: string }[]): RowSet[] {
  return [rowsOf(t.paymentTerms, paymentTermRows), rowsOf(t.customerPaymentTerms, customerTermRows(areas))];
}

/** A database seeded before terms existed gets them from its customers' sales areas. */
export async function backfillPaymentTerms(client: Client): Promise<void> {
  const present = await client.execute('SELECT 1 FROM payment_terms LIMIT 1');
  if (present.rows.length > 0) return;
  const areas = await client.execute('SELECT cust_code, sorg FROM customer_areas');
  await insertAll(client, paymentTermSets(areas.rows.map((r) => ({ custCode: String(r['cust_code']), sorg: String(r['sorg']) }))));
}
