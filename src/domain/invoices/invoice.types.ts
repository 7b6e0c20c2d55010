// An invoice row as the payment rules see it: one accounting document (an instalment is one row).

export interface Installment {
  readonly number: number;
  readonly count: number;
}

export interface InvoiceRow {
  /** Accounting document number: unique per row. */
  readonly id: string;
  /** Shared by the instalments of one invoice. */
  readonly invoiceNo: string;
  /** Unique per row; an instalment's is `{invoiceNo}-{n}`. */
  readonly assignment: string;
  readonly status: string;
  /** Minor units: positive payable, negative deduction (credit note). */
  readonly amount: number;
  readonly currency: string;
  /** ISO date (YYYY-MM-DD). */
  readonly dueDate: string;
  readonly overdue: boolean;
  readonly installment: Installment | null;
  readonly earlyPaymentDiscount: number;
  readonly freightAllowance: number;
}

/** Positive invoices are selected by assignment, deductions by invoice number (docs/requirements.md#invoice-statuses-and-selection). */
export interface Selection {
  readonly positive: readonly string[];
  readonly negative: readonly string[];
}

export const EMPTY_SELECTION: Selection = { positive: [], negative: [] };
