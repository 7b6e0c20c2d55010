// The return form in the browser, the claims way: each chosen photo is compressed, then uploaded at
// once with its own progress to /api/returns/photos; its id goes into the form as a hidden field and
// the file input is emptied, so the form posts ids, not bytes. Submitting waits for the uploads.
import { RETURN_PHOTO_COMPRESSION } from '../../domain/returns/return.rules';
import { uploadFile } from '../lib/upload-file';

export function mountReturnForm(form: HTMLFormElement): void {
  const input = form.querySelector<HTMLInputElement>('input[type=file][name=photos]');
  const list = form.querySelector<HTMLUListElement>('[data-uploads]');
  const submit = form.querySelector<HTMLButtonElement>('button[type=submit]');
  if (!input || !list) return;
  const texts = JSON.parse(form.dataset['texts'] ?? '{}') as Record<string, string>;
  const max = Number(form.dataset['max'] ?? '6');
  let busy = 0;
  const held = () => list.querySelectorAll('input[name=photoIds]').length + busy;
  const settle = () => {
    if (submit) submit.toggleAttribute('aria-disabled', busy > 0);
  };

  async function add(original: File): Promise<void> {
    const item = document.createElement('li');
    const progress = document.createElement('progress');
    const status = document.createElement('span');
    progress.max = 1;
    progress.value = 0;
    progress.setAttribute('aria-label', `${texts['uploading'] ?? ''} ${original.name}`);
    status.className = 'muted';
    item.append(original.name, ' ', progress, ' ', status);
    list?.append(item);
    busy += 1;
    settle();
    try {
      status.textContent = texts['compressing'] ?? '';
      const { compressImage } = await import('../lib/compress-image');
      const file = await compressImage(original, RETURN_PHOTO_COMPRESSION);
      status.textContent = texts['uploading'] ?? '';
      const stored = await uploadFile('photo', file, (f) => (progress.value = f), '/api/returns/photos');
      progress.value = 1;
      status.textContent = texts['uploaded'] ?? '';
      const hidden = document.createElement('input');
      hidden.type = 'hidden';
      hidden.name = 'photoIds';
      hidden.value = stored.id;
      const remove = document.createElement('button');
      remove.type = 'button';
      remove.className = 'button button--ghost';
      remove.textContent = texts['remove'] ?? '×';
      remove.setAttribute('aria-label', `${texts['remove'] ?? ''} ${original.name}`);
      remove.addEventListener('click', () => item.remove());
      item.append(hidden, ' ', remove);
    } catch (error) {
      status.textContent = error instanceof Error && error.message !== 'network' ? error.message : (texts['failed'] ?? '');
      status.setAttribute('role', 'alert');
    } finally {
      busy -= 1;
      settle();
    }
  }

  const take = () => {
    const files = [...(input.files ?? [])].slice(0, Math.max(0, max - held()));
    input.value = '';
    for (const file of files) void add(file);
  };
  input.addEventListener('change', take);
  // Files chosen while the script was still loading (a slow connection) are taken up now.
  if (input.files?.length) take();
  form.addEventListener('submit', (event) => {
    if (busy > 0) event.preventDefault();
  });
}
