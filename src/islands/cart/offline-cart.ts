// The cart's view of the offline shop floor (docs/decisions/0115-offline-shop-floor.md): additions
// kept on this device and not yet sent (pending), and what the cart did not take as shown when they
// were sent (conflicts), for the user and customer the page was rendered for. The service worker
// says when it has sent them, with the cart as the server then answered.
import { useEffect, useState } from 'react';
import type { CartView } from '../../server/cart/cart.service';
import { CUST_META, USER_META } from '../lib/http';
import { cartConflicts, deleteAll, pendingAdds, type CartConflict, type QueuedAdd } from '../offline/offline-db';

export type PendingLine = QueuedAdd['lines'][number];

function pageIdentity(): { user: string; cust: string } | null {
  const read = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? null;
  const user = read(USER_META);
  return user ? { user, cust: read(CUST_META) ?? '' } : null;
}

export function useOfflineCart(onSynced: (cart: CartView) => void): { pending: PendingLine[]; conflicts: CartConflict[]; dismiss: () => void } {
  const [pending, setPending] = useState<PendingLine[]>([]);
  const [conflicts, setConflicts] = useState<CartConflict[]>([]);
  useEffect(() => {
    const who = pageIdentity();
    if (!who || !('indexedDB' in window)) return;
    const load = () =>
      void Promise.all([pendingAdds(who), cartConflicts(who)]).then(
        ([adds, found]) => {
          setPending(adds.flatMap((a) => a.lines));
          setConflicts(found);
        },
        () => undefined,
      );
    load();
    const onMessage = (event: MessageEvent<{ type?: string; user?: string; cust?: string; cart?: CartView }>) => {
      const data = event.data;
      if (data.type !== 'spoke:cart-synced' || data.user !== who.user || data.cust !== who.cust) return;
      if (data.cart) onSynced(data.cart);
      load();
    };
    navigator.serviceWorker?.addEventListener('message', onMessage);
    return () => navigator.serviceWorker?.removeEventListener('message', onMessage);
    // Once per page: the identity is the page's, and the worker's message carries the rest.
  }, []);
  const dismiss = () => {
    const ids = conflicts.map((c) => c.id);
    setConflicts([]);
    void deleteAll('conflicts', ids).catch(() => undefined);
  };
  return { pending, conflicts, dismiss };
}
