// Upstream invoice rows as the screens and the payment rules read them.
import type { InvoiceRow } from '../../domain/invoices';
import type { ArInvoiceFieldsFragment } from '../upstream/generated';

export interface InvoiceView extends InvoiceRow {
  readonly sorg: string;
  readonly custCode: string;
  readonly custName: string;
  readonly documentDate: string;
  readonly overdueDays: number;
  readonly paymentRequestId: string | null;
}

export function toInvoiceView(row: ArInvoiceFieldsFragment, custName = ''): InvoiceView {
  return {
    id: row.id,
    invoiceNo: row.invoiceNo,
    assignment: row.assignment,
    status: row.status,
    amount: row.accountingAmount,
    currency: row.currency,
    dueDate: row.dueDate.date,
    overdue: row.overdue,
    installment: row.installment ? { number: row.installment.number, count: row.installment.count } : null,
    earlyPaymentDiscount: row.earlyPaymentDiscount,
    freightAllowance: row.freightAllowance,
    sorg: row.sorg,
    custCode: row.custCode,
    custName,
    documentDate: row.documentDate.date,
    overdueDays: row.overdueDays,
    paymentRequestId: row.paymentRequestId,
  };
}
