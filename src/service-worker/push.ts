// Web push (feature WEB_NOTIFICATION, docs/requirements.md#web-push): the page posts
// {type: 'subscribed'} after a successful subscription, so the local confirmation comes from here.
import { scope } from './scope';

interface PushPayload {
  title?: string;
  body?: string;
  url?: string;
}

export function wirePush(): void {
  scope.addEventListener('message', (event) => {
    const data = (event.data ?? {}) as { type?: string; title?: string; body?: string };
    if (data.type !== 'subscribed') return;
    event.waitUntil(
      scope.registration.showNotification(data.title || 'Successfully subscribed!', {
        body: data.body || 'You successfully subscribed to our Notification service!',
        icon: '/favicon.svg',
      }),
    );
  });

  scope.addEventListener('push', (event) => {
    let payload: PushPayload = {};
    try {
      payload = (event.data ? event.data.json() : {}) as PushPayload;
    } catch {
      payload = { body: event.data ? event.data.text() : '' };
    }
    event.waitUntil(scope.registration.showNotification(payload.title || 'Spoke', { body: payload.body || '', icon: '/favicon.svg', data: { url: payload.url || '/' } }));
  });

  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = ((event.notification.data ?? {}) as PushPayload).url || '/';
    if (url.startsWith('/')) event.waitUntil(scope.clients.openWindow(url));
  });
}
