// The ledger's part of the demo data set, generated from the dealers and catalogue the core
// generator made: credit per company, receivables, payment methods, saved payments and orders.
// Deliveries are not generated: the fulfilment simulation derives them from the orders' dates.
import type { ledgerCredit, ledgerSavedPayments } from '../../db/schema/ledger';
import * as t from '../../db/schema/ledger';
import type { CatalogData } from '../../demo/catalog';
import type { DealerData } from '../../demo/dealers';
import { demoActors } from '../../demo/actors';
import { rowsOf, type RowSet } from '../../demo/insert';
import { createRng, type Rng } from '../../demo/prng';
import { generateReceivables, InvoiceNumbers, type ArPlan, type ArProfile, type ArRows } from './invoices.demo';
import { fromUsd, currencyOf } from './money.demo';
import { emptyOrderRows, generateOrders, generateReturnableOrders, OrderCounter, type OrderRows, type PricedArticle } from './orders.demo';
import { PAYING_DEALER, payingDealerInvoices } from './paying-dealer.demo';
import { merchantOf, paymentMethodRows } from './payment-methods.demo';

export interface LedgerDemoInput {
  dealers: DealerData;
  catalog: Pick<CatalogData, 'products' | 'prices'>;
  baseDate: string;
  /** `bench` gives the single-company dealer 5,000 open order lines. */
  size?: string | undefined;
  seed?: number | undefined;
}

export const BENCH_OPEN_ORDER_LINES = 5_000;
const LEDGER_SEED = 20_250_302;
const { singleCompanyDealer, multiCompanyDealer, customerVendor } = demoActors;
const WELL_KNOWN = new Set<string>([singleCompanyDealer.r3, multiCompanyDealer.r3, customerVendor.r3]);

function pricedArticles(catalog: LedgerDemoInput['catalog']): Map<string, PricedArticle[]> {
  const byId = new Map(catalog.products.map((p) => [p.id, p]));
  const out = new Map<string, PricedArticle[]>();
  for (const price of catalog.prices) {
    const product = byId.get(price.productId);
    if (!product || price.dealerPrice == null) continue;
    const list = out.get(price.sorg) ?? [];
    if (list.length < 400) list.push({ articleCode: product.articleCode, dealerPrice: price.dealerPrice, bike: product.productType === 'Bike' });
    out.set(price.sorg, list);
  }
  return out;
}

function arPlan(rng: Rng, custCode: string, sorg: string): ArPlan {
  if (custCode === singleCompanyDealer.r3) return { custCode, sorg, profile: 'good', installment: true, creditNote: true, inPayment: 'pending' };
  if (WELL_KNOWN.has(custCode)) return { custCode, sorg, profile: 'good', installment: sorg === 'DE01', creditNote: sorg === 'NL01', inPayment: sorg === 'NL01' ? 'waiting' : 'none' };
  const roll = rng.next();
  const profile: ArProfile = roll < 0.62 ? 'good' : roll < 0.88 ? 'overdue' : 'late';
  const inPayment = rng.chance(0.2) ? 'pending' : rng.chance(0.15) ? 'waiting' : 'none';
  return { custCode, sorg, profile, installment: rng.chance(0.3), creditNote: rng.chance(0.4), inPayment };
}

function creditRow(rng: Rng, custCode: string, sorg: string, ar: ArRows, orders: OrderRows): typeof ledgerCredit.$inferInsert {
  const openAr = ar.invoices.filter((i) => i.status !== 'paid').reduce((sum, i) => sum + i.amount, 0);
  const openOrders = orders.orders.filter((o) => o.custCode === custCode && o.sorg === sorg && (o.status === 'on processing' || o.status === 'pending'));
  const exposure = openAr + openOrders.reduce((sum, o) => sum + o.total, 0);
  const overLimit = !WELL_KNOWN.has(custCode) && rng.chance(0.12);
  const unit = currencyOf(sorg) === 'IDR' ? 50_000_000 : 500_000;
  // Over the limit on receivables alone: orders ship and leave exposure, invoices stay.
  const limit = overLimit
    ? Math.floor((openAr * 0.9) / (unit / 10)) * (unit / 10)
    : Math.ceil((exposure * (1.4 + rng.next() * 1.6)) / unit) * unit + unit;
  return {
    custCode, sorg, currency: currencyOf(sorg), creditLimit: Math.max(limit, unit / 10),
    consignment: rng.chance(0.2) ? fromUsd(sorg, rng.int(5, 30) * 100) : 0,
    creditControl: `${sorg.slice(0, 2)}CC`, averagePaymentDays: rng.int(18, 52),
    oldestArBlocked: !WELL_KNOWN.has(custCode) && !overLimit && rng.chance(0.03),
  };
}

function savedPayments(rng: Rng, custCode: string, sorg: string, n: number): (typeof ledgerSavedPayments.$inferInsert)[] {
  const card = merchantOf(sorg, 'Credit Card');
  const ach = merchantOf(sorg, 'ACH');
  const rows: (typeof ledgerSavedPayments.$inferInsert)[] = [];
  const brand = rng.pick(['Visa', 'MasterCard', 'American Express', 'Discover']);
  if (card) rows.push({ id: `SP${String(n).padStart(5, '0')}1`, custCode, sorg, merchantId: card, type: 'Credit Card', display: `${brand} •••• ${rng.int(1000, 9999)}` });
  if (ach) rows.push({ id: `SP${String(n).padStart(5, '0')}2`, custCode, sorg, merchantId: ach, type: 'ACH', display: `${rng.pick(['Checking', 'Corporate Checking', 'Savings'])} •••• ${rng.int(1000, 9999)}` });
  return rows;
}

