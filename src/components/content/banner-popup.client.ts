// BannerPopup's behaviour in the browser, started by the layout's one script (src/layouts/Default.astro):
// the shell's parts share one module entry instead of one each, so a page names and fetches one.
import { checkDismissed, dismiss, POPUP_KEY } from '../../islands/content/dismissal';

export function wireBannerPopup(): void {
  const popup = document.querySelector<HTMLDialogElement>('[data-banner-popup]');
  if (popup && !checkDismissed(localStorage, POPUP_KEY, Date.now())) {
    const close = (): void => {
      dismiss(localStorage, POPUP_KEY, Date.now());
      popup.close();
    };
    popup.querySelector('[data-close]')?.addEventListener('click', close);
    popup.addEventListener('cancel', () => dismiss(localStorage, POPUP_KEY, Date.now()));
    popup.querySelectorAll('[data-banner-link]').forEach((a) => a.addEventListener('click', () => dismiss(localStorage, POPUP_KEY, Date.now())));
    const track = popup.querySelector<HTMLElement>('[data-track]');
    popup.querySelectorAll<HTMLButtonElement>('[data-step]').forEach((button) =>
      button.addEventListener('click', () => {
        if (track) track.scrollBy({ left: Number(button.dataset['step']) * track.clientWidth, behavior: 'smooth' });
      }),
    );
    popup.showModal();
  }
}
