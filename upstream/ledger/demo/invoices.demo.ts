// Receivables of one customer in one company: open invoices (some overdue), instalments,
// credit notes, invoices already in payment, and a year of paid history.
import type { ledgerInvoices, ledgerPaymentRequestItems, ledgerPaymentRequests } from '../../db/schema/ledger';
import type { Rng } from '../../demo/prng';
import { addDays } from '../dates';
import { currencyOf, fromUsd } from './money.demo';
import { settlementDelayMs } from '../payments/settle-payments';
import { merchantOf, methodId } from './payment-methods.demo';

export type InvoiceRow = typeof ledgerInvoices.$inferInsert;
type RequestRow = typeof ledgerPaymentRequests.$inferInsert;
type RequestItemRow = typeof ledgerPaymentRequestItems.$inferInsert;

/** good: nothing overdue; overdue: a few days late; late: more than 30 days (blocks credit). */
export type ArProfile = 'good' | 'overdue' | 'late';

export interface ArPlan {
  custCode: string;
  sorg: string;
  profile: ArProfile;
  installment: boolean;
  creditNote: boolean;
  inPayment: 'none' | 'pending' | 'waiting';
}

export interface ArRows {
  invoices: InvoiceRow[];
  requests: RequestRow[];
  requestItems: RequestItemRow[];
}

export class InvoiceNumbers {
  private invoice = 0;
  private accounting = 0;
  request = 0;
  nextInvoice(sorg: string): string {
    this.invoice += 1;
    return `9${sorg === 'ID01' ? 4 : sorg === 'US01' ? 1 : sorg === 'DE01' ? 2 : 3}${String(10_000_000 + this.invoice * 7).padStart(8, '0')}`;
  }
  nextAccounting(): string {
    this.accounting += 1;
    return `14${String(this.accounting).padStart(8, '0')}`;
  }
}

const termsOf = (sorg: string): number => (sorg === 'ID01' ? 45 : 30);

export function generateReceivables(rng: Rng, plan: ArPlan, baseDate: string, numbers: InvoiceNumbers): ArRows {
  const out: ArRows = { invoices: [], requests: [], requestItems: [] };
  const terms = termsOf(plan.sorg);
  const base = { payerCode: plan.custCode, custCode: plan.custCode, sorg: plan.sorg, currency: currencyOf(plan.sorg) };
  const single = (docDate: string, usd: number, status: string, extras: Partial<InvoiceRow> = {}): InvoiceRow => {
    const invoiceNo = numbers.nextInvoice(plan.sorg);
    return { ...base, accountingNo: numbers.nextAccounting(), invoiceNo, assignment: invoiceNo, amount: fromUsd(plan.sorg, usd), documentDate: docDate, dueDate: addDays(docDate, terms), status, ...extras };
  };
  for (let i = rng.int(4, 8); i > 0; i--) out.invoices.push(single(addDays(baseDate, -rng.int(60, 365)), rng.int(250, 9000), 'paid'));
  for (let i = rng.int(2, 4); i > 0; i--) {
    const docDate = addDays(baseDate, -rng.int(1, terms - 1));
    const epd = rng.chance(0.5) ? 0.02 : 0;
    const usd = rng.int(300, 8500);
    out.invoices.push(single(docDate, usd, 'open', { earlyPaymentDiscount: fromUsd(plan.sorg, usd * epd), freightAllowance: rng.chance(0.3) ? fromUsd(plan.sorg, rng.int(15, 60)) : 0 }));
  }
  if (plan.profile !== 'good') {
    for (let i = rng.int(1, 2); i > 0; i--) out.invoices.push(single(addDays(baseDate, -terms - rng.int(1, 25)), rng.int(400, 6000), 'open'));
  }
  if (plan.profile === 'late') out.invoices.push(single(addDays(baseDate, -terms - rng.int(31, 75)), rng.int(800, 7000), 'open'));
  if (plan.installment) out.invoices.push(...installments(rng, plan, baseDate, numbers));
  if (plan.creditNote) {
    const docDate = addDays(baseDate, -rng.int(3, 40));
    out.invoices.push({ ...single(docDate, -rng.int(40, 600), 'open'), dueDate: docDate });
  }
  if (plan.inPayment !== 'none') markInPayment(plan, baseDate, out, numbers);
  return out;
}

/** A bike order paid in three monthly instalments; the first may already be overdue. */
function installments(rng: Rng, plan: ArPlan, baseDate: string, numbers: InvoiceNumbers): InvoiceRow[] {
  const invoiceNo = numbers.nextInvoice(plan.sorg);
  const docDate = addDays(baseDate, -rng.int(35, 50));
  const total = fromUsd(plan.sorg, rng.int(6000, 18000));
  const part = Math.floor(total / 3);
  const epd = Math.round(total * 0.01);
  return [1, 2, 3].map((k) => ({
    accountingNo: numbers.nextAccounting(),
    invoiceNo,
    assignment: `${invoiceNo}-${k}`,
    payerCode: plan.custCode,
    custCode: plan.custCode,
    sorg: plan.sorg,
    currency: currencyOf(plan.sorg),
    amount: k === 3 ? total - 2 * part : part,
    documentDate: docDate,
    dueDate: addDays(docDate, 30 * k),
    installmentNo: k,
    installmentCount: 3,
    earlyPaymentDiscount: epd,
    freightAllowance: 0,
    status: 'open',
  }));
}

function markInPayment(plan: ArPlan, baseDate: string, out: ArRows, numbers: InvoiceNumbers): void {
  const target = out.invoices.find((r) => r.status === 'open' && r.installmentNo == null && r.amount > 0 && r.dueDate >= baseDate);
  const transfer = plan.inPayment === 'waiting';
  const type = transfer ? 'Bank Transfer' : plan.sorg === 'ID01' ? 'Credit Card' : 'ACH';
  const merchant = merchantOf(plan.sorg, type);
  if (!target || !merchant) return;
  numbers.request += 1;
  const id = `PR${String(numbers.request).padStart(8, '0')}`;
  target.status = transfer ? 'waiting_for_payment' : 'pending_payment';
  target.paymentRequestId = id;
  // Made at the start of the seed day, so each lapses or settles as a real one would.
  const created = new Date(`${baseDate}T00:00:00.000Z`);
  out.requests.push({
    id, idempotencyKey: `demo-${id}`, payerCode: plan.custCode, sorg: plan.sorg, merchant,
    paymentMethodId: methodId(plan.sorg, type),
    isPartial: false, amount: target.amount, currency: target.currency ?? currencyOf(plan.sorg),
    externalId: `${merchant}-${id}`, virtualAccountNo: transfer ? `8808${plan.custCode.slice(-6)}${String(numbers.request).padStart(4, '0')}` : null,
    status: 'pending', extRefData: null, requestData: null,
    expiredAt: new Date(created.getTime() + settlementDelayMs(type)).toISOString(), createdAt: created.toISOString(),
  });
  out.requestItems.push({ requestId: id, accountingNo: target.accountingNo, invoiceNo: target.invoiceNo, amount: target.amount });
}
