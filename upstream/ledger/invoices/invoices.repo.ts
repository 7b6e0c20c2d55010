// Reads of a payer's receivables: open ones grouped per company and customer, and the history.
import { and, asc, between, count, desc, eq, inArray, ne } from 'drizzle-orm';
import { ledgerInvoices } from '../../db/schema/ledger';
import type { LedgerDb } from '../db';
import { companiesByCode, companyOf, customerNames, type CompanyRef } from '../lookup';
import { invoiceRowsJson } from './invoice-rows.read';
import { additionalDisplaysOf, toArInvoice, type ArInvoice, type InvoiceRow } from './invoice.mapper';

export interface CreditCustomer {
  custCode: string;
  custName: string;
  arInvoices: ArInvoice[];
}

export interface OpenInvoiceCompany {
  company: CompanyRef;
  additionalDisplays: string[];
  creditCusts: CreditCustomer[];
}

export async function unpaidInvoices(db: LedgerDb, payerCode: string, sorgs?: readonly string[] | null): Promise<InvoiceRow[]> {
  const where = and(
    eq(ledgerInvoices.payerCode, payerCode),
    ne(ledgerInvoices.status, 'paid'),
    sorgs && sorgs.length > 0 ? inArray(ledgerInvoices.sorg, [...sorgs]) : undefined,
  );
  return invoiceRowsJson(db, where, [asc(ledgerInvoices.dueDate), asc(ledgerInvoices.invoiceNo), asc(ledgerInvoices.installmentNo)]);
}

export async function openInvoicesByCompany(
  db: LedgerDb,
  payerCode: string,
  sorgs: readonly string[] | null | undefined,
  today: string,
): Promise<OpenInvoiceCompany[]> {
  const rows = await unpaidInvoices(db, payerCode, sorgs);
  const companies = await companiesByCode(db, rows.map((r) => r.sorg));
  const names = await customerNames(db, rows.map((r) => r.custCode));
  const bySorg = Map.groupBy(rows, (r) => r.sorg);
  return [...bySorg.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([sorg, companyRows]) => ({
      company: companyOf(companies, sorg, companyRows[0]?.currency ?? ''),
      additionalDisplays: additionalDisplaysOf(sorg),
      creditCusts: [...Map.groupBy(companyRows, (r) => r.custCode).entries()].map(([custCode, custRows]) => ({
        custCode,
        custName: names.get(custCode) ?? custCode,
        arInvoices: custRows.map((r) => toArInvoice(r, today)),
      })),
    }));
}


function orderOf(sort: string | null | undefined) {
  const [field = 'documentDate', direction = 'desc'] = (sort ?? '').split(':');
  const column =
    field === 'dueDate'
      ? ledgerInvoices.dueDate
      : field === 'invoiceNo'
        ? ledgerInvoices.invoiceNo
        : field === 'amount'
          ? ledgerInvoices.amount
          : ledgerInvoices.documentDate;
  return direction === 'asc' ? [asc(column), asc(ledgerInvoices.accountingNo)] : [desc(column), desc(ledgerInvoices.accountingNo)];
}

export interface InvoiceHistoryQuery {
  payerCode: string;
  from: string;
  to: string;
  sorgs?: readonly string[] | null | undefined;
  page?: number | null | undefined;
  limit?: number | null | undefined;
  sort?: string | null | undefined;
}

export async function invoiceHistory(db: LedgerDb, q: InvoiceHistoryQuery, today: string) {
  const page = Math.max(1, q.page ?? 1);
  const limit = Math.min(100, Math.max(1, q.limit ?? 10));
  const where = and(
    eq(ledgerInvoices.payerCode, q.payerCode),
    between(ledgerInvoices.documentDate, q.from, q.to),
    q.sorgs && q.sorgs.length > 0 ? inArray(ledgerInvoices.sorg, [...q.sorgs]) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db.select().from(ledgerInvoices).where(where).orderBy(...orderOf(q.sort)).limit(limit).offset((page - 1) * limit),
    db.select({ n: count() }).from(ledgerInvoices).where(where),
  ]);
  const total = totals[0]?.n ?? 0;
  return {
    data: rows.map((r) => toArInvoice(r, today)),
    info: { page, limit, count: total, pageTotal: Math.ceil(total / limit) },
  };
}
