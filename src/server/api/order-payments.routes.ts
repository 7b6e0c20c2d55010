// Order payments of the acting customer (page.payment-request): list, receipts (upload, view,
// delete). Staff approve and void from the order list (order-list.routes.ts).
import { Hono } from 'hono';
import { MAX_RECEIPT_BYTES } from '../../domain/orders';
import { ordersError } from '../orders/orders.errors';
import { docParam, orderParam, paymentsQuery } from '../orders/orders.schema';
import { deleteReceipt, listPayments, readReceipt, uploadReceipt } from '../orders/payments.service';
import type { ActingVariables, AuthedEnv } from './guards';
import { requireActingCustomer, requireScopes } from './guards';
import { validate } from './validate';

const PAYMENT_SCOPE = 'page.payment-request';
/** Multipart overhead on top of the largest receipt. */
const MAX_BODY_BYTES = MAX_RECEIPT_BYTES + 64 * 1024;

export const orderPaymentsRoutes = new Hono<AuthedEnv & { Variables: ActingVariables }>()
  .get('/payments', requireScopes(PAYMENT_SCOPE), requireActingCustomer, validate('query', paymentsQuery), async (c) => {
    const data = await listPayments(c.var.services, c.var.actingCustomer, c.req.valid('query').status);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data }, 200);
  })
  .post('/payments/:orderNumber/receipts', requireScopes(PAYMENT_SCOPE), requireActingCustomer, validate('param', orderParam), async (c) => {
    const file = await receiptFrom(c.req.raw);
    const doc = await uploadReceipt(c.var.services, c.var.actingCustomer, c.req.valid('param').orderNumber, file);
    return c.json({ data: doc }, 201);
  })
  .get('/payments/receipts/:docId', requireScopes(PAYMENT_SCOPE), requireActingCustomer, validate('param', docParam), async (c) => {
    const { doc, object } = await readReceipt(c.var.services, c.var.actingCustomer, c.req.valid('param').docId);
    return c.body(object.body.slice().buffer, 200, {
      'Content-Type': object.contentType,
      'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(doc.fileName)}`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  })
  .delete('/payments/receipts/:docId', requireScopes(PAYMENT_SCOPE), requireActingCustomer, validate('param', docParam), async (c) => {
    await deleteReceipt(c.var.services, c.var.actingCustomer, c.req.valid('param').docId);
    return c.json({ data: { deleted: true } }, 200);
  });

async function receiptFrom(request: Request): Promise<{ name: string; bytes: Uint8Array }> {
  const length = Number(request.headers.get('content-length') ?? '0');
  if (length > MAX_BODY_BYTES) throw ordersError('RECEIPT_TOO_LARGE');
  const form = await request.formData().catch(() => null);
  const file = form?.get('file');
  if (!file || typeof file === 'string') throw ordersError('RECEIPT_EMPTY');
  return { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) };
}
