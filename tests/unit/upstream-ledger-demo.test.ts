// The ledger's demo data: deterministic, covering the cases the portal shows, and a benchmark book.
import { describe, expect, it } from 'vitest';
import { generateDemo } from '../../upstream/demo/generate';
import { BENCH_OPEN_ORDER_LINES, generateLedger } from '../../upstream/ledger/demo/seed-ledger';

const baseDate = '2026-03-02';
const core = generateDemo({ size: '200', baseDate });
const ledger = (size?: string) => generateLedger({ dealers: core.dealers, catalog: core.catalog, baseDate, size });

describe('ledger demo data', () => {
  it('is the same on every run', () => {
    expect(JSON.stringify(ledger())).toBe(JSON.stringify(ledger()));
  });

  it('gives every customer credit in each of its companies', () => {
    const { credit } = ledger();
    const accounts = new Set(credit.map((c) => `${c.custCode}/${c.sorg}`));
    for (const area of core.dealers.areas) expect(accounts.has(`${area.custCode}/${area.sorg}`)).toBe(true);
  });

  it('covers overdue, instalment, deduction, in-payment and paid invoices', () => {
    const { invoices } = ledger().ar;
    expect(invoices.some((i) => i.status === 'open' && i.dueDate < baseDate && i.amount > 0)).toBe(true);
    expect(invoices.some((i) => i.installmentCount === 3)).toBe(true);
    expect(invoices.some((i) => i.amount < 0)).toBe(true);
    expect(invoices.some((i) => i.status === 'pending_payment')).toBe(true);
    expect(invoices.some((i) => i.status === 'waiting_for_payment')).toBe(true);
    expect(invoices.some((i) => i.status === 'paid')).toBe(true);
    expect(new Set(invoices.map((i) => i.accountingNo)).size).toBe(invoices.length);
  });

  it('gives the multi-company dealer invoices in DE01 and NL01', () => {
    const sorgs = new Set(ledger().ar.invoices.filter((i) => i.payerCode === '0002000456').map((i) => i.sorg));
    expect([...sorgs].sort()).toEqual(['DE01', 'NL01']);
  });

  it('saves only masked payment details', () => {
    for (const saved of ledger().saved) expect(saved.display).toMatch(/^[A-Za-z ]+ •••• \d{4}$/);
  });

  it('gives the single-company dealer 5,000 more open order lines at benchmark size', () => {
    const lines = (size?: string) => {
      const data = ledger(size);
      const open = new Set(data.orders.orders.filter((o) => o.custCode === '0001000123' && o.createdAt.startsWith(baseDate)).map((o) => o.orderNumber));
      return data.orders.lines.filter((l) => open.has(l.orderNumber)).length;
    };
    expect(lines('bench') - lines()).toBe(BENCH_OPEN_ORDER_LINES);
  });
});
