// The cart's view of the offline shop floor (docs/decisions/0115-offline-shop-floor.md): additions
// kept on this device and not yet sent (pending), and what the cart did not take as shown when they
// were sent (conflicts), for the user and customer the page was rendered for. When the service
// worker says it has sent them, the page loads again: the lines, totals and checkout are the server's.
import { useEffect, useState } from 'react';
import type { CartConflict, QueuedAdd } from '../offline/offline-db';

export type PendingLine = QueuedAdd['lines'][number];

function pageIdentity(): { user: string; cust: string } | null {
  const read = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? null;
  // The Default layout's <meta> tags (the names islands/lib/http.ts reads too).
  const user = read('spoke-user');
  return user ? { user, cust: read('spoke-cust') ?? '' } : null;
}

export interface OfflineCart {
  pending: PendingLine[];
  conflicts: CartConflict[];
  dismiss: () => void;
}

export function useOfflineCart(): OfflineCart {
  const [pending, setPending] = useState<PendingLine[]>([]);
  const [conflicts, setConflicts] = useState<CartConflict[]>([]);
  useEffect(() => {
    const who = pageIdentity();
    if (!who || !('indexedDB' in window)) return;
    // Fetched after the cart has hydrated: the cart's own script stays as small as before.
    void import('../offline/offline-db')
      .then((db) => Promise.all([db.pendingAdds(who), db.cartConflicts(who)]))
      .then(
        ([adds, found]) => {
          setPending(adds.flatMap((a) => a.lines));
          setConflicts(found);
        },
        () => undefined,
      );
    const onMessage = (event: MessageEvent<{ type?: string; user?: string; cust?: string }>) => {
      const data = event.data;
      if (data.type === 'spoke:cart-synced' && data.user === who.user && data.cust === who.cust) location.reload();
    };
    navigator.serviceWorker?.addEventListener('message', onMessage);
    return () => navigator.serviceWorker?.removeEventListener('message', onMessage);
    // Once per page: the identity is the page's, and the worker's message carries the rest.
  }, []);
  const dismiss = () => {
    const ids = conflicts.map((c) => c.id);
    setConflicts([]);
    void import('../offline/offline-db').then((db) => db.deleteAll('conflicts', ids)).catch(() => undefined);
  };
  return { pending, conflicts, dismiss };
}
