// Orders of one customer in one company: a recent open book (some lines on backorder) and older
// orders that the fulfilment simulation turns into shipped deliveries. Prepaid (ID01) orders
// carry an order payment in every state.
import type { ledgerOrderLines, ledgerOrderPayments, ledgerOrders, ledgerPaymentDocs } from '../../db/schema/ledger';
import type { Rng } from '../../demo/prng';
import { addDays } from '../dates';
import { orderNumberFor, soNumberFor } from '../orders/create-order';
import { currencyOf } from './money.demo';
import { demoReceiptRef } from './receipt-files';

export interface PricedArticle {
  articleCode: string;
  dealerPrice: number;
  bike: boolean;
}

export interface OrderRows {
  orders: (typeof ledgerOrders.$inferInsert)[];
  lines: (typeof ledgerOrderLines.$inferInsert)[];
  payments: (typeof ledgerOrderPayments.$inferInsert)[];
  docs: (typeof ledgerPaymentDocs.$inferInsert)[];
}

export interface OrderPlan {
  custCode: string;
  sorg: string;
  shipToId: string;
  recent: number;
  history: number;
  prepaid: boolean;
}

export function emptyOrderRows(): OrderRows {
  return { orders: [], lines: [], payments: [], docs: [] };
}

export class OrderCounter {
  order = 0;
  doc = 0;
}

const PAYMENT_STATES = ['waiting', 'uploaded', 'completed', 'completed', 'voided', 'failed'] as const;

export function generateOrders(
  rng: Rng,
  plan: OrderPlan,
  articles: readonly PricedArticle[],
  baseDate: string,
  counter: OrderCounter,
  out: OrderRows,
  lineCount?: () => number,
  recentAge: () => number = () => rng.int(0, 6),
): void {
  const ages = [
    ...Array.from({ length: plan.recent }, recentAge),
    ...Array.from({ length: plan.history }, () => rng.int(20, 240)),
  ];
  for (const age of ages) {
    counter.order += 1;
    const orderNumber = orderNumberFor(counter.order);
    const createdDay = addDays(baseDate, -age);
    const lines = pickLines(rng, articles, orderNumber, createdDay, currencyOf(plan.sorg), lineCount?.() ?? rng.int(1, 6));
    const total = lines.reduce((sum, l) => sum + l.amount, 0);
    const paymentState = plan.prepaid ? (age > 10 ? 'completed' : rng.pick(PAYMENT_STATES)) : null;
    const status = orderStatus(rng, paymentState, age);
    const createdAt = `${createdDay}T${String(rng.int(8, 17)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:00.000Z`;
    out.orders.push({
      orderNumber, soNumber: soNumberFor(counter.order), custCode: plan.custCode, sorg: plan.sorg, shipToId: plan.shipToId,
      poNumber: rng.chance(0.7) ? `PO-${createdDay.replace(/-/g, '').slice(2)}-${rng.int(10, 99)}` : '',
      notes: rng.chance(0.2) ? rng.pick(['Please deliver before noon', 'Call before delivery', 'Back entrance, loading dock', 'Deliver to the workshop']) : '',
      // Standard orders: the contract's order types are OR, PO and CF, never a product category.
      orderType: 'OR',
      requestDeliveryDate: addDays(createdDay, rng.int(3, 21)), currency: currencyOf(plan.sorg), total,
      status, pendingB2b: status === 'pending', createdAt,
    });
    out.lines.push(...lines);
    if (paymentState) addPayment(rng, plan, orderNumber, total, paymentState, createdAt, counter, out);
  }
}

/**
 * Days since delivery of the orders every well-known dealer has for returns on a fresh demo: one
 * inside every reason's window (damaged in transit 10 days, surplus 14, wrong item 30), one past
 * the damage window, one open only for a wrong item.
 */
