// Sends one add-to-cart form (a single article or a size and colour grid) and keeps `$cart` in step.
import { formatMoney, type MoneyFormat } from '../../domain/money';
import { setCart } from '../../stores/cart';

export interface CartAnswer {
  data?: { totalQty: number; totalProducts: number; totals: { currency: string; amount: number }[] };
  lineErrors?: { articleCode: string; message: string }[];
  /** An issue's `message` is a locales key; `text` is its text in the user's language (api/localize-errors.ts). */
  error?: { message: string; issues?: { message: string; text?: string }[] };
}

type Line = { articleCode: string; sorg: string; qty: number; price?: string | undefined };

function linesOf(form: HTMLFormElement): Line[] {
  if (form.dataset['article'] && form.dataset['sorg']) {
    const qty = Number(new FormData(form).get('qty'));
    return [{ articleCode: form.dataset['article'], sorg: form.dataset['sorg'], qty, price: form.dataset['price'] }];
  }
  return [...form.querySelectorAll<HTMLInputElement>('input[data-article]')]
    .filter((input) => Number(input.value) > 0)
    .map((input) => ({ articleCode: input.dataset['article'] ?? '', sorg: input.dataset['sorg'] ?? '', qty: Number(input.value), price: input.dataset['price'] }));
}

export function publishCart(data: NonNullable<CartAnswer['data']>, currency: MoneyFormat | null): void {
  const totalPrice = currency ? data.totals.map((t) => formatMoney(t.amount, t.currency, currency)) : [];
  setCart({ totalQty: data.totalQty, productCount: data.totalProducts, totalPrice });
}

/**
 * Each submit carries its own Idempotency-Key, so a repeat of it adds nothing; without a connection
 * the service worker keeps it on the device and answers 202 (docs/decisions/0115-offline-shop-floor.md).
 * The prices the page showed go beside it, for the worker to tell a changed price when it sends it.
 */
export async function addToCart(form: HTMLFormElement, texts: { added: string; failed: string; queued: string }, currency: MoneyFormat | null): Promise<void> {
  const status = form.querySelector('output');
  const button = form.querySelector<HTMLButtonElement>('button[type=submit]');
  const lines = linesOf(form);
  if (lines.length === 0) return;
  if (button) button.disabled = true;
  const shown = lines.flatMap((l) => (l.price ? [[l.articleCode, l.sorg, Number(l.price)]] : []));
  try {
    const res = await fetch('/api/cart/lines', {
      method: 'PUT',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID(), 'x-spoke-shown-prices': JSON.stringify(shown) },
      body: JSON.stringify({ lines: lines.map(({ articleCode, sorg, qty }) => ({ articleCode, sorg, qty })), mode: 'add' }),
    });
    const body = (await res.json()) as CartAnswer;
    if (body.data) publishCart(body.data, currency);
    const problems = [...(body.lineErrors ?? []).map((e) => e.message), ...(body.error?.issues ?? []).flatMap((i) => (i.text ? [i.text] : []))];
    const ok = res.ok;
    if (status) {
      status.textContent = res.status === 202 ? texts.queued : ok ? texts.added : problems.join(' · ') || body.error?.message || texts.failed;
      status.dataset['kind'] = ok ? 'ok' : 'error';
    }
  } catch {
    if (status) {
      status.textContent = texts.failed;
      status.dataset['kind'] = 'error';
    }
  } finally {
    if (button) button.disabled = false;
  }
}
