// Order payments of the acting customer (page.payment-request): list, receipts (upload, view,
// delete). Staff approve and void from the order list (order-list.routes.ts).
import { Hono } from 'hono';
import { fileOf, formOf } from '../orders/receipt-form';
import { docParam, orderParam, paymentsQuery } from '../orders/orders.schema';
import { deleteReceipt, listPayments, readReceipt, uploadReceipt } from '../orders/payments.service';
import { userFileHeaders } from '../uploads/file-answer';
import type { ActingVariables, AuthedEnv } from './guards';
import { requireActingCustomer, requireScopes } from './guards';
import { validate } from './validate';

const PAYMENT_SCOPE = 'page.payment-request';

export const orderPaymentsRoutes = new Hono<AuthedEnv & { Variables: ActingVariables }>()
  .get('/payments', requireScopes(PAYMENT_SCOPE), requireActingCustomer, validate('query', paymentsQuery), async (c) => {
    const data = await listPayments(c.var.services, c.var.actingCustomer, c.req.valid('query').status);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data }, 200);
  })
  .post('/payments/:orderNumber/receipts', requireScopes(PAYMENT_SCOPE), requireActingCustomer, validate('param', orderParam), async (c) => {
    const file = await fileOf(await formOf(c.req.raw));
    const doc = await uploadReceipt(c.var.services, c.var.actingCustomer, c.req.valid('param').orderNumber, file);
    return c.json({ data: doc }, 201);
  })
  .get('/payments/receipts/:docId', requireScopes(PAYMENT_SCOPE), requireActingCustomer, validate('param', docParam), async (c) => {
    const { doc, object } = await readReceipt(c.var.services, c.var.actingCustomer, c.req.valid('param').docId);
    return c.body(object.body.slice().buffer, 200, { ...userFileHeaders({ bytes: object.body, fileName: doc.fileName }), 'Cache-Control': 'private, no-store' });
  })
  .delete('/payments/receipts/:docId', requireScopes(PAYMENT_SCOPE), requireActingCustomer, validate('param', docParam), async (c) => {
    await deleteReceipt(c.var.services, c.var.actingCustomer, c.req.valid('param').docId);
    return c.json({ data: { deleted: true } }, 200);
  });
