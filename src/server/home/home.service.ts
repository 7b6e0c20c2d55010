// The signed-in home of a dealer (or of the customer a sales user acts for): open invoices that are
// overdue or due soon, credit per company with average payment days, this week's shipments and
// back-orders. Each part loads on its own, so one failing read leaves the others on the page.
import { invoiceAttention, weekStart, type InvoiceAttention } from '../../domain/home/attention.rules';
import { backorderLines, type BackorderLine } from '../../domain/orders/backorder.rules';
import { CLAIM_STATUS } from '../../domain/claims/claim-status';
import type { Language } from '../../domain/locales';
import { toDo } from '../../domain/recalls';
import type { CustCode } from '../auth/claims';
import type { ClaimRow } from '../claims/claims.service';
import { ClaimsV3Document } from '../upstream/generated';
import type { InvoiceView } from '../invoices/invoice.view';
import { readOpenInvoices } from '../invoices/invoices.reads';
import { readOpenOrdersCached, readShippedOrders, type Delivery } from '../orders/orders.reads';
import { keptWith } from '../derived-once';
import type { Services } from '../services';
import { readCredit, type CompanyCredit } from '../shell/shell.reads';
import { readRecallFrames, type RecallFrame } from '../recalls/recalls.service';

export interface HomeInvoice extends InvoiceView {
  companyName: string;
}

export interface HomeDashboard {
  invoices: InvoiceAttention<HomeInvoice> | null;
  credit: readonly CompanyCredit[] | null;
  shipped: Delivery[] | null;
  backorders: { lines: BackorderLine[]; total: number } | null;
  /** Warranty claims waiting for the dealer (status "waiting for dealer"), newest first. */
  claims: { rows: ClaimRow[]; total: number } | null;
  /** The customer's frames under an open recall still to do (decision 0111), the first few and how many. */
  recalls: { rows: RecallFrame[]; total: number } | null;
  /** A part the user may see could not be read (the page says so instead of hiding it silently). */
  failed: boolean;
}

const BACKORDERS_SHOWN = 5;

const FAILED = Symbol('failed');

async function part<T>(name: string, load: () => Promise<T>): Promise<T | typeof FAILED> {
  try {
    return await load();
  } catch (error) {
    console.warn(`[home] ${name} could not be loaded`, error);
    return FAILED;
  }
}

const orNull = <T>(value: T | typeof FAILED | null): T | null => (value === FAILED ? null : value);

/** What the user's scopes let the home read; a part the user may not see is not read at all. */
export interface HomeReads {
  invoices: boolean;
  credit: boolean;
  orders: boolean;
  /** page.claim: the claims waiting for the dealer and the recalled frames to do. */
  claims?: boolean;
}

const CLAIMS_SHOWN = 5;
const RECALLS_SHOWN = 5;

/** `language`: the recalls' texts. */
export async function loadDashboard(services: Pick<Services, 'upstream' | 'cache'>, code: CustCode, today: string, reads: HomeReads, language: Language = 'en'): Promise<HomeDashboard> {
  const skip = Promise.resolve(null);
  const [invoices, credit, shipped, backorders, claims, recalls] = await Promise.all([
    !reads.invoices ? skip : part('invoices', async () => {
      const companies = await readOpenInvoices(services.upstream, code);
      return keptWith(companies, `attention\0${today}`, () => invoiceAttention(companies.flatMap((c) => c.rows.map((row) => ({ ...row, companyName: c.company.name }))), today));
    }),
    !reads.credit ? skip : part('credit', () => readCredit(services, code)),
    !reads.orders ? skip : part('shipments', () => readShippedOrders(services.upstream, code, { from: weekStart(today), to: today })),
    !reads.orders ? skip : part('back-orders', async () => {
      const companies = await readOpenOrdersCached(services, code);
      return keptWith(companies, 'backorders', () => {
        const lines = backorderLines(companies.flatMap((c) => c.orders));
        return { lines: lines.slice(0, BACKORDERS_SHOWN), total: lines.length };
      });
    }),
    !reads.claims ? skip : part('claims', async () => {
      const filter = { search: null, statusId: CLAIM_STATUS.waitingForDealer, from: null, to: null };
      const { claimsV3 } = await services.upstream.request(ClaimsV3Document, { page: 1, limit: CLAIMS_SHOWN, filter, custCode: code.r3, custCodes: null });
      return keptWith(claimsV3, 'home', () => ({ rows: claimsV3.data, total: claimsV3.info.count }));
    }),
    !reads.claims ? skip : part('recalls', async () => {
      const frames = await readRecallFrames(services, code.r3, language, 'open');
      return keptWith(frames, 'home', () => {
        const open = toDo(frames);
        return { rows: open.slice(0, RECALLS_SHOWN), total: open.length };
      });
    }),
  ]);
  const failed = [invoices, credit, shipped, backorders, claims, recalls].some((value) => value === FAILED);
  return { invoices: orNull(invoices), credit: orNull(credit), shipped: orNull(shipped), backorders: orNull(backorders), claims: orNull(claims), recalls: orNull(recalls), failed };
}
