// The Indonesian paying dealer (portal account dealer.id): scripted receivables instead of drawn
// ones, so the overdue-rule story always meets the same cases in IDR (precision 0): overdue
// invoices with their own assignments, invoices due later, one invoice in three instalments, a
// deduction and paid history. The desktop and phone end-to-end runs each pay their own overdue
// pair (one in part, one in full), so the two runs never race for an invoice.
import { addDays } from '../dates';
import type { InvoiceRow } from './invoices.demo';

/** A generated ID01 dealer (the first one) looked after by sales rep S10025. */
export const PAYING_DEALER = { r3: '0004105617', sorg: 'ID01', name: 'Toko Sepeda Setiawan', city: 'Bandung' } as const;

const TERMS_DAYS = 45;

interface Scripted {
  /** Days past due (positive) or until due (negative) on the seed day. */
  overdueDays: number;
  amount: number;
  status?: 'open' | 'paid';
  earlyPaymentDiscount?: number;
  freightAllowance?: number;
}

const SINGLES = {
  desktopPartPaid: { overdueDays: 12, amount: 18_750_000 },
  desktopPaidInFull: { overdueDays: 5, amount: 6_420_000 },
  phonePartPaid: { overdueDays: 9, amount: 15_300_000 },
  phonePaidInFull: { overdueDays: 3, amount: 4_880_000 },
  dueSoon: { overdueDays: -20, amount: 22_500_000, freightAllowance: 350_000 },
  dueLater: { overdueDays: -38, amount: 9_150_000, earlyPaymentDiscount: 183_000 },
  paidSpring: { overdueDays: 150, amount: 12_400_000, status: 'paid' },
  paidSummer: { overdueDays: 95, amount: 7_800_000, status: 'paid' },
  paidAutumn: { overdueDays: 40, amount: 5_250_000, status: 'paid' },
} as const satisfies Record<string, Scripted>;

type SingleKey = keyof typeof SINGLES;

const invoiceNoOf = (n: number): string => `94${String(80_000_000 + n)}`;
const accountingNoOf = (n: number): string => `14${String(80_000_000 + n)}`;

/** Invoice numbers (= assignments) of the single invoices; the instalments and deduction follow them. */
export const PAYING_DEALER_INVOICES = Object.fromEntries(
  Object.keys(SINGLES).map((key, i) => [key, invoiceNoOf(i + 1)]),
) as Record<SingleKey, string>;

const INSTALMENT_INVOICE = invoiceNoOf(Object.keys(SINGLES).length + 1);
const DEDUCTION_INVOICE = invoiceNoOf(Object.keys(SINGLES).length + 2);

const base = { payerCode: PAYING_DEALER.r3, custCode: PAYING_DEALER.r3, sorg: PAYING_DEALER.sorg, currency: 'IDR' };

function single(key: SingleKey, n: number, baseDate: string): InvoiceRow {
  const spec: Scripted = SINGLES[key];
  const dueDate = addDays(baseDate, -spec.overdueDays);
  const invoiceNo = invoiceNoOf(n);
  return {
    ...base, accountingNo: accountingNoOf(n), invoiceNo, assignment: invoiceNo, amount: spec.amount,
    documentDate: addDays(dueDate, -TERMS_DAYS), dueDate, status: spec.status ?? 'open',
    earlyPaymentDiscount: spec.earlyPaymentDiscount ?? 0, freightAllowance: spec.freightAllowance ?? 0,
  };
}

/** A bike order in three monthly instalments, none due yet; 1 % early payment discount on the whole. */
function instalments(baseDate: string, firstN: number): InvoiceRow[] {
  const documentDate = addDays(baseDate, -20);
  return [1, 2, 3].map((k) => ({
    ...base, accountingNo: accountingNoOf(firstN + k - 1), invoiceNo: INSTALMENT_INVOICE, assignment: `${INSTALMENT_INVOICE}-${k}`,
    amount: 16_200_000, documentDate, dueDate: addDays(documentDate, 30 * k), installmentNo: k, installmentCount: 3,
    earlyPaymentDiscount: 486_000, freightAllowance: 0, status: 'open',
  }));
}

export function payingDealerInvoices(baseDate: string): InvoiceRow[] {
  const keys = Object.keys(SINGLES) as SingleKey[];
  const rows = keys.map((key, i) => single(key, i + 1, baseDate));
  rows.push(...instalments(baseDate, keys.length + 1));
  const creditDate = addDays(baseDate, -10);
  rows.push({
    ...base, accountingNo: accountingNoOf(keys.length + 4), invoiceNo: DEDUCTION_INVOICE, assignment: DEDUCTION_INVOICE,
    amount: -2_150_000, documentDate: creditDate, dueDate: creditDate, status: 'open', earlyPaymentDiscount: 0, freightAllowance: 0,
  });
  return rows;
}
