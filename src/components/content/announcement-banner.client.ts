// AnnouncementBanner's behaviour in the browser, started by the layout's one script (src/layouts/Default.astro):
// the shell's parts share one module entry instead of one each, so a page names and fetches one.
import { ANNOUNCEMENT_COOKIE, ANNOUNCEMENT_KEY, checkDismissed, dismiss, dismissalCookie } from '../../islands/content/dismissal';

export function wireAnnouncement(): void {
  const banner = document.querySelector<HTMLElement>('[data-announcement]');
  // localStorage stays the record (docs/requirements.md#announcements-and-banners); the cookie only spares the first paint.
  const dismissed = checkDismissed(localStorage, ANNOUNCEMENT_KEY, Date.now());
  if (banner) banner.hidden = dismissed;
  if (banner && !dismissed) {
    banner.querySelector('[data-close]')?.addEventListener('click', () => {
      const now = Date.now();
      dismiss(localStorage, ANNOUNCEMENT_KEY, now);
      document.cookie = dismissalCookie(ANNOUNCEMENT_COOKIE, now);
      banner.hidden = true;
    });
    const body = banner.querySelector<HTMLElement>('.body');
    const toggle = banner.querySelector<HTMLButtonElement>('[data-toggle]');
    toggle?.addEventListener('click', () => {
      const expanded = body?.dataset['expanded'] !== 'true';
      if (body) body.dataset['expanded'] = String(expanded);
      toggle.textContent = (expanded ? toggle.dataset['less'] : toggle.dataset['more']) ?? '';
    });
  }
}
