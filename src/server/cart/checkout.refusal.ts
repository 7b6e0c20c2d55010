// Why the upstream refused a checkout, as field issues with the locale keys of the spec's messages.
import type { CheckoutMutation } from '../upstream/generated';

export interface CheckoutRefusal {
  code: 'INSUFFICIENT_BALANCE' | 'SHIP_TO_CHANGED' | 'CUSTOMER_NOT_YOURS' | 'CART_EMPTY' | 'PRODUCTS_REFUSED' | 'PAYMENT_TERM_NOT_ALLOWED' | 'CHECKOUT_INVALID';
  message: string;
  messageKey: string;
  issues: { path: string; message: string }[];
}

type Result = CheckoutMutation['checkout'];

const BY_FIELD: Readonly<Record<string, [CheckoutRefusal['code'], string]>> = {
  credit: ['INSUFFICIENT_BALANCE', 'cart.insufficient_balance'],
  shipto: ['SHIP_TO_CHANGED', 'cart.ship_to_changed'],
  custCode: ['CUSTOMER_NOT_YOURS', 'customer.not_yours'],
  cart: ['CART_EMPTY', 'cart.empty'],
  paymentId: ['PAYMENT_TERM_NOT_ALLOWED', 'checkout.payment_term_not_allowed'],
};

export function refusalOf(result: Result): CheckoutRefusal | null {
  if (result.orders.length > 0 && result.userErrors.length === 0 && result.productErrors.length === 0) return null;
  const issues = [
    ...result.userErrors.map((e) => ({ path: e.field ?? '', message: e.message })),
    ...result.productErrors.map((e) => ({ path: `products.${e.sorg ?? ''}.${e.article_code}`, message: e.message })),
  ];
  if (result.productErrors.length > 0) {
    return { code: 'PRODUCTS_REFUSED', message: result.message.description ?? 'Some products can not be ordered', messageKey: 'cart.products_refused', issues };
  }
  const first = result.userErrors[0];
  const known = first?.field ? BY_FIELD[first.field] : undefined;
  if (known && first) return { code: known[0], message: first.message, messageKey: known[1], issues };
  return { code: 'CHECKOUT_INVALID', message: first?.message ?? 'Please check again all of your input', messageKey: 'api.error.validation', issues };
}

/** The portal's own check: the term is not one the customer may use for this cart. */
export function termRefusal(): CheckoutRefusal {
  const message = 'This payment term is not available for your account. Please choose one of the terms shown.';
  return { code: 'PAYMENT_TERM_NOT_ALLOWED', message, messageKey: 'checkout.payment_term_not_allowed', issues: [{ path: 'paymentId', message }] };
}