export function generateLedger(input: LedgerDemoInput) {
  const rng = createRng(input.seed ?? LEDGER_SEED);
  const articles = pricedArticles(input.catalog);
  const numbers = new InvoiceNumbers();
  const counter = new OrderCounter();
  const ar: ArRows = { invoices: [], requests: [], requestItems: [] };
  const orders = emptyOrderRows();
  const credit: (typeof ledgerCredit.$inferInsert)[] = [];
  const saved: (typeof ledgerSavedPayments.$inferInsert)[] = [];
  const shipTo = new Map<string, string>();
  for (const s of input.dealers.shipTos) if (s.isDefault || !shipTo.has(s.custCode)) shipTo.set(s.custCode, s.id);
  input.dealers.areas.forEach((area, i) => {
    const { custCode, sorg } = area;
    const drawn = generateReceivables(rng, arPlan(rng, custCode, sorg), input.baseDate, numbers);
    // Drawn even when replaced, so every other dealer keeps the data it had.
    const receivables = custCode === PAYING_DEALER.r3 ? { invoices: payingDealerInvoices(input.baseDate), requests: [], requestItems: [] } : drawn;
    ar.invoices.push(...receivables.invoices);
    ar.requests.push(...receivables.requests);
    ar.requestItems.push(...receivables.requestItems);
    const known = WELL_KNOWN.has(custCode);
    const plan = { custCode, sorg, shipToId: shipTo.get(custCode) ?? '', recent: known ? 3 : rng.int(0, 3), history: known ? 8 : rng.int(2, 6), prepaid: sorg === 'ID01' };
    generateOrders(rng, plan, articles.get(sorg) ?? [], input.baseDate, counter, orders);
    credit.push(creditRow(rng, custCode, sorg, receivables, orders));
    if (custCode === singleCompanyDealer.r3 || (sorg === 'US01' && rng.chance(0.35))) saved.push(...savedPayments(rng, custCode, sorg, i));
  });
  addReturnableOrders(input, articles, counter, orders, shipTo);
  if (input.size === 'bench') addBenchOrders(rng, input, articles, counter, orders, shipTo);
  return { ar, orders, credit, saved, sequences: [
    { name: 'order', value: counter.order },
    { name: 'payment_request', value: numbers.request },
    { name: 'payment_doc', value: counter.doc },
  ] };
}

/** Deliveries inside the return windows for the demo accounts' customers, from a generator of their own so every other row stays as it was. */
function addReturnableOrders(input: LedgerDemoInput, articles: Map<string, PricedArticle[]>, counter: OrderCounter, orders: OrderRows, shipTo: Map<string, string>): void {
  const rng = createRng(LEDGER_SEED + 1);
  const accounts = new Set<string>([...WELL_KNOWN, PAYING_DEALER.r3]);
  for (const { custCode, sorg } of input.dealers.areas.filter((a) => accounts.has(a.custCode))) {
    const plan = { custCode, sorg, shipToId: shipTo.get(custCode) ?? '', recent: 0, history: 0, prepaid: sorg === 'ID01' };
    generateReturnableOrders(rng, plan, articles.get(sorg) ?? [], input.baseDate, counter, orders);
  }
}

function addBenchOrders(rng: Rng, input: LedgerDemoInput, articles: Map<string, PricedArticle[]>, counter: OrderCounter, orders: OrderRows, shipTo: Map<string, string>): void {
  const linesPerOrder = 20;
  const plan = { custCode: singleCompanyDealer.r3, sorg: 'US01', shipToId: shipTo.get(singleCompanyDealer.r3) ?? '', recent: BENCH_OPEN_ORDER_LINES / linesPerOrder, history: 0, prepaid: false };
  // Placed on the base date, so the whole book is still open (no delivery yet) on that day.
  generateOrders(rng, plan, articles.get('US01') ?? [], input.baseDate, counter, orders, () => linesPerOrder, () => 0);
}

const INVOICE_DEFAULTS = { earlyPaymentDiscount: 0, freightAllowance: 0, installmentNo: null, installmentCount: null, paymentRequestId: null };

/** Row sets for the core seeder's single write transaction. */
export function ledgerRowSets(input: LedgerDemoInput): RowSet[] {
  const data = generateLedger(input);
  const { methods, merchants } = paymentMethodRows();
  return [
    rowsOf(t.ledgerPaymentMethods, methods),
    rowsOf(t.ledgerPaymentMerchants, merchants),
    rowsOf(t.ledgerCredit, data.credit),
    // The core's bulk insert writes every column, so column defaults must be spelled out here.
    rowsOf(t.ledgerInvoices, data.ar.invoices.map((row) => ({ ...INVOICE_DEFAULTS, ...row }))),
    rowsOf(t.ledgerPaymentRequests, data.ar.requests),
    rowsOf(t.ledgerPaymentRequestItems, data.ar.requestItems),
    rowsOf(t.ledgerSavedPayments, data.saved),
    rowsOf(t.ledgerOrders, data.orders.orders),
    rowsOf(t.ledgerOrderLines, data.orders.lines),
    rowsOf(t.ledgerOrderPayments, data.orders.payments),
    rowsOf(t.ledgerPaymentDocs, data.orders.docs),
    rowsOf(t.ledgerSequences, data.sequences),
  ];
}
