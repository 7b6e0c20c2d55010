// ConsumerVoiceEntry's behaviour in the browser, started by the layout's one script (src/layouts/Default.astro):
// the shell's parts share one module entry instead of one each, so a page names and fetches one.

export function wireConsumerVoice(): void {
  const dialog = document.querySelector<HTMLDialogElement>('[data-consumer-voice] dialog');
  const root = dialog?.closest<HTMLElement>('[data-consumer-voice]');
  const form = dialog?.querySelector<HTMLFormElement>('[data-form]');
  const area = dialog?.querySelector('textarea');
  const error = dialog?.querySelector<HTMLElement>('[data-error]');
  const confirm = dialog?.querySelector<HTMLElement>('[data-confirm]');
  const actions = dialog?.querySelector<HTMLElement>('[data-actions]');
  const result = dialog?.querySelector<HTMLElement>('[data-result]');
  if (dialog && root && form && area && error && confirm && actions && result) {
    const texts = JSON.parse(root.dataset['texts'] ?? '{}') as Record<string, string>;
    let checked = '';
    const reset = (): void => {
      error.textContent = '';
      result.textContent = '';
      confirm.hidden = true;
      actions.hidden = false;
    };
    for (const open of document.querySelectorAll('[data-consumer-voice-open]')) {
      open.addEventListener('click', () => {
        reset();
        dialog.showModal();
      });
    }
    dialog.querySelector('[data-cancel]')?.addEventListener('click', () => dialog.close());
    dialog.querySelector('[data-no]')?.addEventListener('click', reset);
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      const { checkMessage } = await import('../../islands/profile/consumer-voice.client');
      const check = checkMessage(area.value);
      if (!check.ok) {
        error.textContent = texts[check.key] ?? check.key;
        return;
      }
      checked = check.message;
      error.textContent = '';
      actions.hidden = true;
      confirm.hidden = false;
    });
    dialog.querySelector('[data-yes]')?.addEventListener('click', async () => {
      const { sendConsumerVoice } = await import('../../islands/profile/consumer-voice.client');
      confirm.hidden = true;
      const ok = await sendConsumerVoice(checked);
      if (ok === null) return;
      result.textContent = (ok ? texts['success'] : texts['failed']) ?? '';
      result.dataset['ok'] = String(ok);
      if (ok) {
        area.value = '';
        setTimeout(() => dialog.close(), 1500);
      } else actions.hidden = false;
    });
  }
}
