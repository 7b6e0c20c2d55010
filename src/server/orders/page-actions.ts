// Form posts of the /payment and /admin/order-confirmation pages: the same services as the API,
// answered with post-redirect-get on success and a translated message on failure.
import { ApiError } from '../api/errors';
import { UNREADABLE_FORM_KEY } from '../page-form';
import type { CustCode } from '../auth/claims';
import type { Services } from '../services';
import { approvePayment, deleteReceipt, uploadReceipt, voidPayment } from './payments.service';
import { ordersError, OrdersError } from './orders.errors';
import { fileOf, formOf } from './receipt-form';
import { orderNumber } from './orders.schema';
import { confirmStockOrders } from './stock-confirmation.service';

export type PageOutcome =
  | { kind: 'done'; done: string }
  | { kind: 'error'; status: number; messageKey: string; message: string; params: Readonly<Record<string, string | number>> };

async function outcomeOf(run: () => Promise<string>): Promise<PageOutcome> {
  try {
    return { kind: 'done', done: await run() };
  } catch (error) {
    if (error instanceof ApiError) {
      const params = error instanceof OrdersError ? error.params : {};
      return { kind: 'error', status: error.status, messageKey: error.messageKey, message: error.message, params };
    }
    throw error;
  }
}

const field = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

function orderOf(form: FormData): string {
  const parsed = orderNumber.safeParse(field(form, 'orderNumber'));
  if (!parsed.success) throw new ApiError(400, 'VALIDATION', 'Enter a valid order number', 'orders.invalid_number');
  return parsed.data;
}

/** A page form's body; one that is not a form is answered with the page's message and 400. */
async function pageFormOf(request: Request): Promise<FormData> {
  const form = await formOf(request);
  if (!form) throw new ApiError(400, 'NOT_A_FORM', 'Please check again all of your input', UNREADABLE_FORM_KEY);
  return form;
}

export async function handlePaymentForm(services: Services, customer: CustCode, request: Request): Promise<PageOutcome> {
  return outcomeOf(async () => {
    const form = await pageFormOf(request);
    if (field(form, 'action') === 'delete') {
      await deleteReceipt(services, customer, field(form, 'docId'));
      return 'deleted';
    }
    await uploadReceipt(services, customer, orderOf(form), await fileOf(form));
    return 'uploaded';
  });
}

export async function handleOrderListForm(services: Services, custCode: string | null, request: Request): Promise<PageOutcome> {
  return outcomeOf(async () => {
    const form = await pageFormOf(request);
    const action = field(form, 'action');
    if (action === 'approve') {
      await approvePayment(services, custCode, orderOf(form));
      return 'approved';
    }
    if (action === 'void') {
      await voidPayment(services, custCode, orderOf(form));
      return 'voided';
    }
    const orders = form.getAll('orders').filter((v): v is string => typeof v === 'string' && orderNumber.safeParse(v).success);
    const date = field(form, 'reqDeliveryDate');
    const outcome = orders.length ? await confirmStockOrders(services.upstream, custCode, orders, /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : undefined) : null;
    if (!outcome || outcome === 'not-found' || !outcome.confirmed) throw ordersError('NONE_CONFIRMED');
    return 'confirmed';
  });
}
