// Shows the popup asked for by a `spoke:popup` event in the PopupHost <dialog>.
import { POPUP_EVENT, type PopupEventDetail } from './popup-event';

/** The tone's icon: a <use> of its symbol in the sprite file, which carries viewBox and stroke. */
function svgOf(href: string): string {
  return `<svg class="icon" width="48" height="48" aria-hidden="true"><use href="${href}"/></svg>`;
}

export function mountPopupHost(): void {
  const dialog = document.querySelector<HTMLDialogElement>('[data-popup-host]');
  if (!dialog) return;
  const { texts = {}, icons = {} } = JSON.parse(dialog.querySelector('script')?.textContent ?? '{}') as Partial<Record<'texts' | 'icons', Record<string, string>>>;
  const el = <T extends HTMLElement>(name: string) => dialog.querySelector<T>(`[data-popup-${name}]`) as T;
  const [icon, spinner, text, ok, cancel] = [el('icon'), el('spinner'), el('text'), el<HTMLButtonElement>('ok'), el<HTMLButtonElement>('cancel')];
  let current: PopupEventDetail | null = null;

  const finish = (confirmed: boolean) => {
    const shown = current;
    current = null;
    dialog.close();
    shown?.resolve?.(confirmed);
    if (shown?.kind === 'error' && confirmed) location.reload();
  };

  const show = (detail: PopupEventDetail) => {
    if (detail.kind === 'close') {
      if (dialog.open) finish(false);
      return;
    }
    if (current) current.resolve?.(false);
    current = detail;
    const loading = detail.kind === 'loading';
    const tone = detail.icon ?? (detail.kind === 'error' ? 'error' : detail.kind === 'question' ? 'warning' : undefined);
    icon.innerHTML = !loading && tone && icons[tone] ? svgOf(icons[tone]) : '';
    icon.dataset['tone'] = tone ?? '';
    spinner.hidden = !loading;
    text.textContent = detail.text ?? texts[detail.key ?? (loading ? 'popup.loading' : '')] ?? detail.key ?? '';
    ok.hidden = loading;
    cancel.hidden = detail.kind !== 'question';
    ok.textContent = texts[detail.kind === 'error' ? 'popup.refresh' : detail.kind === 'question' ? 'popup.confirm' : 'popup.ok'] ?? 'OK';
    if (!dialog.open) dialog.showModal();
    if (!loading) ok.focus();
  };

  ok.addEventListener('click', () => finish(true));
  cancel.addEventListener('click', () => finish(false));
  // A loading popup stays until the page reloads; Escape answers other popups with "cancel".
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    if (current?.kind !== 'loading') finish(false);
  });
  document.addEventListener(POPUP_EVENT, (event) => show((event as CustomEvent<PopupEventDetail>).detail));
}
