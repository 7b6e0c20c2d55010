// Root resolvers of the ledger section of the SDL: credit, invoices, payments, orders, deliveries.
import type { UpstreamContext } from '../db/client';
import { inputError, isoDateValid, type RootResolvers } from '../resolvers';
import { creditInformation } from './credit/credit.repo';
import { isoDate } from './dates';
import { invoiceHistory, openInvoicesByCompany } from './invoices/invoices.repo';
import { toR3 } from './lookup';
import { advanceOrders } from './orders/advance-orders';
import { openDeliveries, openOrdersByCompany, shippedDeliveries } from './orders/open-orders';
import { approvePayment, deletePaymentDoc, orderPayments, PAYMENT_STATUSES, uploadPaymentDoc, voidPayment } from './orders/order-payments';
import { confirmStockOrders, listOrders, type OrderFilter } from './orders/orders-list';
import { purchasedArticles } from './orders/purchased-articles';
import { createInvoicePaymentRequest, type PaymentRequestInput } from './payments/create-payment-request';
import { deleteSavedPayment, paymentMethods, savedPayments } from './payments/payment-methods';
import { paymentRequestsByInvoices, voidPaymentRequests } from './payments/payment-requests';
import { settlePaymentRequests } from './payments/settle-payments';
import { sendEmailInvoice } from './invoices/send-email-invoice';
import { createReturnCreditNote, type ReturnCreditNoteInput } from './invoices/return-credit-note';

type Sorgs = { sorgs?: string[] | null };
type Range = { custCode: string; from: string; to: string } & Sorgs;

function checkRange(from: string, to: string): void {
  if (!isoDateValid(from)) throw inputError('from must be a date (yyyy-mm-dd)', 'from');
  if (!isoDateValid(to)) throw inputError('to must be a date (yyyy-mm-dd)', 'to');
  if (from > to) throw inputError('From can not be bigger than To', 'from');
}

/** Brings the customer's orders and payments up to now before a read: the ledger's clock. */
async function catchUp(ctx: UpstreamContext, custCode: string): Promise<string> {
  const cust = await toR3(ctx.db, custCode);
  await advanceOrders(ctx.db, new Date(), cust);
  await settlePaymentRequests(ctx.db, new Date(), cust);
  return cust;
}

async function credit(args: { custCode: string; companies?: string[] | null }, ctx: UpstreamContext) {
  const cust = await catchUp(ctx, args.custCode);
  return creditInformation(ctx.db, cust, args.companies, isoDate(new Date()));
}

async function customerCompanies(args: { custCode: string }, ctx: UpstreamContext) {
  const cust = await catchUp(ctx, args.custCode);
  const accounts = await creditInformation(ctx.db, cust, null, isoDate(new Date()));
  const open = await openInvoicesByCompany(ctx.db, cust, null, isoDate(new Date()));
  return accounts.map((a) => ({
    ...a.company,
    creditCusts: open.find((o) => o.company.code === a.company.code)?.creditCusts ?? [],
  }));
}

async function openOrderV4(args: { custCode: string } & Sorgs, ctx: UpstreamContext) {
  const cust = await catchUp(ctx, args.custCode);
  return openOrdersByCompany(ctx.db, cust, args.sorgs);
}

async function deliveriesIn(which: typeof shippedDeliveries, args: Range, ctx: UpstreamContext) {
  checkRange(args.from, args.to);
  const cust = await catchUp(ctx, args.custCode);
  return which(ctx.db, cust, args.from, args.to, args.sorgs);
}

async function orders(args: { filter: OrderFilter; withPayment?: boolean | null }, ctx: UpstreamContext) {
  const custCode = args.filter.custCode ? await toR3(ctx.db, args.filter.custCode) : null;
  await advanceOrders(ctx.db, new Date(), custCode ?? undefined);
  return listOrders(ctx.db, { ...args.filter, custCode }, args.withPayment ?? false);
}

