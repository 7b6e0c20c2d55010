// Arms the browser's leave-page prompt once a guarded form changes; submitting it disarms it.
export function guardDirtyForms(root: Document): void {
  let dirty = false;
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-dirty-guard]')) {
    form.addEventListener('input', () => (dirty = true));
    form.addEventListener('change', () => (dirty = true));
    form.addEventListener('submit', () => (dirty = false));
  }
  window.addEventListener('beforeunload', (event) => {
    if (!dirty) return;
    event.preventDefault();
    // Older browsers show the prompt only when returnValue is set.
    event.returnValue = '';
  });
}
