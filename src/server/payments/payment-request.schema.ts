// The body of POST /api/invoice-payments. It names invoice rows and choices, never an amount to
// collect: only a partial payment carries the amount the dealer typed (minor units), and the
// server recomputes everything else from the upstream's invoices.
import { z } from 'zod';
import { paymentInformation } from '../../domain/payments/payment-info.schema';

const code = z.string().trim().min(1).max(40).regex(/^[A-Za-z0-9._-]+$/, 'validation.alphanumeric');

export const createPaymentBody = z.object({
  company: z.string().regex(/^[A-Z0-9]{2,8}$/),
  invoices: z.array(z.object({ id: code, invoiceNo: code })).min(1, 'invoice.select_positive').max(500),
  paymentId: code,
  savedPaymentId: code.optional(),
  partial: z.object({ amount: z.number({ error: 'validation.numeric' }).int('validation.numeric').safe('validation.numeric'), acknowledged: z.boolean() }).optional(),
  termsAccepted: z.literal(true, { error: 'payment.terms_required' }),
  information: paymentInformation().optional(),
});

export type CreatePaymentBody = z.infer<typeof createPaymentBody>;

export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,100}$/;
