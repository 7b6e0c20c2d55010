// Credit information per company, computed from the ledger so it always agrees with the invoices
// and open orders the dealer sees.
import { and, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import { ledgerCredit, ledgerInvoices, ledgerOrderLines, ledgerOrders } from '../../db/schema/ledger';
import { addDays } from '../dates';
import type { LedgerDb } from '../db';
import { companiesByCode, companyOf } from '../lookup';
import { PRESEASON_ORDER_TYPE } from '../orders/create-order';
import { blockReasons, creditExposure, OVERDUE_BLOCK_DAYS, type CreditFigures } from './credit.rules';

async function invoiceSums(db: LedgerDb, custCode: string, today: string) {
  const longOverdue = addDays(today, -OVERDUE_BLOCK_DAYS);
  const rows = await db
    .select({
      sorg: ledgerInvoices.sorg,
      open: sql<number>`coalesce(sum(${ledgerInvoices.amount}), 0)`,
      count: sql<number>`count(*)`,
      overdue: sql<number>`coalesce(sum(case when ${ledgerInvoices.amount} > 0 and ${ledgerInvoices.dueDate} < ${today} then ${ledgerInvoices.amount} else 0 end), 0)`,
      longOverdue: sql<number>`coalesce(sum(case when ${ledgerInvoices.amount} > 0 and ${ledgerInvoices.dueDate} < ${longOverdue} then ${ledgerInvoices.amount} else 0 end), 0)`,
    })
    .from(ledgerInvoices)
    .where(and(eq(ledgerInvoices.payerCode, custCode), ne(ledgerInvoices.status, 'paid')))
    .groupBy(ledgerInvoices.sorg);
  return new Map(rows.map((r) => [r.sorg, r]));
}

/**
 * Value of the open order lines. A pre-season order's lines count from the day they leave the
 * warehouse, not from the day the back office placed the order months ahead (decision 0109).
 */
async function openOrderSums(db: LedgerDb, custCode: string) {
  const rows = await db
    .select({
      sorg: ledgerOrders.sorg,
      value: sql<number>`coalesce(sum(${ledgerOrderLines.qty} * ${ledgerOrderLines.unitPrice}), 0)`,
    })
    .from(ledgerOrderLines)
    .innerJoin(ledgerOrders, eq(ledgerOrders.orderNumber, ledgerOrderLines.orderNumber))
    .where(
      and(
        eq(ledgerOrders.custCode, custCode),
        inArray(ledgerOrders.status, ['on processing', 'pending']),
        notInArray(ledgerOrderLines.status, ['delivered', 'cancelled']),
        sql`not (${ledgerOrders.orderType} = ${PRESEASON_ORDER_TYPE} and ${ledgerOrderLines.status} = 'open')`,
      ),
    )
    .groupBy(ledgerOrders.sorg);
  return new Map(rows.map((r) => [r.sorg, r.value]));
}

export async function creditInformation(
  db: LedgerDb,
  custCode: string,
  companies: readonly string[] | null | undefined,
  today: string,
) {
  const accounts = await db.select().from(ledgerCredit).where(eq(ledgerCredit.custCode, custCode)).orderBy(ledgerCredit.sorg);
  const [invoices, orders, names] = await Promise.all([
    invoiceSums(db, custCode, today),
    openOrderSums(db, custCode),
    companiesByCode(db, accounts.map((a) => a.sorg)),
  ]);
  const figures: CreditFigures[] = accounts.map((a) => ({
    creditLimit: a.creditLimit,
    openInvoice: invoices.get(a.sorg)?.open ?? 0,
    openDO: orders.get(a.sorg) ?? 0,
    consignment: a.consignment,
    overdueOverLimitAmount: invoices.get(a.sorg)?.longOverdue ?? 0,
    oldestArBlocked: a.oldestArBlocked,
  }));
  const reasons = blockReasons(figures);
  return accounts
    .map((a, i) => {
      const f = figures[i] as CreditFigures;
      const exposure = creditExposure(f);
      return {
        company: companyOf(names, a.sorg, a.currency),
        custCode: a.custCode,
        creditControl: a.creditControl,
        currency: a.currency,
        creditLimit: a.creditLimit,
        balance: a.creditLimit - exposure,
        openInvoice: f.openInvoice,
        openDO: f.openDO,
        openDo: f.openDO,
        consignment: a.consignment,
        creditExposure: exposure,
        reasonBlocked: reasons[i] ?? null,
        averagePaymentDays: a.averagePaymentDays,
        overdueAmount: invoices.get(a.sorg)?.overdue ?? 0,
        openInvoiceCount: invoices.get(a.sorg)?.count ?? 0,
      };
    })
    .filter((c) => !companies || companies.length === 0 || companies.includes(c.company.code));
}

export type CreditInformation = Awaited<ReturnType<typeof creditInformation>>[number];

/** Companies the customer holds credit in. */
export async function creditCompanies(db: LedgerDb, custCode: string): Promise<string[]> {
  const rows = await db.select({ sorg: ledgerCredit.sorg }).from(ledgerCredit).where(eq(ledgerCredit.custCode, custCode));
  return rows.map((r) => r.sorg).sort();
}


