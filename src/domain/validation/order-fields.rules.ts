// Quantities and checkout text limits (docs/requirements.md#order-fields).
import { z } from 'zod';
import { MAX_LINE_QTY } from '../cart/line-qty';

export { lineQtyLimit, MAX_LINE_QTY } from '../cart/line-qty';

export const PO_NUMBER_MAX = 35;
export const CHECKOUT_NOTES_MAX = 100;

export const qty = z
  .number({ error: 'validation.numeric' })
  .int({ error: 'validation.qty_integer' })
  .min(1, { error: 'validation.min_qty' })
  .max(MAX_LINE_QTY, { error: 'validation.max_qty' });

export const poNumber = z.string({ error: 'validation.required' }).max(PO_NUMBER_MAX, { error: 'validation.po_max' });

export const checkoutNotes = z.string({ error: 'validation.required' }).max(CHECKOUT_NOTES_MAX, { error: 'validation.notes_max' });
