import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseCustomerHref, wantsCustomerChoice, withoutChooseCustomer } from '../../src/domain/customer-choice';
import { reloadTarget } from '../../src/islands/customer/customers.api';
import { debounce, isPageSize, sameCode, visiblePages, withoutCurrent } from '../../src/islands/customer/paging';

describe('visiblePages', () => {
  it('shows at most four pages around the current one', () => {
    expect(visiblePages(1, 10)).toEqual([1, 2, 3, 4]);
    expect(visiblePages(5, 10)).toEqual([4, 5, 6, 7]);
    expect(visiblePages(10, 10)).toEqual([7, 8, 9, 10]);
  });

  it('shows every page when there are fewer than four, none when there are none', () => {
    expect(visiblePages(2, 3)).toEqual([1, 2, 3]);
    expect(visiblePages(1, 0)).toEqual([]);
  });

  it('clamps a current page outside the range', () => {
    expect(visiblePages(99, 6)).toEqual([3, 4, 5, 6]);
  });
});

describe('page sizes and codes', () => {
  it('accepts only 10, 25 and 50 rows per page', () => {
    expect([10, 25, 50, 20].map(isPageSize)).toEqual([true, true, true, false]);
  });

  it('leaves the pinned current customer out of the list', () => {
    const rows = [{ custCode: { r3: '1', isr: null } }, { custCode: { r3: '2', isr: 'I2' } }];
    expect(withoutCurrent(rows, { r3: '2', isr: 'I2' })).toEqual([rows[0]]);
    expect(sameCode({ r3: '2', isr: null }, { r3: '2', isr: 'I2' })).toBe(false);
  });
});

describe('debounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs once with the last value after the pause', () => {
    const calls: string[] = [];
    const search = debounce((text: string) => calls.push(text), 450);
    search('ra');
    vi.advanceTimersByTime(300);
    search('radh');
    vi.advanceTimersByTime(449);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(['radh']);
  });

  it('drops a pending call when cancelled', () => {
    const calls: string[] = [];
    const search = debounce((text: string) => calls.push(text), 450);
    search('x');
    search.cancel();
    vi.advanceTimersByTime(1000);
    expect(calls).toEqual([]);
  });
});

describe('reloadTarget', () => {
  it('reloads the same page with its query outside the catalogue', () => {
    expect(reloadTarget({ pathname: '/en-us/invoice/open-invoice', search: '?page=2' }, false)).toBe('/en-us/invoice/open-invoice?page=2');
  });

  it("leaves the dialog's parameter off the page it reloads", () => {
    expect(reloadTarget({ pathname: '/en-us/order', search: '?status=open&choose-customer=1' }, false)).toBe('/en-us/order?status=open');
  });

  it('goes to the default catalogue URL from a catalogue page', () => {
    expect(reloadTarget({ pathname: '/de/catalog/bike', search: '' }, false)).toBe('/de/catalog/paa');
    expect(reloadTarget({ pathname: '/de/catalog/bike', search: '' }, true)).toBe('/de/catalog?category=PAA');
  });

  it('stays on a catalogue page that needs a customer, where the user chose one to use it', () => {
    expect(reloadTarget({ pathname: '/en-us/catalog/fast-order', search: '' }, false, true)).toBe('/en-us/catalog/fast-order');
  });
});

describe('the customer choice parameter', () => {
  it("asks for the dialog on the page's own address, keeping its query", () => {
    expect(chooseCustomerHref({ pathname: '/de/order', search: '?page=2' })).toBe('/de/order?page=2&choose-customer=1');
    expect(chooseCustomerHref({ pathname: '/en-us', search: '' })).toBe('/en-us?choose-customer=1');
    expect(wantsCustomerChoice(new URLSearchParams('page=2&choose-customer=1'))).toBe(true);
    expect(wantsCustomerChoice(new URLSearchParams('page=2'))).toBe(false);
  });

  it('takes only its own parameter off, twice asked or not at all', () => {
    expect(withoutChooseCustomer({ pathname: '/de/order', search: '?page=2&choose-customer=1', hash: '#lines' })).toBe('/de/order?page=2#lines');
    expect(withoutChooseCustomer({ pathname: '/de/order', search: '?choose-customer=1&choose-customer=1' })).toBe('/de/order');
    expect(withoutChooseCustomer({ pathname: '/de/order', search: '' })).toBe('/de/order');
  });
});