export const RETURNABLE_DELIVERY_AGES = [2, 12, 25] as const;
/** Picking one day, transit three (the fulfilment simulation): placed this long before delivery. */
const PLACED_BEFORE_DELIVERY = 4;

/**
 * Orders that the fulfilment simulation delivers `RETURNABLE_DELIVERY_AGES` days before the base
 * date, in full (no backorder), so a new user can open a return for each reason.
 */
export function generateReturnableOrders(rng: Rng, plan: OrderPlan, articles: readonly PricedArticle[], baseDate: string, counter: OrderCounter, out: OrderRows): void {
  for (const age of RETURNABLE_DELIVERY_AGES) {
    counter.order += 1;
    const orderNumber = orderNumberFor(counter.order);
    const createdDay = addDays(baseDate, -(age + PLACED_BEFORE_DELIVERY));
    const lines = pickLines(rng, articles, orderNumber, createdDay, currencyOf(plan.sorg), rng.int(2, 4)).map((l) => ({ ...l, status: 'open', backorderEta: null }));
    const total = lines.reduce((sum, l) => sum + l.amount, 0);
    const createdAt = `${createdDay}T${String(rng.int(8, 17)).padStart(2, '0')}:00:00.000Z`;
    out.orders.push({
      orderNumber, soNumber: soNumberFor(counter.order), custCode: plan.custCode, sorg: plan.sorg, shipToId: plan.shipToId,
      poNumber: `PO-${createdDay.replace(/-/g, '').slice(2)}-${rng.int(10, 99)}`, notes: '', orderType: 'OR',
      requestDeliveryDate: addDays(createdDay, PLACED_BEFORE_DELIVERY - 1), currency: currencyOf(plan.sorg), total,
      status: 'on processing', pendingB2b: false, createdAt,
    });
    out.lines.push(...lines);
    if (plan.prepaid) addPayment(rng, plan, orderNumber, total, 'completed', createdAt, counter, out);
  }
}

function orderStatus(rng: Rng, paymentState: string | null, age: number): string {
  if (paymentState === 'voided') return 'void';
  if (paymentState === 'failed') return 'failed';
  if (paymentState === 'waiting' || paymentState === 'uploaded') return 'pending';
  if (age <= 3 && rng.chance(0.08)) return 'pending';
  return age > 20 && rng.chance(0.04) ? 'void' : 'on processing';
}

function pickLines(rng: Rng, articles: readonly PricedArticle[], orderNumber: string, createdDay: string, currency: string, count: number): OrderRows['lines'] {
  const chosen = rng.sample(articles, count);
  return chosen.map((a, i) => {
    const qty = a.bike ? rng.int(1, 4) : rng.int(2, 24);
    const backorder = rng.chance(0.12);
    return {
      orderNumber, lineNo: (i + 1) * 10, articleCode: a.articleCode, qty, deliveredQty: 0,
      unitPrice: a.dealerPrice, amount: a.dealerPrice * qty, currency,
      status: backorder ? 'backorder' : 'open',
      backorderEta: backorder ? addDays(createdDay, rng.int(5, 45)) : null,
    };
  });
}

function addPayment(rng: Rng, plan: OrderPlan, orderNumber: string, amount: number, status: string, createdAt: string, counter: OrderCounter, out: OrderRows): void {
  out.payments.push({ orderNumber, sorg: plan.sorg, module: 'b2b', amount, currency: currencyOf(plan.sorg), status, updatedAt: createdAt });
  if (status === 'waiting') return;
  for (let n = status === 'uploaded' ? rng.int(1, 2) : 1; n > 0; n--) {
    counter.doc += 1;
    const id = `PD${String(counter.doc).padStart(7, '0')}`;
    // A PDF slip: data preparation writes its bytes to the portal's blob store (receipt-files.ts).
    out.docs.push({ id, orderNumber, fileRef: demoReceiptRef(orderNumber, id), fileName: `bukti-transfer-${orderNumber}.pdf`, createdAt });
  }
}
