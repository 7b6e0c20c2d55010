// Enhances the server-rendered visit form: keeps a draft on the device, compresses each photo as
// it is chosen, and sends the visit to /api with its key; a failed send keeps everything for a
// retry, which the server answers with the first visit (no double save).
import { originalPhotoProblem, PHOTO_EXTENSIONS, PHOTO_MAX_SENT_BYTES, PHOTO_SLOTS, VISIT_PHOTO_COMPRESSION } from '../../domain/visits/photo.rules';
import { clearFieldIssue, showFieldIssue, showFieldIssues, type FieldIssue } from '../lib/field-issues';
import { deleteDraft, readDraft, writeDraft, type VisitDraft } from './draft-store';

type Fields = [string, string][];

function messages(form: HTMLFormElement): (key: string) => string {
  const template = form.querySelector<HTMLTemplateElement>('template[data-messages]');
  return (key) => template?.content.querySelector(`[data-key="${key}"]`)?.textContent ?? key;
}

function fieldsOf(form: HTMLFormElement): Fields {
  const out: Fields = [];
  for (const [name, value] of new FormData(form)) if (typeof value === 'string' && name !== 'action') out.push([name, value]);
  return out;
}

function restoreFields(form: HTMLFormElement, fields: Fields): void {
  for (const el of form.querySelectorAll<HTMLInputElement>('input[type=checkbox], input[type=radio]')) el.checked = false;
  for (const [name, value] of fields) {
    for (const el of form.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(`[name="${CSS.escape(name)}"]`)) {
      if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) el.checked ||= el.value === value;
      else if (!(el instanceof HTMLInputElement && el.type === 'file')) el.value = value;
    }
  }
}

function showPhoto(form: HTMLFormElement, slot: string, blob: Blob | null): void {
  const box = form.querySelector(`[data-slot="${slot}"]`);
  const img = box?.querySelector<HTMLImageElement>('img[data-preview]');
  if (!box || !img) return;
  if (blob) img.src = URL.createObjectURL(blob);
  img.hidden = !blob && !img.getAttribute('src');
  const empty = box.querySelector<HTMLElement>('[data-empty]');
  if (empty) empty.hidden = !img.hidden;
}

function slotError(form: HTMLFormElement, slot: string, text: string | null): void {
  if (text === null) clearFieldIssue(form, slot);
  else showFieldIssue(form, { path: slot, message: text, text });
}

export function enhanceVisitForm(form: HTMLFormElement): void {
  const say = messages(form);
  const status = form.querySelector<HTMLElement>('[data-status]');
  const discard = form.querySelector<HTMLButtonElement>('[data-discard]');
  const submit = form.querySelector<HTMLButtonElement>('[data-submit]');
  const keyInput = form.querySelector<HTMLInputElement>('input[name=idempotencyKey]');
  const id = `${location.host}:${form.dataset['draft'] ?? 'visit'}`;
  const draft: VisitDraft = { id, key: keyInput?.value || crypto.randomUUID(), fields: [], photos: {}, savedAt: Date.now() };
  let sending = false;
  const setStatus = (text: string) => { if (status) status.textContent = text; };
  const save = async () => {
    draft.fields = fieldsOf(form);
    draft.savedAt = Date.now();
    await writeDraft(draft);
    if (discard) discard.hidden = false;
  };

  void readDraft(id).then((stored) => {
    // A copy of the form kept by the service worker carries the key of the visit it was fetched
    // for, which may be saved already: a new visit started on it needs a key of its own.
    if (!stored && document.documentElement.hasAttribute('data-offline-copy')) draft.key = crypto.randomUUID();
    if (!stored) return;
    Object.assign(draft, { key: stored.key, photos: stored.photos, fields: stored.fields });
    restoreFields(form, stored.fields);
    for (const [slot, blob] of Object.entries(stored.photos)) showPhoto(form, slot, blob);
    if (discard) discard.hidden = false;
    setStatus(say('restored'));
  }).finally(() => {
    if (keyInput) keyInput.value = draft.key;
    // Photos chosen while the script was still loading (a slow connection) are taken up now.
    for (const input of form.querySelectorAll<HTMLInputElement>('input[type=file]')) if (input.files?.length) takePhoto(input);
  });

  /**
   * A photo under 100 MB as taken is made smaller here (the shared compressor) and only that copy is
   * kept and sent. One this browser cannot read goes as it is when the server takes it (8 MB, a
   * type it proves), else the slot says why.
   */
  function takePhoto(input: HTMLInputElement): void {
    const file = input.files?.[0];
    const slot = input.name;
    if (!file) return;
    const problem = originalPhotoProblem(file);
    input.value = '';
    if (problem) return slotError(form, slot, say(problem === 'visits.error.photo_too_large' ? 'too_large' : 'not_image'));
    slotError(form, slot, null);
    setStatus(say('saving'));
    void import('../lib/compress-image')
      .then(({ shrinkImage }) => shrinkImage(file, VISIT_PHOTO_COMPRESSION))
      .then(async (blob) => {
        const sendable = blob ?? (file.size <= PHOTO_MAX_SENT_BYTES && Object.hasOwn(PHOTO_EXTENSIONS, file.type) ? file : null);
        if (!sendable) return slotError(form, slot, say('unreadable'));
        draft.photos[slot] = sendable;
        showPhoto(form, slot, sendable);
        await save();
        setStatus(say('saved_on_device'));
      })
      .catch(() => slotError(form, slot, say('unreadable')));
  }

  form.addEventListener('input', (event) => { if (!(event.target instanceof HTMLInputElement && event.target.type === 'file')) void save(); });
  form.addEventListener('change', (event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || input.type !== 'file') return void save();
    takePhoto(input);
  });

  discard?.addEventListener('click', () => {
    void deleteDraft(id).then(() => location.reload());
  });

  const send = async () => {
    if (sending) return;
    sending = true;
    if (submit) submit.disabled = true;
    try {
      await save();
      const body = new FormData();
      for (const [name, value] of draft.fields) body.append(name, value);
      body.set('idempotencyKey', draft.key);
      for (const slot of PHOTO_SLOTS) { const blob = draft.photos[slot]; if (blob) body.append(slot, blob, `${slot}.jpg`); }
      const locale = location.pathname.split('/')[1] ?? '';
      const response = await fetch(`${form.dataset['api'] ?? ''}?locale=${encodeURIComponent(locale)}`, { method: form.dataset['method'] ?? 'POST', body, credentials: 'same-origin' });
      if (response.ok) {
        const { data } = (await response.json()) as { data: { id: string } };
        await deleteDraft(id);
        const base = location.pathname.replace(/\/(create|\d+)$/, '');
        location.assign(`${base}/${data.id}?saved=1`);
        return;
      }
      if (response.status >= 500) throw new Error(String(response.status));
      const problem = (await response.json().catch(() => null)) as { error?: { message?: string; issues?: FieldIssue[] } } | null;
      const unplaced = showFieldIssues(form, problem?.error?.issues ?? []);
      setStatus([problem?.error?.message ?? say('check_input'), ...unplaced.map((i) => i.text ?? i.message)].join(' '));
    } catch {
      setStatus(navigator.onLine ? say('failed') : say('offline'));
    } finally {
      sending = false;
      if (submit) submit.disabled = false;
    }
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void send();
  });
}
