// An addition to the cart sent with an Idempotency-Key is made once: a retry with the same key and
// lines answers with the first answer and adds nothing. The offline shop floor sends what a dealer
// added without a connection this way (docs/decisions/0115-offline-shop-floor.md): the worker may be
// stopped between sending and forgetting an addition, and sends it again.
import type { CartUpdateInput } from '../../domain/cart/cart.schema';
import type { PortalDb } from '../../../db/client';
import type { UpstreamClient } from '../upstream';
import { updateCart, type CartView, type LineError } from './cart.service';
import { claimKey, completeKey, releaseKey } from './idempotency.repo';

export interface CartAnswerBody {
  data: CartView;
  lineErrors: LineError[];
}

export type CartOnceOutcome =
  | { kind: 'done'; status: 200 | 422; body: CartAnswerBody; replayed: boolean }
  | { kind: 'conflict' }
  | { kind: 'in_progress' };

const statusOf = (errors: readonly LineError[]): 200 | 422 => (errors.length === 0 ? 200 : 422);

export async function updateCartOnce(
  deps: { db: PortalDb; upstream: UpstreamClient },
  actor: { userId: string; custCode: string },
  key: string,
  input: CartUpdateInput,
): Promise<CartOnceOutcome> {
  const scope = `cart:${actor.userId}:${actor.custCode}`;
  const claim = await claimKey(deps.db, scope, key, JSON.stringify([input.mode, input.lines]));
  if (claim.kind === 'conflict' || claim.kind === 'in_progress') return { kind: claim.kind };
  if (claim.kind === 'replay') return { kind: 'done', status: claim.status === 422 ? 422 : 200, body: JSON.parse(claim.body) as CartAnswerBody, replayed: true };
  try {
    const result = await updateCart(deps.upstream, actor.custCode, input);
    const body = { data: result.cart, lineErrors: result.errors };
    const status = statusOf(result.errors);
    await completeKey(deps.db, scope, key, status, JSON.stringify(body));
    return { kind: 'done', status, body, replayed: false };
  } catch (error) {
    await releaseKey(deps.db, scope, key);
    throw error;
  }
}
