// The cart's part of the offline shop floor (docs/decisions/0115-offline-shop-floor.md): what the
// cart did not take as shown when additions made offline were sent, and the additions still kept on
// the device. Loaded by the cart island only when there is either.
import { formatMoney, type MoneyFormat } from '../../domain/money';
import type { CartLabels } from './CartLines';
import type { OfflineCart } from './offline-cart';

interface Props extends OfflineCart {
  labels: CartLabels;
  currency: MoneyFormat;
  nameOf: (articleCode: string) => string;
}

export default function OfflineChanges({ pending, conflicts, dismiss, labels, currency, nameOf }: Props) {
  const money = (minor: number, code: string) => formatMoney(minor, code, currency);
  return (
    <>
      {conflicts.length > 0 && (
        <div className="cart-offline cart-offline--conflicts" role="alert">
          <strong>{labels.conflicts}</strong>
          <ul>
            {conflicts.map((c) => (
              <li key={c.id}>
                {nameOf(c.articleCode)} · {c.sorg}:{' '}
                {c.kind === 'price' && c.now !== undefined && c.was !== undefined && c.currency
                  ? labels.priceChanged.replace('{now}', money(c.now, c.currency)).replace('{was}', money(c.was, c.currency))
                  : c.message}
              </li>
            ))}
          </ul>
          <button type="button" className="button button--ghost" onClick={dismiss}>{labels.dismiss}</button>
        </div>
      )}
      {pending.length > 0 && (
        <ul className="cart-offline" data-testid="cart-pending">
          {pending.map((p, i) => (
            <li key={`${p.sorg}|${p.articleCode}|${i}`} data-pending={p.articleCode}>
              {nameOf(p.articleCode)} · {p.sorg} · {labels.qty} {p.qty} — <em>{labels.pending}</em>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
