// The image form's file field: once an image is chosen, its resolutions are drawn here and put into
// hidden file fields (thumbnail, low, medium, high) so the plain form post carries them. A submit while
// they are being drawn waits for them.
import { IMAGE_VARIANTS } from '../../../domain/content/image-variants';
import { imageVariants } from '../../../islands/content/image-variants';

export function enhanceItemVariants(form: HTMLFormElement): void {
  const input = form.querySelector<HTMLInputElement>('input[type=file][name=file]');
  if (!input || typeof DataTransfer !== 'function') return;
  const holders = new Map(IMAGE_VARIANTS.map((variant) => [variant, form.querySelector<HTMLInputElement>(`input[type=file][name=${variant}]`)]));
  let pending: Promise<void> | null = null;
  input.addEventListener('change', () => {
    for (const holder of holders.values()) if (holder) holder.value = '';
    const file = input.files?.[0];
    if (!file) return;
    pending = imageVariants(file).then((drawn) => {
      for (const [variant, made] of drawn ?? []) {
        const holder = holders.get(variant);
        if (!holder) continue;
        const transfer = new DataTransfer();
        transfer.items.add(made);
        holder.files = transfer.files;
      }
      pending = null;
    });
  });
  form.addEventListener('submit', (event) => {
    if (!pending) return;
    event.preventDefault();
    void pending.then(() => form.requestSubmit());
  });
}
