// Whether an article may be on an order line in a quantity (cart and checkout share these rules).
import type { ProductView } from '../catalog/product.view';

export interface LineProblem {
  field: 'article_code' | 'qty';
  code: 'not_found' | 'price' | 'qty' | 'order_limit' | 'stock';
  message: string;
  limit?: number;
  available?: number;
}

export function lineProblem(product: ProductView | undefined, qty: number, opts: { allowZero?: boolean; checkStock?: boolean } = {}): LineProblem | null {
  if (!product || !product.sorg) return { field: 'article_code', code: 'not_found', message: 'Article is not available in this sales organisation' };
  if (!Number.isInteger(qty) || qty < (opts.allowZero ? 0 : 1)) return { field: 'qty', code: 'qty', message: 'Qty at least 1' };
  if (qty === 0) return null;
  if (!product.price) return { field: 'article_code', code: 'price', message: 'Price not maintained' };
  if (product.orderLimit !== null && qty > product.orderLimit) {
    return { field: 'qty', code: 'order_limit', message: `Maximum quantity that can be ordered is ${product.orderLimit} EA`, limit: product.orderLimit };
  }
  if (opts.checkStock && qty > product.stock.available) {
    return { field: 'qty', code: 'stock', message: 'Order exceeds available stock', available: product.stock.available };
  }
  return null;
}
