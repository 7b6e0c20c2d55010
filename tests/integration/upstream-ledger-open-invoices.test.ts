// The embedded upstream reads a payer's unpaid invoices as one JSON value (invoice-rows.read.ts):
// the rows must be exactly what a plain select of the table gives, in the same order.
import { and, asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUpstreamDb } from '../../upstream/db/client';
import { ledgerInvoices } from '../../upstream/db/schema/ledger';
import { unpaidInvoices } from '../../upstream/ledger/invoices/invoices.repo';
import { openUpstreamFixture, type UpstreamFixture } from './upstream-fixture';

const PAYER = '0001000123';
let f: UpstreamFixture;

beforeAll(async () => {
  f = await openUpstreamFixture();
  // Values a JSON round trip could bend: digits-only text, quotes and non-ASCII, nulls, a negative amount.
  await f.sql.execute({
    sql: `insert into ledger_invoices (accounting_no, invoice_no, assignment, payer_code, cust_code, sorg, currency, amount, document_date, due_date, installment_no, installment_count, status, payment_request_id)
          values ('X000000001', '0099', '00123 "Ü" \\ né', ?, ?, 'US01', 'USD', -2550, '2026-01-02', '2026-01-01', 1, 2, 'open', null),
                 ('X000000002', '0099', '00123', ?, ?, 'US01', 'USD', 10001, '2026-01-02', '2026-01-01', 2, 2, 'pending_payment', 'PR-1'),
                 ('X000000003', '0100', '0100', ?, ?, 'ZZ01', 'EUR', 500, '2026-01-02', '2026-02-01', null, null, 'open', null)`,
    args: [PAYER, PAYER, PAYER, PAYER, PAYER, PAYER],
  });
}, 120_000);
afterAll(() => f.close());

describe('unpaid invoices of a payer', () => {
  it('are the rows a plain select gives, every column with its own type, oldest due date first', async () => {
    const db = createUpstreamDb(f.sql);
    const plain = await db
      .select()
      .from(ledgerInvoices)
      .where(and(eq(ledgerInvoices.payerCode, PAYER), ne(ledgerInvoices.status, 'paid')))
      .orderBy(asc(ledgerInvoices.dueDate), asc(ledgerInvoices.invoiceNo), asc(ledgerInvoices.installmentNo));

    const rows = await unpaidInvoices(db, PAYER);

    expect(plain.length).toBeGreaterThan(2);
    expect(rows).toEqual(plain);
    expect(rows.find((r) => r.accountingNo === 'X000000001')).toMatchObject({ assignment: '00123 "Ü" \\ né', invoiceNo: '0099', amount: -2550, paymentRequestId: null });
  });

  it('keep to the companies asked for', async () => {
    const rows = await unpaidInvoices(createUpstreamDb(f.sql), PAYER, ['ZZ01']);
    expect(rows.map((r) => r.accountingNo)).toEqual(['X000000003']);
  });

  it('are none for a payer without invoices', async () => {
    expect(await unpaidInvoices(createUpstreamDb(f.sql), '0009999999')).toEqual([]);
  });
});
