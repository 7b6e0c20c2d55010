// The demo accounts people sign in with: each points at real demo data, the README lists them all,
// and the Indonesian paying dealer's ledger holds the cases of the overdue-rule story.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SEED_ACCOUNTS } from '../../db/seed-data/accounts';
import { HOSTS, hostsOfSorgs } from '../../src/content/hosts/index';
import { generateDemo } from '../../upstream/demo/generate';
import { PAYING_DEALER, PAYING_DEALER_INVOICES } from '../../upstream/ledger/demo/paying-dealer.demo';
import { addDays } from '../../upstream/ledger/dates';
import { generateLedger } from '../../upstream/ledger/demo/seed-ledger';

const baseDate = '2026-03-02';
const core = generateDemo({ size: '200', baseDate });
const ledger = generateLedger({ dealers: core.dealers, catalog: core.catalog, baseDate });

describe('demo accounts', () => {
  it('lists every seeded account with the site it signs in at and its description in the README', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    for (const account of SEED_ACCOUNTS) {
      const [home, ...others] = account.sites;
      const site = `http://${home}.localhost:4321/${others.length ? ` (also ${others.join(', ')})` : ''}`;
      expect(readme).toContain(`| \`${account.username}\` | ${site} | ${account.description} |`);
    }
  });

  it('names as sites exactly the country sites whose sales organisation each account orders from', () => {
    for (const account of SEED_ACCOUNTS) {
      const customerSorgs = account.customers.flatMap((c) => core.dealers.areas.filter((a) => a.custCode === c.r3).map((a) => a.sorg));
      const sorgs = [...account.areas.flatMap((a) => (a.sorg ? [a.sorg] : [])), ...customerSorgs];
      const expected = (sorgs.length ? hostsOfSorgs(sorgs) : HOSTS).map((host) => host.key);
      expect([...account.sites].sort(), account.username).toEqual(expected.sort());
    }
  });

  it('gives dealer.id the ID01 dealer whose invoices the overdue story pays', () => {
    const account = SEED_ACCOUNTS.find((a) => a.username === 'dealer.id');
    expect(account?.roles).toEqual(['dealer']);
    expect(account?.customers).toEqual([{ r3: PAYING_DEALER.r3, isr: null }]);
    const customer = core.dealers.customers.find((c) => c.r3 === PAYING_DEALER.r3);
    expect(customer).toMatchObject({ name: PAYING_DEALER.name, city: PAYING_DEALER.city, category: 'dealer' });
    expect(core.dealers.areas.filter((a) => a.custCode === PAYING_DEALER.r3).map((a) => a.sorg)).toEqual(['ID01']);
    expect(account?.description).toContain(`${PAYING_DEALER.name}, ${PAYING_DEALER.city} (ID01)`);
  });
});

describe('the Indonesian paying dealer ledger', () => {
  const rows = ledger.ar.invoices.filter((i) => i.custCode === PAYING_DEALER.r3);
  const open = rows.filter((i) => i.status === 'open');
  const byNo = (invoiceNo: string) => rows.find((i) => i.assignment === invoiceNo);

  it('is in whole rupiah with unique accounting numbers among all demo invoices', () => {
    expect(rows.every((i) => i.currency === 'IDR' && i.sorg === 'ID01' && Number.isInteger(i.amount) && i.amount % 100 === 0)).toBe(true);
    expect(new Set(ledger.ar.invoices.map((i) => i.accountingNo)).size).toBe(ledger.ar.invoices.length);
    expect(new Set(ledger.ar.invoices.map((i) => i.assignment)).size).toBe(ledger.ar.invoices.length);
  });

  it('has for desktop and phone each an overdue invoice to pay in part and one to pay in full, under 30 days late', () => {
    const { desktopPartPaid, desktopPaidInFull, phonePartPaid, phonePaidInFull } = PAYING_DEALER_INVOICES;
    const overdue = [desktopPartPaid, desktopPaidInFull, phonePartPaid, phonePaidInFull].map(byNo);
    for (const row of overdue) {
      expect(row?.status).toBe('open');
      expect(row?.installmentNo ?? null).toBeNull();
      expect(row && row.amount > 0 && row.dueDate < baseDate && row.dueDate >= addDays(baseDate, -30)).toBe(true);
    }
    expect(new Set(overdue.map((r) => r?.assignment)).size).toBe(4);
    expect(open.filter((i) => i.amount > 0 && i.dueDate < baseDate)).toHaveLength(4);
  });

  it('has invoices due later, one invoice in three instalments, a deduction and paid history', () => {
    expect(open.filter((i) => i.installmentNo == null && i.amount > 0 && i.dueDate >= baseDate).length).toBeGreaterThanOrEqual(2);
    const instalments = open.filter((i) => i.installmentCount === 3);
    expect(instalments.map((i) => i.installmentNo)).toEqual([1, 2, 3]);
    expect(new Set(instalments.map((i) => i.invoiceNo)).size).toBe(1);
    expect(instalments.every((i) => i.dueDate >= baseDate)).toBe(true);
    expect(open.filter((i) => i.amount < 0)).toHaveLength(1);
    expect(rows.some((i) => i.status === 'paid')).toBe(true);
  });

  it('has credit in ID01 without a block, and no saved payment method before the story saves one', () => {
    const credit = ledger.credit.find((c) => c.custCode === PAYING_DEALER.r3);
    const exposure = open.reduce((sum, i) => sum + i.amount, 0);
    expect(credit?.oldestArBlocked).toBe(false);
    expect(credit?.creditLimit ?? 0).toBeGreaterThan(exposure);
    expect(ledger.saved.filter((s) => s.custCode === PAYING_DEALER.r3)).toEqual([]);
  });
});
