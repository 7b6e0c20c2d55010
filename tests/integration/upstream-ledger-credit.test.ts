// Credit per company and open invoices of the embedded upstream's ledger, over its demo data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openUpstreamFixture, type UpstreamFixture } from './upstream-fixture';

interface Credit {
  company: { code: string };
  creditLimit: number;
  balance: number;
  openInvoice: number;
  openDO: number;
  consignment: number;
  creditExposure: number;
  reasonBlocked: string | null;
}
interface ArInvoice {
  invoiceNo: string;
  assignment: string;
  status: string;
  accountingAmount: number;
  overdue: boolean;
  overdueDays: number;
  installment: { number: number; count: number } | null;
}
interface OpenInvoiceCompany {
  company: { code: string };
  additionalDisplays: string[];
  creditCusts: { custCode: string; custName: string; arInvoices: ArInvoice[] }[];
}

const CREDIT = `query Credit($custCode: String!, $companies: [String!]) { creditInformation(custCode: $custCode, companies: $companies) {
  company { code } creditLimit balance openInvoice openDO consignment creditExposure reasonBlocked } }`;
const OPEN = `query Open($payerCode: String!, $sorgs: [String!]) { openInvoiceV5(payerCode: $payerCode, sorgs: $sorgs) {
  company { code } additionalDisplays creditCusts { custCode custName arInvoices { invoiceNo assignment status accountingAmount overdue overdueDays installment { number count } } } } }`;

let f: UpstreamFixture;
const credit = (custCode: string, companies?: string[]) =>
  f.gql<{ creditInformation: Credit[] }>(CREDIT, { custCode, ...(companies ? { companies } : {}) }).then((r) => r.creditInformation);
const openInvoices = (payerCode: string, sorgs?: string[]) =>
  f.gql<{ openInvoiceV5: OpenInvoiceCompany[] }>(OPEN, { payerCode, ...(sorgs ? { sorgs } : {}) }).then((r) => r.openInvoiceV5);

beforeAll(async () => {
  f = await openUpstreamFixture();
});
afterAll(async () => {
  await f.close();
});

describe('open invoices per company', () => {
  it('lists the multi-company dealer’s invoices under DE01 and NL01, by isr as well as r3', async () => {
    const byIsr = await openInvoices('I002000456');
    expect(byIsr.map((c) => c.company.code)).toEqual(['DE01', 'NL01']);
    expect(await openInvoices('0002000456')).toEqual(byIsr);
    for (const company of byIsr) expect(company.creditCusts[0]?.arInvoices.length).toBeGreaterThan(0);
  });

  it('limits the companies to the sorgs asked for', async () => {
    const nl = await openInvoices('0002000456', ['NL01']);
    expect(nl.map((c) => c.company.code)).toEqual(['NL01']);
  });

  it('gives the single dealer an overdue instalment, a deduction and an invoice already in payment', async () => {
    const [us] = await openInvoices('0001000123');
    expect(us?.company.code).toBe('US01');
    expect(us?.additionalDisplays).toContain('earlyPaymentDiscount');
    const invoices = us?.creditCusts[0]?.arInvoices ?? [];
    const instalments = invoices.filter((i) => i.installment !== null);
    expect(instalments.length).toBeGreaterThan(1);
    expect(new Set(instalments.map((i) => i.invoiceNo)).size).toBe(1);
    expect(new Set(instalments.map((i) => i.assignment)).size).toBe(instalments.length);
    expect(instalments.some((i) => i.overdue && i.overdueDays > 0)).toBe(true);
    expect(invoices.some((i) => i.accountingAmount < 0)).toBe(true);
    expect(invoices.some((i) => i.status === 'Pending Payment')).toBe(true);
    expect(invoices.every((i) => ['Open', 'Pending Payment', 'Waiting For Payment'].includes(i.status))).toBe(true);
  });

  it('returns nothing for a payer without invoices', async () => {
    expect(await openInvoices('9999999999')).toEqual([]);
  });
});

