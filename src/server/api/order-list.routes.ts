// The staff order list (page.orderlist): orders by status with the pendingB2B flag, and the
// confirmation of pending stock orders with a requested delivery date, and the prepaid orders'
// payments: receipts to check, approve and void.
import { Hono } from 'hono';
import { userFileHeaders } from '../uploads/file-answer';
import { authError } from '../auth/auth.messages';
import type { AccessClaims } from '../auth/claims';
import { readOrderList } from '../orders/orders.reads';
import { ordersError } from '../orders/orders.errors';
import { adminOrdersQuery, docParam, orderParam, stockConfirmationBody } from '../orders/orders.schema';
import { approvePayment, readStaffReceipt, voidPayment } from '../orders/payments.service';
import { confirmStockOrders } from '../orders/stock-confirmation.service';
import type { AuthedEnv } from './guards';
import { requireScopes } from './guards';
import { validate } from './validate';

const LIST_SCOPE = 'page.orderlist';

/**
 * Staff act for the selected customer; head-office users (no limitation) may also list every
 * customer's orders. Sales staff without a selected customer must choose one first, so their
 * area is never widened.
 */
export function staffCustomer(claims: AccessClaims): string | null {
  if (claims.salesActiveCustCode) return claims.salesActiveCustCode.r3;
  if (claims.lim === null) return null;
  throw authError('CUSTOMER_REQUIRED');
}

export const orderListRoutes = new Hono<AuthedEnv>()
  .get('/admin/orders', requireScopes(LIST_SCOPE), validate('query', adminOrdersQuery), async (c) => {
    const q = c.req.valid('query');
    const custCode = staffCustomer(c.var.auth);
    const page = await readOrderList(c.var.services.upstream, { custCode, status: q.status, search: q.search, page: q.page, limit: q.size, withPayment: true });
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: page.data, info: page.info }, 200);
  })
  .post('/admin/orders/stock-confirmations', requireScopes(LIST_SCOPE), validate('json', stockConfirmationBody), async (c) => {
    const { orders, reqDeliveryDate } = c.req.valid('json');
    const custCode = staffCustomer(c.var.auth);
    const outcome = await confirmStockOrders(c.var.services.upstream, custCode, orders, reqDeliveryDate);
    if (outcome === 'not-found') throw ordersError('ORDER_NOT_FOUND');
    if (!outcome.confirmed) throw ordersError('NONE_CONFIRMED');
    return c.json({ data: outcome }, 200);
  })
  .get('/admin/orders/:orderNumber/receipts/:docId', requireScopes(LIST_SCOPE), validate('param', orderParam.and(docParam)), async (c) => {
    const { orderNumber, docId } = c.req.valid('param');
    const { doc, object } = await readStaffReceipt(c.var.services, staffCustomer(c.var.auth), orderNumber, docId);
    return c.body(object.body.slice().buffer, 200, { ...userFileHeaders({ bytes: object.body, fileName: doc.fileName }), 'Cache-Control': 'private, no-store' });
  })
  .post('/admin/orders/:orderNumber/approve-payment', requireScopes(LIST_SCOPE), validate('param', orderParam), async (c) => {
    await approvePayment(c.var.services, staffCustomer(c.var.auth), c.req.valid('param').orderNumber);
    return c.json({ data: { paymentStatus: 'completed' } }, 200);
  })
  .post('/admin/orders/:orderNumber/void-payment', requireScopes(LIST_SCOPE), validate('param', orderParam), async (c) => {
    await voidPayment(c.var.services, staffCustomer(c.var.auth), c.req.valid('param').orderNumber);
    return c.json({ data: { paymentStatus: 'voided' } }, 200);
  });
