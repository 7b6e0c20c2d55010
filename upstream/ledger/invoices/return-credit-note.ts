// A credit note for goods a dealer sent back (decision 0080): priced from the delivery it came with
// (the line's delivered amount per piece), booked as an open deduction in the payer's ledger so it
// shows in the invoice area and can be set against invoices. Its assignment is its number, as for
// every other document, so the invoice list and the return name it alike. One per return number:
// a retry answers with the note the first call made (kept in the mutations' idempotency store).
import { and, eq } from 'drizzle-orm';
import { checkouts } from '../../db/schema/cart';
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

const keyOf = (returnNo: string) => `return-credit-note:${returnNo}`;
/** Notes booked before they were named by their number carry the return in their assignment. */
const legacyAssignmentOf = (returnNo: string) => `RET-${returnNo}`;

async function earlierNote(db: LedgerDb, custCode: string, returnNo: string): Promise<CreditNote | null> {
  const [stored] = await db.select().from(checkouts).where(and(eq(checkouts.idempotencyKey, keyOf(returnNo)), eq(checkouts.custCode, custCode))).limit(1);
  if (stored) return JSON.parse(stored.result) as CreditNote;
  const [legacy] = await db.select().from(ledgerInvoices).where(and(eq(ledgerInvoices.payerCode, custCode), eq(ledgerInvoices.assignment, legacyAssignmentOf(returnNo)))).limit(1);
  return legacy ? { invoiceNo: legacy.invoiceNo, amount: legacy.amount, currency: legacy.currency, documentDate: legacy.documentDate } : null;
}

export async function createReturnCreditNote(db: LedgerDb, input: ReturnCreditNoteInput, now: Date): Promise<Outcome> {
  const custCode = await toR3(db, input.custCode);
  const found = await earlierNote(db, custCode, input.returnNo);
  if (found) return ok(found);
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
  const documentDate = isoDate(now);
  const note = await db.transaction(async (tx) => {
    const n = await nextSequence(tx, 'credit_note');
    const invoiceNo = `8${delivery.sorg.slice(0, 2) === 'US' ? 1 : 2}${String(50_000_000 + n).padStart(8, '0')}`;
    await tx.insert(ledgerInvoices).values({
      accountingNo: `15${String(n).padStart(8, '0')}`,
      invoiceNo,
      assignment: invoiceNo,
      payerCode: custCode,
      custCode,
      sorg: delivery.sorg,
      currency,
      amount: -amount,
      documentDate,
      dueDate: documentDate,
      status: 'open',
    });
    const made: CreditNote = { invoiceNo, amount: -amount, currency, documentDate };
    await tx.insert(checkouts).values({ idempotencyKey: keyOf(input.returnNo), custCode, requestHash: input.returnNo, result: JSON.stringify(made), createdAt: now.toISOString() });
    return made;
  });
  return ok(note);
}
