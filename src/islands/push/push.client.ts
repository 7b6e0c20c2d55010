// Web push (docs/requirements.md#web-push): granted → subscribe; denied → nothing; otherwise ask, subscribe on grant.
// After subscribing the service worker shows the local "Successfully subscribed!" notification.

import { spokeFetch } from '../lib/http';

export type PushOutcome = 'subscribed' | 'denied' | 'unsupported';

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

export async function enableNotifications(vapidKey: string, texts: { title: string; body: string }): Promise<PushOutcome> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  if (Notification.permission !== 'granted' && (await Notification.requestPermission()) !== 'granted') return 'denied';
  const registration = await navigator.serviceWorker.register('/sw.js');
  await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(vapidKey) }));
  const res = await spokeFetch('/api/notification/subscriptions', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(subscription.toJSON()),
  });
  if (!res.ok) throw new Error(`subscriptions: ${res.status}`);
  registration.active?.postMessage({ type: 'subscribed', ...texts });
  return 'subscribed';
}