describe('credit information', () => {
  it('derives open invoice, exposure and balance from the ledger', async () => {
    const companies = await credit('0002000456');
    expect(companies.map((c) => c.company.code)).toEqual(['DE01', 'NL01']);
    const open = await openInvoices('0002000456');
    for (const c of companies) {
      const invoices = open.find((o) => o.company.code === c.company.code)?.creditCusts.flatMap((cc) => cc.arInvoices) ?? [];
      expect(c.openInvoice).toBe(invoices.reduce((sum, i) => sum + i.accountingAmount, 0));
      expect(c.creditExposure).toBe(c.openInvoice + c.openDO + c.consignment);
      expect(c.balance).toBe(c.creditLimit - c.creditExposure);
    }
  });

  it('blocks a customer with an invoice more than 30 days overdue, and their other companies too', async () => {
    const rs = await f.sql.execute(
      `SELECT payer_code, sorg FROM ledger_invoices WHERE status <> 'paid' AND amount > 0 AND due_date < date('now', '-30 days')`,
    );
    expect(rs.rows.length).toBeGreaterThan(0);
    for (const row of rs.rows) {
      const companies = await credit(String(row['payer_code']));
      expect(companies.find((c) => c.company.code === row['sorg'])?.reasonBlocked).toBe('overdue_over_limit');
      for (const other of companies.filter((c) => c.company.code !== row['sorg'])) expect(other.reasonBlocked).not.toBeNull();
    }
  });

  it('reports limit_exceeded where exposure passes the limit and nothing is long overdue', async () => {
    const customers = await f.sql.execute('SELECT DISTINCT cust_code FROM ledger_credit ORDER BY cust_code');
    const all = (await Promise.all(customers.rows.map((r) => credit(String(r['cust_code']))))).flat();
    const over = all.filter((c) => c.creditExposure > c.creditLimit && c.reasonBlocked !== 'overdue_over_limit');
    expect(over.length).toBeGreaterThan(0);
    for (const c of over) expect(c.reasonBlocked).toBe('limit_exceeded');
    const reasons = new Set(all.map((c) => c.reasonBlocked));
    expect(reasons.has(null)).toBe(true);
    expect(reasons.has('other_company_blocked')).toBe(true);
  });

  it('keeps the well-known dealers unblocked so they can order', async () => {
    for (const code of ['0001000123', '0002000456', '0003000789']) {
      for (const c of await credit(code)) expect(c.reasonBlocked).toBeNull();
    }
  });
});

describe('invoice history', () => {
  it('pages paid and open invoices of a date range', async () => {
    const query = `query H($from: Date!, $to: Date!, $payerCode: String!, $page: Int, $limit: Int) {
      invoiceV5(from: $from, to: $to, payerCode: $payerCode, page: $page, limit: $limit, sort: "documentDate:desc") {
        data { invoiceNo status documentDate { date } } info { page count pageTotal } } }`;
    const to = new Date().toISOString().slice(0, 10);
    const first = await f.gql<{ invoiceV5: { data: { status: string; documentDate: { date: string } }[]; info: { page: number; count: number; pageTotal: number } } }>(
      query, { from: '2000-01-01', to, payerCode: '0001000123', page: 1, limit: 3 });
    expect(first.invoiceV5.data).toHaveLength(3);
    expect(first.invoiceV5.info.count).toBeGreaterThan(3);
    expect(first.invoiceV5.data.some((i) => i.status === 'Paid') || first.invoiceV5.info.pageTotal > 1).toBe(true);
    const dates = first.invoiceV5.data.map((i) => i.documentDate.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('refuses a range whose start is after its end', async () => {
    const result = await f.upstream.execute({
      query: 'query { invoiceV5(from: "2026-02-01", to: "2026-01-01", payerCode: "0001000123") { info { count } } }',
    });
    expect(result.errors?.[0]?.message).toBe('From can not be bigger than To');
  });
});
