// The home's dashboard cards drawn as strings (home-cards-markup.ts): rows, links, escaping, and
// the markup kept with the shared reads it was drawn from.
import { describe, expect, it } from 'vitest';
import { backordersMarkup, claimsMarkup, creditMarkup, dashboardMarkup, invoicesMarkup, shippedMarkup } from '../../src/components/home/home-cards-markup';
import { invoiceAttention } from '../../src/domain/home/attention.rules';
import type { BackorderLine } from '../../src/domain/orders/backorder.rules';
import { deepFreeze } from '../../src/server/upstream/read-cache';
import type { HomeDashboardProps } from '../../src/server/home/home.page';
import type { HomeInvoice } from '../../src/server/home/home.service';
import type { CompanyCredit } from '../../src/server/shell/shell.reads';
import type { Promotion } from '../../src/server/catalog/filters.service';
import { formatterFor } from '../../src/domain/format';
import { resolveHost } from '../../src/content/hosts/index';
import { translator } from '../../src/server/i18n';
import type { Delivery } from '../../src/server/orders/orders.reads';
import type { ClaimRow } from '../../src/server/claims/claims.service';

const t = translator('en-us');
const host = resolveHost('us.localhost', 'us');
const format = formatterFor('en-us', host);

describe('shippedMarkup and backordersMarkup', () => {
  it('lists this week’s deliveries with their date, line count and tracking number, escaped', () => {
    const shipped = [
      { doNumber: 'DO-1 <a>', deliveryDate: { date: '2026-11-24' }, estimatedDeliveryDate: { date: '2026-11-23' }, detail: [{}, {}], trackingNo: 'TRK & 9' },
      { doNumber: 'DO-2', deliveryDate: null, estimatedDeliveryDate: { date: '2026-11-25' }, detail: [{}], trackingNo: null },
    ] as unknown as Delivery[];
    const html = shippedMarkup(t, 'en-us', format, shipped);
    expect(html).toContain('<li><span><strong>DO-1 &lt;a&gt;</strong><br><span class="muted">');
    expect(html).toContain('<span class="muted">TRK &amp; 9</span></li>');
    expect(html).toContain('Nov 24, 2026');
    expect(html).toContain('Nov 25, 2026');
    expect(html.match(/<li>/g)).toHaveLength(2);
    expect(html).toContain('<a href="/en-us/order">');
  });

  it('says nothing shipped, and leaves out back-orders without lines', () => {
    expect(shippedMarkup(t, 'en-us', format, [])).toContain(`<p class="muted">${t('home.shipped_none')}</p>`);
    expect(backordersMarkup(t, 'en-us', format, { lines: [], total: 0 })).toBe('');
  });
});

describe('claimsMarkup', () => {
  it('links each waiting claim and names its article and frame', () => {
    const rows = [{ id: 7, referenceNo: 'CLM-7', articleName: 'Rift 29"', frameNumber: 'F1', updatedAt: '2026-11-02' }] as unknown as ClaimRow[];
    const html = claimsMarkup(t, 'en-us', format, { rows, total: 3 });
    expect(html).toContain('<a href="/en-us/claim/7"><strong>CLM-7</strong></a>');
    expect(html).toContain('Rift 29&quot; · F1');
    expect(claimsMarkup(t, 'en-us', format, { rows: [], total: 0 })).toBe('');
  });
});

describe('backordersMarkup', () => {
  it('lists each open line with its order, expected arrival and open quantity', () => {
    const lines = [
      { articleCode: 'A-1', orderNumber: 'SO-9', expectedArrival: '2026-12-01', openQty: 1200 },
      { articleCode: 'B & 2', orderNumber: 'SO-10', expectedArrival: null, openQty: 3 },
    ] as unknown as BackorderLine[];
    const html = backordersMarkup(t, 'en-us', format, { lines, total: 7 });
    expect(html).toContain('<strong>A-1</strong><span class="muted"> · SO-9</span>');
    expect(html).toContain('Dec 1, 2026');
    expect(html).toContain('<span class="home-rows__amount">1,200</span>');
    expect(html).toContain('<strong>B &amp; 2</strong>');
    expect(html).toContain(t('home.expected_unknown'));
    expect(html).toContain(t('home.backorders_all', { count: 7 }));
  });
});

const invoice = (over: Partial<HomeInvoice>): HomeInvoice =>
  ({ invoiceNo: 'I-1', assignment: 'A-1', sorg: 'US01', companyName: 'Spoke USA', amount: 10_000, currency: 'USD', dueDate: '2026-11-30', overdue: false, overdueDays: 0, paymentRequestId: null, ...over }) as HomeInvoice;

