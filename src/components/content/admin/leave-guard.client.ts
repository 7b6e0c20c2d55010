// Leaving a changed form asks for confirmation (docs/requirements.md#leaving-a-changed-form); submitting it is not
// leaving. Runs on every form marked `data-leave-guard`.
export function guardForm(form: HTMLFormElement, target: Pick<Window, 'addEventListener'> = window): void {
  let dirty = false;
  form.addEventListener('input', () => (dirty = true));
  form.addEventListener('change', () => (dirty = true));
  form.addEventListener('submit', () => (dirty = false));
  target.addEventListener('beforeunload', (event: BeforeUnloadEvent) => {
    if (!dirty) return;
    event.preventDefault();
    event.returnValue = '';
  });
}

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-leave-guard]')) guardForm(form);
