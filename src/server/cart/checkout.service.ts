// Places the order once: the portal's idempotency record answers a retry, a double click or a second
// tab with the first answer, and the same key goes to the upstream, which also refuses to repeat it.
import type { CheckoutInput } from '../../domain/cart/cart.schema';
import type { FormatHost } from '../../domain/format';
import type { HostConfig } from '../../domain/hosts.types';
import { DEFAULT_LOCALE, type Locale } from '../../domain/locales';
import type { PortalDb } from '../../../db/client';
import type { Cache, Mailer } from '../runtime/types';
import { forgetCredit } from '../shell/shell.reads';
import type { UpstreamClient } from '../upstream';
import { CheckoutDocument, type CheckoutMutation } from '../upstream/generated';
import { claimKey, completeKey, releaseKey } from './idempotency.repo';
import { refusalOf, termRefusal, type CheckoutRefusal } from './checkout.refusal';
import { isTermOffered, type TermOption } from '../../domain/cart/payment-terms.rules';
import { cartPaymentTerms } from './payment-terms.service';
import { sendOrderConfirmation, type MailLanguage } from './order-mail';

export interface PlacedOrder {
  orderNumber: string;
  sorg: string;
  currency: string;
  amount: number;
  qty: number;
  paymentTerm: string | null;
}

export type CheckoutOutcome =
  | { kind: 'placed'; orders: PlacedOrder[]; replayed: boolean }
  | { kind: 'refused'; refusal: CheckoutRefusal }
  | { kind: 'conflict' };

export interface CheckoutDeps {
  db: PortalDb;
  upstream: UpstreamClient;
  mail: Mailer;
  cache: Cache;
}

export interface CheckoutActor {
  userId: string;
  custCode: string;
  email: string | null;
  host: Pick<HostConfig, 'creditCheck' | 'orderConfirmation' | 'webTitle'> & Partial<FormatHost>;
  /** The page's locale: the confirmation mail is written in it. */
  locale?: Locale;
}

const mailLanguage = (actor: CheckoutActor): MailLanguage => {
  const { key, currency, languages } = actor.host;
  return { locale: actor.locale ?? DEFAULT_LOCALE, host: key && currency && languages ? { key, currency, languages } : undefined };
};

const scopeOf = (actor: CheckoutActor) => `checkout:${actor.userId}:${actor.custCode}`;

export async function placeOrder(deps: CheckoutDeps, actor: CheckoutActor, key: string, input: CheckoutInput): Promise<CheckoutOutcome> {
  const scope = scopeOf(actor);
  const hash = JSON.stringify([actor.custCode, input.shipto, input.paymentId, input.poNumber ?? '', input.notes ?? '', input.requestDeliveryDate ?? '', input.orderType ?? '']);
  const claim = await claimKey(deps.db, scope, key, hash);
  if (claim.kind === 'conflict') return { kind: 'conflict' };
  if (claim.kind === 'replay') return { kind: 'placed', orders: JSON.parse(claim.body) as PlacedOrder[], replayed: true };
  // A request still in flight with this key: the upstream holds the same key and answers with that order.
  const attempt = await termCheckedCall(deps.upstream, actor, key, input).catch(async (error: unknown) => {
    if (claim.kind === 'claimed') await releaseKey(deps.db, scope, key);
    throw error;
  });
  const refusal = 'refusal' in attempt ? attempt.refusal : refusalOf(attempt.result);
  if (refusal || !('result' in attempt)) {
    if (claim.kind === 'claimed') await releaseKey(deps.db, scope, key);
    return { kind: 'refused', refusal: refusal ?? termRefusal() };
  }
  const { result, term } = attempt;
  const orders = result.orders.map((o) => ({ orderNumber: o.orderNumber, sorg: o.sorg, currency: o.currency, amount: o.amount, qty: o.qty, paymentTerm: o.paymentTerm ?? null }));
  if (claim.kind === 'claimed') {
    await completeKey(deps.db, scope, key, 201, JSON.stringify(orders));
    await forgetCredit(deps.cache, actor.custCode);
    if (actor.host.orderConfirmation && actor.email) await sendOrderConfirmation(deps.mail, actor.email, actor.host.webTitle, result.orders, term, mailLanguage(actor));
  }
  return { kind: 'placed', orders, replayed: claim.kind !== 'claimed' };
}

type Attempt = { refusal: CheckoutRefusal } | { result: CheckoutMutation['checkout']; term: TermOption | undefined };

/** Only a term the customer has for every company in the cart goes upstream; the upstream checks it again. */
async function termCheckedCall(upstream: UpstreamClient, actor: CheckoutActor, key: string, input: CheckoutInput): Promise<Attempt> {
  const terms = await cartPaymentTerms(upstream, actor.custCode);
  if (!isTermOffered(terms, input.paymentId)) return { refusal: termRefusal() };
  const result = await callUpstream(upstream, actor, key, input);
  return { result, term: terms.options.find((o) => o.code === input.paymentId) };
}

async function callUpstream(upstream: UpstreamClient, actor: CheckoutActor, key: string, input: CheckoutInput): Promise<CheckoutMutation['checkout']> {
  const { checkout } = await upstream.request(CheckoutDocument, {
    custCode: actor.custCode,
    shipto: input.shipto,
    paymentId: input.paymentId,
    poNumber: input.poNumber ?? null,
    notes: input.notes ?? null,
    requestDeliveryDate: input.requestDeliveryDate ?? null,
    orderType: input.orderType ?? null,
    idempotencyKey: key,
    creditCheck: actor.host.creditCheck,
  });
  return checkout;
}
