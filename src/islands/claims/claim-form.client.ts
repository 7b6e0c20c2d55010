// The claim form in the browser: each chosen file is (for photos) compressed, then uploaded at once
// with its own progress; saving waits until every upload has finished, sends the claim as JSON and
// opens the new claim. Leaving a changed form asks first. Field errors come back as locales keys
// with their text and are shown beside their fields.
import { attachmentIssues, type AttachmentCounts, type AttachmentKind } from '../../domain/claims/attachment.rules';
import { HttpInterrupted, spokeFetch } from '../lib/http';
import { uploadClaimFile } from './claim-uploads';

interface Texts { [key: string]: string }
interface Entry { kind: AttachmentKind; name: string; state: 'busy' | 'done' | 'failed'; id?: string; item: HTMLLIElement }
interface Limits { max: Record<AttachmentKind, number>; bytes: Record<AttachmentKind, number> }

export function mountClaimForm(form: HTMLFormElement): void {
  const texts = JSON.parse(form.dataset['texts'] ?? '{}') as Texts;
  const limits = JSON.parse(form.dataset['limits'] ?? '{}') as Limits;
  const kind = form.dataset['kind'] === 'paa' ? 'paa' : 'bike';
  const entries: Entry[] = [];
  let changed = false;
  let saving = false;
  const formError = form.querySelector<HTMLElement>('[data-form-error]');

  const errorFor = (path: string) => form.querySelector<HTMLElement>(`[data-error-for="${CSS.escape(path)}"]`);
  const clearErrors = () => {
    for (const el of form.querySelectorAll<HTMLElement>('[data-error-for]')) el.textContent = '';
    if (formError) formError.hidden = true;
  };
  const showFormError = (text: string) => {
    if (!formError) return;
    formError.textContent = text;
    formError.hidden = false;
    formError.scrollIntoView({ block: 'center' });
  };

  form.addEventListener('input', () => (changed = true));
  window.addEventListener('beforeunload', (e) => {
    if (changed && !saving) e.preventDefault();
  });

  for (const box of form.querySelectorAll<HTMLElement>('[data-file-kind]')) {
    const fileKind = box.dataset['fileKind'] as AttachmentKind;
    const input = box.querySelector<HTMLInputElement>('input[type=file]');
    const list = box.querySelector<HTMLUListElement>('[data-file-list]');
    if (!input || !list) continue;
    for (const item of list.querySelectorAll<HTMLLIElement>('[data-existing-id]')) keepExisting(fileKind, item);
    const take = () => {
      const chosen = [...(input.files ?? [])];
      input.value = '';
      const error = errorFor(`files.${fileKind}`);
      if (error) error.textContent = '';
      const room = limits.max[fileKind] - entries.filter((e) => e.kind === fileKind && e.state !== 'failed').length;
      if (chosen.length > room && error) error.textContent = (texts['maxItems'] ?? '').replace('{max}', String(limits.max[fileKind]));
      for (const file of chosen.slice(0, Math.max(0, room))) void addFile(fileKind, file, list);
    };
    input.addEventListener('change', take);
    // Files chosen while the script was still loading (a slow connection) are taken up now.
    if (input.files?.length) take();
  }

  function keepExisting(fileKind: AttachmentKind, item: HTMLLIElement): void {
    const entry: Entry = { kind: fileKind, name: item.textContent ?? '', state: 'done', id: item.dataset['existingId'] ?? '', item };
    entries.push(entry);
    const remove = document.createElement('button');
    remove.type = 'button';
    remove.className = 'button button--ghost';
    remove.textContent = texts['remove'] ?? '×';
    remove.setAttribute('aria-label', `${texts['remove']} ${entry.name}`);
    remove.addEventListener('click', () => {
      changed = true;
      entries.splice(entries.indexOf(entry), 1);
      item.remove();
    });
    item.append(' ', remove);
  }

  async function addFile(fileKind: AttachmentKind, original: File, list: HTMLUListElement): Promise<void> {
    changed = true;
    const item = document.createElement('li');
    const label = document.createElement('span');
    const progress = document.createElement('progress');
    const remove = document.createElement('button');
    label.textContent = original.name;
    progress.max = 1;
    progress.value = 0;
    progress.setAttribute('aria-label', `${texts['uploading']} ${original.name}`);
    remove.type = 'button';
    remove.className = 'button button--ghost';
    remove.textContent = texts['remove'] ?? '×';
    remove.setAttribute('aria-label', `${texts['remove']} ${original.name}`);
    const status = document.createElement('span');
    status.className = 'muted';
    item.append(label, ' ', progress, ' ', status, ' ', remove);
    list.append(item);
    const entry: Entry = { kind: fileKind, name: original.name, state: 'busy', item };
    entries.push(entry);
    remove.addEventListener('click', () => {
      entries.splice(entries.indexOf(entry), 1);
      item.remove();
    });
    if (original.size > limits.bytes[fileKind]) return fail(entry, status, texts['tooLarge'] ?? '');
    try {
      let file = original;
      if (fileKind === 'photo') {
        status.textContent = texts['compressing'] ?? '';
        const { compressPhoto } = await import('./compress-photo');
        file = await compressPhoto(original);
      }
      status.textContent = texts['uploading'] ?? '';
      const stored = await uploadClaimFile(fileKind, file, (f) => (progress.value = f));
      progress.value = 1;
      entry.state = 'done';
      entry.id = stored.id;
      status.textContent = texts['uploaded'] ?? '';
    } catch (error) {
      fail(entry, status, error instanceof Error && error.message !== 'network' ? error.message : (texts['failed'] ?? ''));
    }
  }

  function fail(entry: Entry, status: HTMLElement, text: string): void {
    entry.state = 'failed';
    status.textContent = text;
    status.setAttribute('role', 'alert');
  }

  function collect() {
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    const consumer = Object.fromEntries(['name', 'phone', 'city', 'address', 'email'].map((f) => [f, text(`consumer.${f}`)]));
    return {
      ...(kind === 'bike' ? { frameNumber: form.dataset['subject'] } : { articleCode: form.dataset['subject'] }),
      purchaseDate: text('purchaseDate'),
      consumer,
      problems: data.getAll('problem').map((id) => ({ problemId: String(id), notes: text(`notes-${String(id)}`) })),
      description: text('description'),
      qty: text('qty'),
      files: entries.filter((e) => e.state === 'done' && e.id).map((e) => ({ id: e.id, kind: e.kind })),
      submissionId: form.dataset['submission'],
    };
  }

  function localIssues(body: ReturnType<typeof collect>): boolean {
    let ok = true;
    const counts: AttachmentCounts = {};
    for (const f of body.files) counts[f.kind] = (counts[f.kind] ?? 0) + 1;
    const consumerFilled = Object.values(body.consumer).some((v) => v !== '');
    for (const issue of attachmentIssues(counts, consumerFilled)) {
      const el = errorFor(`files.${issue.kind}`);
      const key = issue.message === 'claims.error.photo_required' ? 'photoRequired' : issue.message === 'claims.error.id_card_required' ? 'idCardRequired' : 'maxItems';
      if (el) el.textContent = (texts[key] ?? '').replace('{max}', String(issue.max ?? ''));
      ok = false;
    }
    if (body.problems.length === 0) {
      const el = errorFor('problems');
      if (el) el.textContent = texts['problemRequired'] ?? '';
      ok = false;
    }
    return ok;
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (saving) return;
    clearErrors();
    if (entries.some((e) => e.state === 'busy')) return showFormError(texts['waitUploads'] ?? '');
    const body = collect();
    if (!localIssues(body)) return showFormError(texts['checkInput'] ?? '');
    void save(body);
  });

  async function save(body: ReturnType<typeof collect>): Promise<void> {
    saving = true;
    const button = form.querySelector<HTMLButtonElement>('button[type=submit]');
    if (button) {
      button.dataset['label'] = button.textContent ?? '';
      button.disabled = true;
      button.textContent = texts['saving'] ?? '';
    }
    try {
      const locale = location.pathname.split('/')[1] || 'en-us';
      const claimId = form.dataset['claimId'];
      const [path, method, payload] = claimId ? [`/api/claims/${claimId}`, 'PUT', { ...body, frameNumber: undefined, articleCode: undefined }] : [`/api/claims/${kind}`, 'POST', body];
      const response = await spokeFetch(`${path}?locale=${locale}`, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) });
      const answer = (await response.json()) as { data?: { id: string }; error?: { message: string; issues?: { path: string; message: string; text?: string }[] } };
      if ((response.status === 201 || response.status === 200) && answer.data) {
        location.assign(`${form.dataset['done']}/${answer.data.id}?saved=1`);
        return;
      }
      for (const issue of answer.error?.issues ?? []) {
        const path = issue.path.startsWith('problems') ? 'problems' : issue.path;
        const el = errorFor(path);
        if (el) el.textContent = issue.text ?? issue.message;
      }
      showFormError(answer.error?.message ?? texts['checkInput'] ?? '');
    } catch (error) {
      if (!(error instanceof HttpInterrupted)) showFormError(texts['failed'] ?? '');
    }
    saving = false;
    if (button) {
      button.disabled = false;
      button.textContent = button.dataset['label'] ?? '';
    }
  }
}
