// Spoke service worker: web push (feature WEB_NOTIFICATION). The page posts {type:'subscribed'}
// after a successful subscription so the local confirmation comes from the worker.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('message', (event) => {
  const data = event.data || {};
  if (data.type !== 'subscribed') return;
  event.waitUntil(
    self.registration.showNotification(data.title || 'Successfully subscribed!', {
      body: data.body || 'You successfully subscribed to our Notification service!',
      icon: '/favicon.svg',
    }),
  );
});

self.addEventListener('push', (event) => {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = { body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(self.registration.showNotification(payload.title || 'Spoke', { body: payload.body || '', icon: '/favicon.svg', data: { url: payload.url || '/' } }));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data && event.notification.data.url) || '/';
  if (url.startsWith('/')) event.waitUntil(self.clients.openWindow(url));
});
