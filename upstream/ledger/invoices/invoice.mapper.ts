// From an invoice row to the gateway's ArInvoice shape.
import type { ledgerInvoices } from '../../db/schema/ledger';
import { daysBetween } from '../dates';

export type InvoiceRow = typeof ledgerInvoices.$inferSelect;

const STATUS_LABEL: Record<string, string> = {
  open: 'Open',
  pending_payment: 'Pending Payment',
  waiting_for_payment: 'Waiting For Payment',
  paid: 'Paid',
};

/** Extra columns each company's invoice list shows. */
const ADDITIONAL_DISPLAYS: Record<string, readonly string[]> = {
  US01: ['earlyPaymentDiscount', 'freightAllowance'],
  ID01: ['freightAllowance'],
  DE01: ['earlyPaymentDiscount'],
  NL01: ['earlyPaymentDiscount'],
};

export function additionalDisplaysOf(sorg: string): string[] {
  return [...(ADDITIONAL_DISPLAYS[sorg] ?? [])];
}

export function overdueDaysOf(row: Pick<InvoiceRow, 'dueDate' | 'status' | 'amount'>, today: string): number {
  if (row.status === 'paid' || row.amount <= 0) return 0;
  return Math.max(0, daysBetween(row.dueDate, today));
}

export function toArInvoice(row: InvoiceRow, today: string) {
  const overdueDays = overdueDaysOf(row, today);
  return {
    id: row.accountingNo,
    invoiceNo: row.invoiceNo,
    accountingNumber: row.accountingNo,
    assignment: row.assignment,
    status: STATUS_LABEL[row.status] ?? row.status,
    accountingAmount: row.amount,
    currency: row.currency,
    sorg: row.sorg,
    custCode: row.custCode,
    payerCode: row.payerCode,
    documentDate: { date: row.documentDate },
    dueDate: { date: row.dueDate },
    overdue: overdueDays > 0,
    overdueDays,
    installment:
      row.installmentNo !== null && row.installmentCount !== null
        ? { number: row.installmentNo, count: row.installmentCount }
        : null,
    earlyPaymentDiscount: row.earlyPaymentDiscount,
    freightAllowance: row.freightAllowance,
    paymentRequestId: row.paymentRequestId,
  };
}

export type ArInvoice = ReturnType<typeof toArInvoice>;
