import { beforeEach, describe, expect, it } from 'vitest';
import { $cart, addCartQuantity, badgeText, resetCart, setCart } from '../../src/stores/cart';
import { $customer, failSwitch, resetCustomer, setCustomer, startSwitch } from '../../src/stores/customer';
import { $session, clearSession, hasSessionScope, setSession } from '../../src/stores/session';

describe('$cart', () => {
  beforeEach(() => resetCart());

  it('takes the server summary and lets cart islands add to it', () => {
    setCart({ totalQty: 3, productCount: 2, totalPrice: ['$120.00'] });
    addCartQuantity(2, 1);
    expect($cart.get()).toEqual({ totalQty: 5, productCount: 3, totalPrice: ['$120.00'] });
  });

  it('never goes below zero', () => {
    setCart({ totalQty: 1, productCount: 1, totalPrice: [] });
    addCartQuantity(-4, -2);
    expect($cart.get().totalQty).toBe(0);
    expect($cart.get().productCount).toBe(0);
  });

  it('notifies listeners on change', () => {
    const seen: number[] = [];
    const stop = $cart.listen((c) => seen.push(c.totalQty));
    addCartQuantity(1);
    addCartQuantity(2);
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

describe('$session', () => {
  it('answers scope questions and keeps the locale when cleared', () => {
    setSession({ userId: '7', locale: 'de', scopes: ['consumer-voice.submit'] });
    expect(hasSessionScope('consumer-voice.submit')).toBe(true);
    expect(hasSessionScope('menu.change-cust')).toBe(false);
    clearSession();
    expect($session.get()).toEqual({ userId: null, locale: 'de', scopes: [] });
  });
});
