import { beforeEach, describe, expect, it } from 'vitest';
import { $cart, badgeText, resetCart, setCart } from '../../src/stores/cart';
import { $customer, failSwitch, resetCustomer, setCustomer, startSwitch } from '../../src/stores/customer';

describe('$cart', () => {
  beforeEach(() => resetCart());

  it('takes the server summary in whole numbers, never below zero', () => {
    setCart({ totalQty: 3.7, productCount: -2, totalPrice: ['$120.00'] });
    expect($cart.get()).toEqual({ totalQty: 3, productCount: 0, totalPrice: ['$120.00'] });
  });

  it('notifies listeners on change', () => {
    const seen: number[] = [];
    const stop = $cart.listen((c) => seen.push(c.totalQty));
    setCart({ totalQty: 1, productCount: 1, totalPrice: [] });
    setCart({ totalQty: 3, productCount: 1, totalPrice: [] });
    stop();
    expect(seen).toEqual([1, 3]);
  });
});

describe('badgeText', () => {
  it('is empty at zero, the number up to 99, then 99+', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(42)).toBe('42');
    expect(badgeText(100)).toBe('99+');
  });
});

describe('$customer', () => {
  beforeEach(() => resetCustomer());

  it('marks a customer as selected and tracks a switch in progress', () => {
    setCustomer({ r3: '0002000456', isr: 'I002000456', name: 'Radhaus Müller GmbH' });
    expect($customer.get().hasSelected).toBe(true);
    startSwitch();
    expect($customer.get().switching).toBe(true);
    failSwitch();
    expect($customer.get()).toMatchObject({ switching: false, hasSelected: true });
  });
});

