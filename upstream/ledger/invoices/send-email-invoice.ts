// sendEmailInvoice: the ERP mails an invoice copy to the payer's address on file.
import { and, eq } from 'drizzle-orm';
import { ledgerInvoices } from '../../db/schema/ledger';
import { customers } from '../../db/schema/sales';
import { failed, succeeded, type LedgerDb, type MutationOutcome } from '../db';
import { toR3 } from '../lookup';

export async function sendEmailInvoice(
  db: LedgerDb,
  args: { invoiceNumber: string; sorg: string; payerCode: string; email?: string | null | undefined },
): Promise<MutationOutcome> {
  const payer = await toR3(db, args.payerCode);
  const rows = await db
    .select({ email: customers.email })
    .from(ledgerInvoices)
    .leftJoin(customers, eq(customers.r3, ledgerInvoices.payerCode))
    .where(and(eq(ledgerInvoices.invoiceNo, args.invoiceNumber), eq(ledgerInvoices.sorg, args.sorg), eq(ledgerInvoices.payerCode, payer)))
    .limit(1);
  const row = rows[0];
  if (!row) return failed(`Invoice ${args.invoiceNumber} not found`, 'invoiceNumber');
  const to = args.email?.trim() || row.email;
  if (!to) return failed('No e-mail address on file for this customer', 'email');
  return succeeded(`Invoice ${args.invoiceNumber} sent to ${to}`);
}
