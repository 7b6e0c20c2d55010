// A row of a payment selection table (SelectTable.astro). The PaymentFlow island finds each row's
// checkbox by its id, `sel-{row id}`; it listens to them, it does not render them.
import type { InvoiceRow } from '../../domain/invoices';

export interface SelectRow extends InvoiceRow {
  readonly overdueDays: number;
}

export const SELECT_BOX_PREFIX = 'sel-';
