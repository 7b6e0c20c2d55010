// The order status the gateway reports: a code, its wording and whether the B2B side still waits.
import type { ledgerOrders } from '../../db/schema/ledger';

const DESCRIPTIONS: Record<string, string> = {
  'on processing': 'On processing',
  pending: 'Pending payment',
  complete: 'Complete',
  failed: 'Failed',
  void: 'Void',
};

export function orderStatusOf(order: Pick<typeof ledgerOrders.$inferSelect, 'status' | 'pendingB2b'>) {
  return { code: order.status, description: DESCRIPTIONS[order.status] ?? order.status, pendingB2B: order.pendingB2b };
}
