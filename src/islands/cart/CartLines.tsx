// The cart page island: quantities change in place, lines can be removed; every price shown comes
// from the server's answer (the island never computes a price itself).
import { useStore } from '@nanostores/react';
import { X } from 'lucide-react';
import { lazy, memo, Suspense, useEffect, useRef, useState } from 'react';
import { formatMoney, type MoneyFormat } from '../../domain/money';
import { lineQtyLimit } from '../../domain/cart/line-qty';
import type { CartLineView, CartView } from '../../server/cart/cart.service';
import { $cart, EMPTY_CART } from '../../stores/cart';
import { publishCart, type CartAnswer } from './add-to-cart';
import { useOfflineCart } from './offline-cart';

// Only a cart with additions made offline needs it: fetched then, not with the cart.
const OfflineChanges = lazy(() => import('./OfflineChanges'));

export interface CartLabels {
  product: string;
  unitPrice: string;
  qty: string;
  amount: string;
  remove: string;
  total: string;
  priceMissing: string;
  empty: string;
  failed: string;
  maxQty: string;
  products: string;
  /** Offline shop floor: an addition kept on the device, the heading of what the cart did not take, a changed price ({now}, {was}), dismiss. */
  pending: string;
  conflicts: string;
  priceChanged: string;
  dismiss: string;
}

interface Props {
  initial: CartView;
  currency: MoneyFormat;
  labels: CartLabels;
  locale: string;
}

type Answer = CartAnswer & { data?: CartView };

function CartLines({ initial, currency, labels, locale }: Props) {
  const [cart, setCart] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const rows = useRef<HTMLTableSectionElement>(null);
  // The summary the header's cart menu shows too: one store, so both change together. Until a page
  // script or this island publishes it (and always on the server) the store is empty: the page's own
  // answer stands in, which is the same number.
  const shared = useStore($cart);
  const productCount = shared === EMPTY_CART ? initial.totalProducts : shared.productCount;
  const money = (minor: number | null, cur: string) => (minor === null ? labels.priceMissing : formatMoney(minor, cur, currency));
  const keyOf = (l: Pick<CartLineView, 'sorg' | 'articleCode'>) => `${l.sorg}|${l.articleCode}`;
  const offline = useOfflineCart();
  const nameOf = (articleCode: string) => cart.lines.find((l) => l.articleCode === articleCode)?.name ?? articleCode;

  async function send(url: string, init: RequestInit, line: CartLineView) {
    try {
      const res = await fetch(url, { credentials: 'same-origin', ...init });
      const body = (await res.json()) as Answer;
      if (body.data) {
        setCart(body.data);
        publishCart(body.data, currency);
      }
      const message = body.lineErrors?.[0]?.message ?? (res.ok ? null : (body.error?.message ?? labels.failed));
      setErrors((prev) => ({ ...prev, [keyOf(line)]: message ?? '' }));
    } catch {
      setErrors((prev) => ({ ...prev, [keyOf(line)]: labels.failed }));
    }
  }

  function changeQty(line: CartLineView, qty: number) {
    setCart((c) => ({ ...c, lines: c.lines.map((l) => (keyOf(l) === keyOf(line) ? { ...l, qty } : l)) }));
    const key = keyOf(line);
    clearTimeout(timers.current.get(key));
    if (!Number.isInteger(qty) || qty < 1) return;
    const body = JSON.stringify({ lines: [{ articleCode: line.articleCode, sorg: line.sorg, qty }] });
    timers.current.set(key, setTimeout(() => void send('/api/cart/lines', { method: 'PUT', headers: { 'content-type': 'application/json' }, body }, line), 400));
  }

  // A quantity typed into the server's markup before the island hydrated (a slow connection) is in
  // the input only: it is sent as if typed now, not lost.
  useEffect(() => {
    initial.lines.forEach((line, i) => {
      const input = rows.current?.rows[i]?.querySelector<HTMLInputElement>('input[type="number"]');
      if (input && input.value !== '' && input.valueAsNumber !== line.qty) changeQty(line, input.valueAsNumber);
    });
    // Once, on hydration: later changes arrive through onChange.
  }, []);

  const remove = (line: CartLineView) => void send(`/api/cart/lines?${new URLSearchParams({ articleCode: line.articleCode, sorg: line.sorg }).toString()}`, { method: 'DELETE' }, line);

  const kept =
    offline.pending.length + offline.conflicts.length > 0 ? (
      <Suspense fallback={null}>
        <OfflineChanges {...offline} labels={labels} currency={currency} nameOf={nameOf} />
      </Suspense>
    ) : null;
  if (cart.lines.length === 0) return <>{kept}<p className="cart-empty">{labels.empty}</p></>;
  return (
    <div className="cart-lines">
      {kept}
      <table className="stack-table">
        <thead>
          <tr>
            <th scope="col">{labels.product}</th>
            <th scope="col">{labels.unitPrice}</th>
            <th scope="col">{labels.qty}</th>
            <th scope="col">{labels.amount}</th>
            <th scope="col"><span className="visually-hidden">{labels.remove}</span></th>
          </tr>
        </thead>
        <tbody ref={rows}>
          {cart.lines.map((line) => (
            <tr key={keyOf(line)} data-article={line.articleCode}>
              <td className="stack-table__wide">
                <a href={`/${locale}/catalog/${line.type === 'Bike' ? 'bike/' : line.type === 'PAA' ? 'paa/' : ''}${line.slug}`}>{line.name}</a>
                <small>{line.articleCode} · {line.sorg}</small>
                {line.orderLimit !== null && <small>{labels.maxQty.replace('{limit}', String(line.orderLimit))}</small>}
                {errors[keyOf(line)] && <small className="line-error" role="alert">{errors[keyOf(line)]}</small>}
              </td>
              <td className="nowrap" data-label={labels.unitPrice}>{money(line.unitPrice, line.currency)}</td>
              <td data-label={labels.qty}>
                <input type="number" min={1} max={lineQtyLimit(line.orderLimit)} inputMode="numeric" aria-label={`${labels.qty} ${line.name}`} value={Number.isNaN(line.qty) ? '' : line.qty} onChange={(e) => changeQty(line, e.target.valueAsNumber)} />
              </td>
              <td className="nowrap" data-label={labels.amount}>{money(line.amount, line.currency)}</td>
              <td data-label={labels.remove}>
                <button type="button" className="button button--ghost" onClick={() => remove(line)} aria-label={`${labels.remove} ${line.name}`}>
                  <X size={18} aria-hidden />
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="cart-totals" data-testid="cart-totals">
        <div>
          <dt>{labels.products}</dt>
          <dd data-testid="cart-product-count">{productCount}</dd>
        </div>
        {cart.totals.map((t) => (
          <div key={t.sorg}>
            <dt>{labels.total.replace('{sorg}', t.sorg)}</dt>
            <dd>{formatMoney(t.amount, t.currency, currency)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

// A memo object is known to Astro's React renderer as React at once; a plain function is rendered
// once more on every request just to find that out (docs/decisions/0094-react-islands-on-astros-terms.md).
export default memo(CartLines);
