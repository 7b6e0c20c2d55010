import { describe, expect, it } from 'vitest';
import { canSearchBySales, customerReachOf, isSalesUser, showsCustomerSelection, skipsCartQuantity } from '../../src/domain/user-kind';

describe('user kinds', () => {
  it('counts salesman and sales.group roles as sales users', () => {
    expect(isSalesUser(['dealer', 'salesman'])).toBe(true);
    expect(isSalesUser(['sales.group'])).toBe(true);
    expect(isSalesUser(['dealer', 'sales_group'])).toBe(false);
    expect(isSalesUser([])).toBe(false);
  });

  it('skips cart quantities for the Product and guest roles', () => {
    expect(skipsCartQuantity(['guest'])).toBe(true);
    expect(skipsCartQuantity(['Product', 'dealer'])).toBe(true);
    expect(skipsCartQuantity(['product'])).toBe(false);
  });

  it('limits search by sales to salesman, sales_group and sales_office', () => {
    for (const l of ['salesman', 'sales_group', 'sales_office']) expect(canSearchBySales(l)).toBe(true);
    for (const l of ['audit', 'customer', null, undefined, '']) expect(canSearchBySales(l)).toBe(false);
  });

  it('shows customer selection to sales, customer and customer-vendor users, auditors and administrators', () => {
    const none = { isSales: false, isCustomer: false, isCustVendor: false };
    expect(showsCustomerSelection(none, 'customer')).toBe(false);
    expect(showsCustomerSelection(none, 'visit_form')).toBe(false);
    expect(showsCustomerSelection({ ...none, isCustVendor: true }, 'customer')).toBe(true);
    expect(showsCustomerSelection({ ...none, isSales: true }, 'salesman')).toBe(true);
    expect(showsCustomerSelection(none, 'audit')).toBe(true);
    expect(showsCustomerSelection(none, null)).toBe(true);
  });

  it('reaches customers by limitation: linked, by sales areas, by sales organisation for audit, all without one', () => {
    expect(customerReachOf('customer')).toBe('linked');
    expect(customerReachOf('sales_office')).toBe('sales');
    expect(customerReachOf('audit')).toBe('sorgs');
    expect(customerReachOf(null)).toBe('all');
    expect(customerReachOf(undefined)).toBe('all');
  });
});
