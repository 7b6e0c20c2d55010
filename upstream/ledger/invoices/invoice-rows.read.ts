// Many invoice rows in one SQL value. @libsql/client turns every result row into an object with a
// property per column, about 8 µs a row for this table (2,000 open items: ~16 ms); SQLite building
// one JSON array and JSON.parse reading it take a quarter of that. Every column of ledger_invoices
// is text or integer, so the JSON values are the row's own values.
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { ledgerInvoices } from '../../db/schema/ledger';
import type { LedgerDb } from '../db';
import type { InvoiceRow } from './invoice.mapper';

const fields = sql.join(
  Object.entries(getTableColumns(ledgerInvoices)).map(([key, column]) => sql`${key}, ${column}`),
  sql`, `,
);

/** The ledger_invoices rows matching `where`, in `orderBy` order, as a plain array. */
export async function invoiceRowsJson(db: LedgerDb, where: SQL | undefined, orderBy: readonly SQL[]): Promise<InvoiceRow[]> {
  const filter = where ? sql` where ${where}` : sql``;
  const order = sql.join([...orderBy], sql`, `);
  const result = await db.get<{ rows: string | null }>(
    sql`select json_group_array(json_object(${fields}) order by ${order}) as rows from ${ledgerInvoices}${filter}`,
  );
  return result?.rows ? (JSON.parse(result.rows) as InvoiceRow[]) : [];
}