describe('invoicesMarkup', () => {
  const today = '2026-11-26';
  const attention = invoiceAttention(
    [
      invoice({ invoiceNo: 'I-1', assignment: 'A<1>', dueDate: '2026-11-10', overdue: true, overdueDays: 16, amount: 333_666 }),
      invoice({ invoiceNo: 'I-2', assignment: 'A-2', dueDate: '2026-11-30', sorg: 'CA01', companyName: 'Spoke "Canada"', amount: 817_300 }),
    ],
    today,
  );

  it('marks the overdue card, counts and sums each section and offers to pay per company', () => {
    const html = invoicesMarkup(t, 'en-us', format, attention, today, true);
    expect(html).toContain('<section class="card home-card home-card--alert" aria-labelledby="home-overdue"><h3 id="home-overdue">');
    expect(html).toContain('<section class="card home-card" aria-labelledby="home-due-soon">');
    expect(html).toContain(`<p class="home-card__lead">${t('home.invoices_summary', { count: 1, amount: '$3,336.66' })}</p>`);
    expect(html).toContain('<strong>A&lt;1&gt;</strong><span class="muted"> · Spoke USA</span>');
    expect(html).toContain(t('home.days_late', { days: 16, date: 'Nov 10, 2026' }));
    expect(html).toContain(t('home.due_on', { date: 'Nov 30, 2026' }));
    expect(html).toContain('<a class="button" href="/en-us/payment/invoice?company=CA01">Pay Spoke &quot;Canada&quot;</a>');
    expect(html).toContain('<span class="home-rows__amount">$8,173.00</span>');
    expect(html.match(/href="\/en-us\/invoice\/open-invoice"/g)).toHaveLength(2);
  });

  it('leaves out the pay buttons for a user who may not pay', () => {
    expect(invoicesMarkup(t, 'en-us', format, attention, today, false)).not.toContain('class="button"');
  });
});

const credit = (over: Partial<CompanyCredit>): CompanyCredit =>
  ({ company: { code: 'US01', name: 'Spoke USA', currency: 'USD' }, currency: 'USD', balance: 100_00, creditLimit: 500_00, openInvoice: 400_00, averagePaymentDays: 48, reasonBlocked: null, ...over }) as CompanyCredit;

describe('creditMarkup', () => {
  it('shows one company without its name as a heading, in the host’s wording', () => {
    const html = creditMarkup(t, format, [credit({})], true);
    expect(html).toContain('<dl class="home-credit" aria-label="Spoke USA"><div><dt>Open to buy</dt><dd>$100.00</dd></div>');
    expect(html).toContain(`<dd>${t('home.days', { days: 48 })}</dd>`);
    expect(html).not.toContain('home-credit__company');
    expect(creditMarkup(t, format, [credit({})], false)).toContain(`<dt>${t('credit.balance')}</dt>`);
  });

  it('names each of several companies, marks a negative balance and says why credit is blocked', () => {
    const html = creditMarkup(t, format, [credit({}), credit({ company: { code: 'CA01', name: 'Spoke & Co', currency: 'CAD' }, balance: -5_00, reasonBlocked: 'limit_exceeded' })], true);
    expect(html).toContain('<dl class="home-credit" aria-label="Spoke &amp; Co"><dt class="home-credit__company">Spoke &amp; Co</dt>');
    expect(html).toContain('<dd class="home-bad">');
    expect(html).toContain(`<dd class="home-bad">${t('credit.limit_exceeded')}</dd>`);
  });
});

describe('dashboardMarkup', () => {
  const promotions = deepFreeze([{ code: 'P1', name: 'Clearance', description: 'Last season’s articles', productCount: 4, validTo: '2027-01-31' }]) as unknown as Promotion[];
  const props = (dashboard: Partial<HomeDashboardProps['dashboard']>): Omit<HomeDashboardProps, 'restock'> => ({
    t,
    locale: 'en-us',
    host,
    format,
    dashboard: { invoices: null, credit: null, shipped: null, backorders: null, claims: null, failed: false, ...dashboard },
    promotions,
    today: '2026-11-26',
    canPay: true,
  });

  it('draws a card once per shared read, and again for another read or language', () => {
    const shipped = deepFreeze([]) as never[];
    let drawn = 0;
    const counted = new Proxy(t, { apply: (target, self, args: Parameters<typeof t>) => (drawn++, Reflect.apply(target, self, args)) });
    const first = String(dashboardMarkup({ ...props({ shipped }), t: counted }));
    const afterFirst = drawn;
    expect(String(dashboardMarkup({ ...props({ shipped }), t: counted }))).toBe(first);
    expect(drawn).toBe(afterFirst);
    dashboardMarkup({ ...props({ shipped: deepFreeze([]) as never[] }), t: counted });
    expect(drawn).toBeGreaterThan(afterFirst);
    const german = String(dashboardMarkup({ ...props({ shipped }), locale: 'de', t: translator('de'), format: formatterFor('de', host) }));
    expect(german).toContain(translator('de')('home.shipped_none'));
  });

  it('says all is clear when no invoice needs paying, and writes characters beyond Latin-1 as references', () => {
    const html = String(dashboardMarkup(props({ invoices: deepFreeze(invoiceAttention<HomeInvoice>([], '2026-11-26')) })));
    expect(html).toContain(`<h3 id="home-clear">${t('home.all_clear_title')}</h3>`);
    expect(html).toContain('Last season&#8217;s articles');
    expect(/[^\u0000-\u00ff]/u.test(html)).toBe(false);
  });
});
