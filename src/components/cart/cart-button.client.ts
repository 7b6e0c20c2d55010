// CartButton's behaviour in the browser, started by the layout's one script (src/layouts/Default.astro):
// the shell's parts share one module entry instead of one each, so a page names and fetches one.
import { $cart, badgeText, setCart, type CartState } from '../../stores/cart';

export function wireCartButton(): void {
  const menu = document.querySelector<HTMLElement>('[data-cart-menu]');
  if (menu?.dataset['cart']) {
    setCart(JSON.parse(menu.dataset['cart']) as CartState);
    const badge = menu.querySelector<HTMLElement>('[data-cart-badge]');
    const price = menu.querySelector<HTMLElement>('[data-cart-price]');
    const products = menu.querySelector<HTMLElement>('[data-cart-products]');
    $cart.listen((cart) => {
      if (badge) {
        badge.textContent = badgeText(cart.totalQty);
        badge.hidden = cart.totalQty <= 0;
      }
      if (price) price.textContent = cart.totalPrice.length > 0 ? cart.totalPrice.join(' · ') : '-';
      if (products) products.textContent = String(cart.productCount);
    });
  }
}
