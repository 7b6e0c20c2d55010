import { describe, expect, it } from 'vitest';
import { openOrdersView, searchMissed } from '../../src/server/orders/open-orders.view';
import { orderHref, orderPageState } from '../../src/server/orders/order-page';
import type { OpenOrderCompany } from '../../src/server/orders/orders.reads';

const NOW = new Date('2026-11-22T10:00:00Z');

function company(code: string, orderNumbers: string[]): OpenOrderCompany {
  return {
    company: { code, name: `Company ${code}`, currency: 'EUR' },
    orders: orderNumbers.map((orderNumber, i) => ({
      soNumber: `SO-${orderNumber}`, orderNumber, orderType: 'OR', poNumber: null, price: 1000, currency: 'EUR', qty: 1, custCode: '0002000456', sorg: code, shipToId: 'ST',
      requestDeliveryDate: { date: '2026-12-01' }, createdAt: NOW.toISOString(), paymentTerm: null, invoiceDueDate: null,
      lines: [{ lineNo: 1, articleCode: `A${i}`, qty: 1, openQty: 1, price: 1000, currency: 'EUR', status: i === 0 ? 'backorder' : 'open', backorderExpectedArrival: i === 0 ? { date: '2026-12-10' } : null }],
    })),
    deliveries: orderNumbers.slice(0, 1).map((orderNo) => ({
      doNumber: `DO-${orderNo}`, trackingNo: null, status: 'open', sorg: code, custCode: '0002000456', estimatedDeliveryDate: { date: '2026-11-30' }, deliveryDate: null,
      detail: [{ orderNo, soNumber: `SO-${orderNo}`, articleCode: 'A0', orderQty: 1, price: 1000, currency: 'EUR', orderType: 'OR', custCode: '0002000456', estimatedDeliveryDate: { date: '2026-11-30' }, deliveryDate: null }],
    })),
  };
}

const companies = [company('DE01', ['B1', 'B2', 'B3']), company('NL01', ['N1'])];

describe('open orders view', () => {
  it('shows the asked company, else the first, with its deliveries and backorders', () => {
    const nl = openOrdersView(companies, { company: 'NL01', page: 1, size: 10 });
    expect(nl.company?.code).toBe('NL01');
    expect(nl.orders.rows.map((o) => o.orderNumber)).toEqual(['N1']);
    expect(nl.backorders.map((b) => b.orderNumber)).toEqual(['N1']);
    expect(openOrdersView(companies, { company: 'XX01', page: 1, size: 10 }).company?.code).toBe('DE01');
    expect(nl.companies.map((c) => [c.code, c.orderCount])).toEqual([['DE01', 3], ['NL01', 1]]);
  });

  it('narrows deliveries to the orders a search finds', () => {
    const view = openOrdersView(companies, { company: 'DE01', search: 'B2', page: 1, size: 10 });
    expect(view.orders.rows.map((o) => o.orderNumber)).toEqual(['B2']);
    expect(view.deliveries).toEqual([]);
  });

  it('reads again only when a search finds nothing in the cached list', () => {
    expect(searchMissed(companies, 'N1')).toBe(false);
    expect(searchMissed(companies, 'B9')).toBe(true);
    expect(searchMissed(companies, '')).toBe(false);
  });
});

describe('order page state', () => {
  it('defaults to open orders, 10 rows and the last 30 days of history', () => {
    expect(orderPageState(new URLSearchParams(), NOW)).toEqual({ tab: 'open', company: undefined, search: '', page: 1, size: 10, from: '2026-10-23', to: '2026-11-22' });
  });

  it('ignores unknown tabs and page sizes instead of failing', () => {
    const state = orderPageState(new URLSearchParams('tab=everything&size=15&page=2'), NOW);
    expect([state.tab, state.size, state.page]).toEqual(['open', 10, 1]);
  });

  it('links keep the search and company and carry the range only on the shipped tab', () => {
    const state = orderPageState(new URLSearchParams('company=NL01&search=B2&size=20'), NOW);
    expect(orderHref('/de/order', state, { page: 2 })).toBe('/de/order?tab=open&company=NL01&search=B2&page=2&size=20');
    expect(orderHref('/de/order', state, { tab: 'shipped', search: '' })).toBe('/de/order?tab=shipped&company=NL01&size=20&from=2026-10-23&to=2026-11-22');
  });
});
