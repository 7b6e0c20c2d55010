// The cart as the portal shows it: the upstream holds the lines, the portal prices them again with
// the shared rule so the totals a dealer sees never depend on a price the browser sent.
import { priceCart, type PricedCartLine } from '../../domain/cart/cart-pricing';
import type { CartUpdateInput } from '../../domain/cart/cart.schema';
import { lineQtyLimit } from '../../domain/cart/line-qty';
import type { SorgTotal } from '../../domain/price.rules';
import type { UpstreamClient } from '../upstream';
import { CartDocument, UpdateProductsInCartDocument, type CartFieldsFragment } from '../upstream/generated';

type UpstreamItem = CartFieldsFragment['items'][number];

export interface CartLineView extends PricedCartLine {
  name: string;
  slug: string;
  type: string;
  image: string | null;
  uom: string;
  orderLimit: number | null;
  available: number;
}

export interface CartView {
  lines: CartLineView[];
  totals: (SorgTotal & { decimalPrecision: number })[];
  totalQty: number;
  totalProducts: number;
}

export interface LineError {
  articleCode: string;
  sorg: string | null;
  code: string;
  /** English, as the upstream words it. */
  message: string;
  /** Locales key and parameters, when the portal itself refused the line. */
  messageKey?: string;
  params?: Record<string, number>;
}

function toView(cart: CartFieldsFragment): CartView {
  const priced = priceCart(cart.items.map(lineInput));
  const precision = new Map(cart.totals.map((t) => [t.sorg, t.decimalPrecision]));
  return {
    lines: priced.lines.map((line, i) => ({ ...line, ...productInfo(cart.items[i]) })),
    totals: priced.totals.map((t) => ({ ...t, decimalPrecision: precision.get(t.sorg) ?? 2 })),
    totalQty: priced.totalQty,
    totalProducts: priced.totalProducts,
  };
}

function lineInput(item: UpstreamItem) {
  const p = item.product;
  return {
    articleCode: p.article_code,
    sorg: item.sorg,
    currency: p.price?.currency ?? item.currency,
    qty: item.qty,
    dealerPrice: p.price?.dealer ?? null,
    tiers: p.discount.flatMap((d) => d.detail),
  };
}

function productInfo(item: UpstreamItem | undefined) {
  const p = item?.product;
  return {
    name: p?.name ?? '',
    slug: p?.slug ?? '',
    type: p?.type ?? '',
    image: p?.image ?? null,
    uom: item?.uom ?? 'EA',
    orderLimit: p?.orderLimit ?? null,
    available: p?.stock.available ?? 0,
  };
}

export async function readCart(upstream: UpstreamClient, custCode: string): Promise<CartView> {
  const { cart } = await upstream.request(CartDocument, { custCode });
  return toView(cart);
}

export async function updateCart(upstream: UpstreamClient, custCode: string, input: CartUpdateInput): Promise<{ cart: CartView; errors: LineError[] }> {
  const current = input.mode === 'add' ? (await upstream.request(CartDocument, { custCode }, { fresh: true })).cart : null;
  const held = new Map(current?.items.map((i) => [`${i.sorg}|${i.product.article_code}`, i]) ?? []);
  const products = mergeLines(input.lines).map((line) => {
    const item = held.get(`${line.sorg}|${line.articleCode}`);
    return { cust_code: custCode, article_code: line.articleCode, sorg: line.sorg, qty: line.qty + (item?.qty ?? 0), limit: lineQtyLimit(item?.product.orderLimit) };
  });
  // A sum past the limit never reaches the upstream: its Int would overflow at 2^31 (a 500).
  const over = products.filter((p) => p.qty > p.limit);
  const errors = over.map((p) => maxQtyError(p.article_code, p.sorg, p.limit));
  const sendable = products.filter((p) => p.qty <= p.limit).map(({ limit: _limit, ...p }) => p);
  if (sendable.length === 0) return { cart: current ? toView(current) : await readCart(upstream, custCode), errors };
  const result = await setLines(upstream, custCode, sendable);
  return { cart: result.cart, errors: [...errors, ...result.errors] };
}

export async function removeLine(upstream: UpstreamClient, custCode: string, articleCode: string, sorg: string): Promise<{ cart: CartView; errors: LineError[] }> {
  return setLines(upstream, custCode, [{ cust_code: custCode, article_code: articleCode, sorg, qty: 0 }]);
}

async function setLines(upstream: UpstreamClient, custCode: string, products: { cust_code: string; article_code: string; sorg: string; qty: number }[]) {
  const { updateProductsInCart: result } = await upstream.request(UpdateProductsInCartDocument, { products });
  const cart = result.cart ? toView(result.cart) : await readCart(upstream, custCode);
  return { cart, errors: result.userErrors.map((e) => lineErrorOf(e, products)) };
}

function maxQtyError(articleCode: string, sorg: string, limit: number): LineError {
  return { articleCode, sorg, code: 'order_limit', message: `Maximum quantity that can be ordered is ${limit} EA`, messageKey: 'cart.max_qty', params: { limit } };
}

/** The same article twice in one request is one line with the summed quantity. */
function mergeLines(lines: CartUpdateInput['lines']): CartUpdateInput['lines'] {
  const merged = new Map<string, CartUpdateInput['lines'][number]>();
  for (const line of lines) {
    const key = `${line.sorg}|${line.articleCode}`;
    const prev = merged.get(key);
    merged.set(key, prev ? { ...prev, qty: prev.qty + line.qty } : { ...line });
  }
  return [...merged.values()];
}

/** Upstream user errors name the line as `products.{index}.qty` or similar. */
function lineErrorOf(error: { field: string | null; message: string }, products: readonly { article_code: string; sorg: string }[]): LineError {
  const index = Number(/products\.(\d+)/.exec(error.field ?? '')?.[1] ?? NaN);
  const product = Number.isInteger(index) ? products[index] : undefined;
  const code = codeOf(error.message);
  return { articleCode: product?.article_code ?? '', sorg: product?.sorg ?? null, code, message: error.message, ...lineMessageKey(code, error.message) };
}

/** The locales key of an upstream line error, so the answer reaches the user in their language. */
function lineMessageKey(code: string, message: string): Pick<LineError, 'messageKey' | 'params'> {
  if (code === 'order_limit') {
    const limit = Number(/(\d+)/.exec(message)?.[1]);
    return Number.isInteger(limit) ? { messageKey: 'cart.max_qty', params: { limit } } : {};
  }
  const keys: Readonly<Record<string, string>> = { price: 'cart.price_not_maintained', stock: 'cart.exceeds_stock', qty: 'validation.min_qty', not_found: 'cart.article_unavailable' };
  const messageKey = keys[code];
  return messageKey ? { messageKey } : {};
}

function codeOf(message: string): string {
  if (message.startsWith('Maximum quantity')) return 'order_limit';
  if (message === 'Price not maintained') return 'price';
  if (message.includes('stock')) return 'stock';
  if (message.startsWith('Qty')) return 'qty';
  return 'not_found';
}
