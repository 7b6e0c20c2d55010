// A credit note for goods a dealer sent back (issue 20, decision 0080): priced from the delivery it
// came with (the line's delivered amount per piece), booked as an open deduction in the payer's
// ledger so it shows in the invoice area and can be set against invoices. One per return number:
// a retry answers with the note the first call made.
import { and, eq } from 'drizzle-orm';
import { ledgerDeliveries, ledgerDeliveryLines, ledgerInvoices } from '../../db/schema/ledger';
import { isoDate } from '../dates';
import { nextSequence, type LedgerDb } from '../db';
import { companiesByCode, toR3 } from '../lookup';

export interface ReturnCreditNoteInput {
  custCode: string;
  doNumber: string;
  returnNo: string;
  lines: readonly { articleCode: string; qty: number }[];
}

interface CreditNote {
  invoiceNo: string;
  amount: number;
  currency: string;
  documentDate: string;
}

type Outcome = { creditNote: CreditNote | null; message: { status: boolean; description: string | null }; userErrors: { field: string | null; message: string }[] };

const fail = (message: string, field: string | null = null): Outcome => ({ creditNote: null, message: { status: false, description: message }, userErrors: [{ field, message }] });
const ok = (creditNote: CreditNote): Outcome => ({ creditNote, message: { status: true, description: 'Credit note created' }, userErrors: [] });

const assignmentOf = (returnNo: string) => `RET-${returnNo}`;

export async function createReturnCreditNote(db: LedgerDb, input: ReturnCreditNoteInput, now: Date): Promise<Outcome> {
  const custCode = await toR3(db, input.custCode);
  const existing = await db.select().from(ledgerInvoices).where(and(eq(ledgerInvoices.payerCode, custCode), eq(ledgerInvoices.assignment, assignmentOf(input.returnNo)))).limit(1);
  const found = existing[0];
  if (found) return ok({ invoiceNo: found.invoiceNo, amount: found.amount, currency: found.currency, documentDate: found.documentDate });
  const [delivery] = await db.select().from(ledgerDeliveries).where(and(eq(ledgerDeliveries.doNumber, input.doNumber), eq(ledgerDeliveries.custCode, custCode), eq(ledgerDeliveries.status, 'shipped'))).limit(1);
  if (!delivery) return fail('Delivery not found', 'doNumber');
  const rows = await db.select().from(ledgerDeliveryLines).where(eq(ledgerDeliveryLines.doNumber, delivery.doNumber));
  let amount = 0;
  for (const [index, line] of input.lines.entries()) {
    const delivered = rows.filter((r) => r.articleCode === line.articleCode);
    const qty = delivered.reduce((s, r) => s + r.qty, 0);
    if (qty === 0) return fail('Article not in this delivery', `lines.${index}.articleCode`);
    if (line.qty < 1 || line.qty > qty) return fail(`Qty must be between 1 and ${qty}`, `lines.${index}.qty`);
    const value = delivered.reduce((s, r) => s + r.price, 0);
    amount += Math.round((value * line.qty) / qty);
  }
  const currency = (await companiesByCode(db, [delivery.sorg])).get(delivery.sorg)?.currency ?? 'USD';
  const n = await nextSequence(db, 'credit_note');
  const invoiceNo = `8${delivery.sorg.slice(0, 2) === 'US' ? 1 : 2}${String(50_000_000 + n).padStart(8, '0')}`;
  const documentDate = isoDate(now);
  await db.insert(ledgerInvoices).values({
    accountingNo: `15${String(n).padStart(8, '0')}`,
    invoiceNo,
    assignment: assignmentOf(input.returnNo),
    payerCode: custCode,
    custCode,
    sorg: delivery.sorg,
    currency,
    amount: -amount,
    documentDate,
    dueDate: documentDate,
    status: 'open',
  });
  return ok({ invoiceNo, amount: -amount, currency, documentDate });
}
