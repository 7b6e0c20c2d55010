// The cart summary every island reads; the header badge is server-rendered and then follows it.
import { atom } from 'nanostores';

export interface CartState {
  totalQty: number;
  /** Formatted total price per currency, e.g. ["$1,234.50"]. */
  totalPrice: string[];
  productCount: number;
}

export const EMPTY_CART: CartState = { totalQty: 0, totalPrice: [], productCount: 0 };

export const $cart = atom<CartState>(EMPTY_CART);

export function setCart(state: CartState): void {
  $cart.set({ totalQty: Math.max(0, Math.trunc(state.totalQty)), totalPrice: [...state.totalPrice], productCount: Math.max(0, Math.trunc(state.productCount)) });
}


export function resetCart(): void {
  $cart.set(EMPTY_CART);
}

/** Badge text: nothing at zero, "99+" past 99. */
export function badgeText(totalQty: number): string {
  if (totalQty <= 0) return '';
  return totalQty > 99 ? '99+' : String(totalQty);
}