export const ledgerQueries: RootResolvers = {
  creditInformation: credit,
  creditInformationV5: credit,
  customerCompanies,
  openInvoiceV5: async (args: { payerCode: string } & Sorgs, ctx: UpstreamContext) =>
    openInvoicesByCompany(ctx.db, await catchUp(ctx, args.payerCode), args.sorgs, isoDate(new Date())),
  invoiceV5: async (args: { from: string; to: string; payerCode: string; sorgs?: string[] | null; page?: number | null; limit?: number | null; sort?: string | null }, ctx: UpstreamContext) => {
    checkRange(args.from, args.to);
    return invoiceHistory(ctx.db, { ...args, payerCode: await catchUp(ctx, args.payerCode) }, isoDate(new Date()));
  },
  paymentMethods: (args: { sorg: string }, ctx: UpstreamContext) => paymentMethods(ctx.db, args.sorg),
  savedPayments: (args: { custCode: string; companies?: string[] | null } & Sorgs, ctx: UpstreamContext) =>
    savedPayments(ctx.db, args.custCode, args.sorgs ?? args.companies),
  paymentRequestByPayerAndInvoiceNos: async (args: { payerCode: string; invoiceNos: string[] }, ctx: UpstreamContext) =>
    paymentRequestsByInvoices(ctx.db, await catchUp(ctx, args.payerCode), args.invoiceNos),
  openOrderV4,
  shippedOrders: (args: Range, ctx: UpstreamContext) => deliveriesIn(shippedDeliveries, args, ctx),
  openDeliveryV4: (args: Range, ctx: UpstreamContext) => deliveriesIn(openDeliveries, args, ctx),
  orders,
  purchasedArticles: async (args: { custCode: string } & Sorgs, ctx: UpstreamContext) => purchasedArticles(ctx.db, await catchUp(ctx, args.custCode), args.sorgs),
  payments: async (args: { sorg: string; module?: string | null; custCode?: string | null; status?: string | null }, ctx: UpstreamContext) =>
    orderPayments(ctx.db, { ...args, custCode: args.custCode ? await toR3(ctx.db, args.custCode) : null }),
  paymentStatuses: () => PAYMENT_STATUSES,
};

export const ledgerMutations: RootResolvers = {
  deleteUserPayment: (args: { id: string; custCode: string }, ctx: UpstreamContext) => deleteSavedPayment(ctx.db, args.id, args.custCode, new Date()),
  sendEmailInvoice: (args: { invoiceNumber: string; sorg: string; payerCode: string; email?: string | null }, ctx: UpstreamContext) =>
    sendEmailInvoice(ctx.db, args),
  createReturnCreditNote: (args: { input: ReturnCreditNoteInput }, ctx: UpstreamContext) => createReturnCreditNote(ctx.db, args.input, new Date()),
  createInvoicePaymentRequestV3: (args: { input: PaymentRequestInput }, ctx: UpstreamContext) =>
    createInvoicePaymentRequest(ctx.db, args.input, new Date()),
  voidPaymentRequest: (args: { payerCode: string; merchant: string }, ctx: UpstreamContext) => voidPaymentRequests(ctx.db, args.payerCode, args.merchant),
  stockOrderConfirmations: (args: { orders: string[]; reqDeliveryDate?: string | null }, ctx: UpstreamContext) => {
    if (args.reqDeliveryDate && !isoDateValid(args.reqDeliveryDate)) throw inputError('reqDeliveryDate must be a date (yyyy-mm-dd)', 'reqDeliveryDate');
    return confirmStockOrders(ctx.db, args.orders, args.reqDeliveryDate);
  },
  uploadPayment: (args: { orderNumber: string; file: string; fileName?: string | null }, ctx: UpstreamContext) =>
    uploadPaymentDoc(ctx.db, args.orderNumber, args.file, args.fileName, new Date()),
  uploadPaymentDoc: (args: { id: string; file: string; fileName?: string | null }, ctx: UpstreamContext) =>
    uploadPaymentDoc(ctx.db, args.id, args.file, args.fileName, new Date()),
  deletePaymentDoc: (args: { id: string }, ctx: UpstreamContext) => deletePaymentDoc(ctx.db, args.id),
  approvePayment: (args: { orderNumber: string }, ctx: UpstreamContext) => approvePayment(ctx.db, args.orderNumber, new Date()),
  voidPayment: (args: { orderNumber: string }, ctx: UpstreamContext) => voidPayment(ctx.db, args.orderNumber, new Date()),
};
