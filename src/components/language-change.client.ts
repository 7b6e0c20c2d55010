// LanguageMenu's behaviour in the browser, started by the layout's one script (src/layouts/Default.astro):
// the shell's parts share one module entry instead of one each, so a page names and fetches one.

export function wireLanguageChange(): void {
  for (const menu of document.querySelectorAll<HTMLDetailsElement>('[data-language-menu]')) {
    const texts = JSON.parse(menu.dataset['texts'] ?? '{}') as Record<string, string>;
    const status = menu.querySelector<HTMLElement>('[data-status]');
    const popup = (kind: 'loading' | 'info', messageKey: string, text: string, icon?: 'success' | 'error'): void => {
      if (status) {
        status.textContent = text;
        status.dataset['icon'] = icon ?? kind;
      }
      document.dispatchEvent(new CustomEvent('spoke:popup', { detail: { kind, key: messageKey, messageKey, message: text, icon } }));
    };
    menu.addEventListener('click', async (event) => {
      const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[data-locale]');
      if (!link) return;
      const target = link.dataset['locale'] ?? '';
      if (target === menu.dataset['locale']) {
        event.preventDefault();
        menu.open = false;
        document.dispatchEvent(new CustomEvent('spoke:drawer-close'));
        return;
      }
      if (menu.dataset['signedIn'] !== 'true') return;
      event.preventDefault();
      popup('loading', 'shell.language.changing', texts['loading'] ?? '');
      const { HttpInterrupted, spokeFetch } = await import('../islands/lib/http');
      const ok = await spokeFetch('/api/language', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ locale: target }),
      }).then((res) => res.ok, (error: unknown) => (error instanceof HttpInterrupted ? null : false));
      if (ok === null) return;
      if (!ok) {
        popup('info', 'language.failed_change_language', texts['failed'] ?? '', 'error');
        return;
      }
      popup('info', 'language.success_change_language', texts['success'] ?? '', 'success');
      setTimeout(() => window.location.assign(link.href), 600);
    });
  }
}
