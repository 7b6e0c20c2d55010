// PushSubscribe's behaviour in the browser, started by the layout's one script (src/layouts/Default.astro):
// the shell's parts share one module entry instead of one each, so a page names and fetches one.

export function wirePushSubscribe(): void {
  const button = document.querySelector<HTMLButtonElement>('[data-push]');
  if (button && 'Notification' in window) {
    const run = async (): Promise<void> => {
      const { enableNotifications } = await import('../../islands/push/push.client');
      const outcome = await enableNotifications(button.dataset['key'] ?? '', { title: button.dataset['title'] ?? '', body: button.dataset['body'] ?? '' }).catch((e: unknown) => {
        console.warn('[push]', e);
        return 'unsupported' as const;
      });
      button.hidden = true;
      if (outcome === 'subscribed') localStorage.setItem('pushSubscribed', '1');
    };
    if (Notification.permission === 'granted' && !localStorage.getItem('pushSubscribed')) void run();
    else if (Notification.permission === 'default') {
      button.hidden = false;
      button.addEventListener('click', () => void run(), { once: true });
    }
  }
}
