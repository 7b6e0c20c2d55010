// Bulk upload with per-file progress: one request per file (XMLHttpRequest, whose upload events give
// progress that fetch does not), two at a time, each row showing its bar and its outcome. Images go up
// with the resolutions drawn here (thumbnail to high) beside the original.
import { imageVariants } from '../../../islands/content/image-variants';
interface Texts {
  waiting: string;
  uploading: string;
  done: string;
  failed: string;
  wrongType: string;
  tooLarge: string;
  badVariant: string;
  summary: string;
  pick: string;
  wait: string;
}

const ENDPOINT = '/api/admin/marketing-material/items/bulk';
const PARALLEL = 2;

function row(list: HTMLElement, name: string, texts: Texts): { bar: HTMLProgressElement; state: HTMLElement; li: HTMLElement } {
  const li = document.createElement('li');
  const label = document.createElement('span');
  label.className = 'mm-progress__name';
  label.textContent = name;
  const state = document.createElement('span');
  state.className = 'mm-progress__state';
  state.textContent = texts.waiting;
  const bar = document.createElement('progress');
  bar.max = 100;
  bar.value = 0;
  bar.setAttribute('aria-label', name);
  li.append(label, state, bar);
  list.append(li);
  return { bar, state, li };
}

function send(body: FormData, onProgress: (percent: number) => void): Promise<number> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', ENDPOINT);
    xhr.upload.addEventListener('progress', (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100)));
    xhr.addEventListener('load', () => resolve(xhr.status));
    xhr.addEventListener('error', () => resolve(0));
    xhr.send(body);
  });
}

export function enhanceBulkUpload(form: HTMLFormElement): void {
  const texts = JSON.parse(form.dataset['texts'] ?? '{}') as Texts;
  const list = form.querySelector<HTMLElement>('[data-bulk-list]');
  const summary = form.querySelector<HTMLElement>('[data-bulk-summary]');
  const submit = form.querySelector<HTMLButtonElement>('[data-bulk-submit]');
  const input = form.querySelector<HTMLInputElement>('input[type=file]');
  if (!list || !summary || !submit || !input) return;
  let busy = false;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (busy) {
      summary.textContent = texts.wait;
      return;
    }
    const files = [...(input.files ?? [])];
    const category = (form.elements.namedItem('categoryId') as HTMLSelectElement | null)?.value ?? '';
    const markets = [...form.querySelectorAll<HTMLInputElement>('input[name=marketIds]:checked')].map((m) => m.value);
    if (files.length === 0 || category === '' || markets.length === 0) {
      // Let the server say which field is missing, in the page's own words.
      HTMLFormElement.prototype.submit.call(form);
      return;
    }
    busy = true;
    submit.disabled = true;
    list.replaceChildren();
    summary.textContent = '';
    const queue = files.map((file) => ({ file, ui: row(list, file.name, texts) }));
    let ok = 0;
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const { file, ui } = next;
        ui.state.textContent = texts.uploading;
        const body = new FormData();
        body.set('categoryId', category);
        body.set('marketIds', markets.join(','));
        body.set('file', file);
        for (const [variant, drawn] of (await imageVariants(file)) ?? []) body.set(variant, drawn);
        const status = await send(body, (p) => (ui.bar.value = p));
        const done = status === 201;
        ui.li.className = done ? 'is-done' : 'is-failed';
        ui.bar.value = done ? 100 : ui.bar.value;
        ui.state.textContent = done ? texts.done : status === 415 ? texts.wrongType : status === 413 ? texts.tooLarge : status === 422 ? texts.badVariant : texts.failed;
        if (done) ok += 1;
      }
    };
    // The formatter is fetched with the uploads, so it weighs nothing on the page until a file is sent.
    const formatter = import('../../../domain/message-format');
    void Promise.all([formatter, ...Array.from({ length: Math.min(PARALLEL, files.length) }, worker)]).then(async () => {
      busy = false;
      submit.disabled = false;
      input.value = '';
      const { formatMessage } = await formatter;
      summary.textContent = formatMessage(document.documentElement.lang, texts.summary, { done: ok, count: files.length });
      form.dispatchEvent(new Event('submit-done'));
    });
  });
}
