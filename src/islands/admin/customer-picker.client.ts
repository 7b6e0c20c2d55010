// The user form's customer picker: searches the customer list as the administrator types and adds the
// chosen customers as hidden `pickedCustomer` fields (sorg|code), which the form turns into user
// areas of limitation customer. Without JavaScript the areas table takes customer codes as before.
import { HttpInterrupted, spokeFetch } from '../lib/http';
import { customerLabel } from '../../domain/customer-code';

export interface PickerCustomer {
  r3: string;
  isr: string | null;
  name: string;
  city: string;
  sorgs: string[];
}

export interface PickerTexts {
  add: string;
  remove: string;
  none: string;
  failed: string;
  searching: string;
}

export async function searchCustomers(search: string, sorg: string, signal: AbortSignal): Promise<PickerCustomer[] | null> {
  const query = new URLSearchParams({ search });
  if (sorg) query.set('sorg', sorg);
  try {
    const res = await spokeFetch(`/api/admin/users/customers?${query.toString()}`, { signal });
    if (!res.ok) return null;
    return ((await res.json()) as { data: PickerCustomer[] }).data;
  } catch (error) {
    if (error instanceof HttpInterrupted || (error instanceof DOMException && error.name === 'AbortError')) throw error;
    return null;
  }
}

const fill = (template: string, name: string) => template.replace('{name}', name);

function button(text: string, label: string, onClick: () => void): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.className = 'button button--ghost';
  b.textContent = text;
  b.setAttribute('aria-label', label);
  b.addEventListener('click', onClick);
  return b;
}

export function mountPicker(root: HTMLElement, texts: PickerTexts): void {
  const input = root.querySelector<HTMLInputElement>('input[type="search"]');
  const results = root.querySelector<HTMLUListElement>('[data-results]');
  const picked = root.querySelector<HTMLUListElement>('[data-picked]');
  const status = root.querySelector<HTMLElement>('[data-status]');
  if (!input || !results || !picked || !status) return;
  const sorg = root.dataset['sorg'] ?? '';
  let controller: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const pick = (c: PickerCustomer) => {
    const value = `${sorg || (c.sorgs[0] ?? '')}|${c.r3}`;
    if (picked.querySelector(`input[value="${CSS.escape(value)}"]`)) return;
    const item = document.createElement('li');
    const hidden = Object.assign(document.createElement('input'), { type: 'hidden', name: 'pickedCustomer', value });
    item.append(hidden, `${customerLabel(c.name, c.r3)} `, button('×', fill(texts.remove, c.name), () => item.remove()));
    picked.append(item);
  };

  const show = (rows: PickerCustomer[]) => {
    results.replaceChildren(
      ...rows.map((c) => {
        const item = document.createElement('li');
        item.append(`${customerLabel(c.name, c.r3)}, ${c.city} `, button('+', fill(texts.add, c.name), () => pick(c)));
        return item;
      }),
    );
    status.textContent = rows.length === 0 ? texts.none : '';
  };

  input.addEventListener('input', () => {
    clearTimeout(timer);
    controller?.abort();
    const search = input.value.trim();
    if (search.length < 2) {
      results.replaceChildren();
      status.textContent = '';
      return;
    }
    timer = setTimeout(async () => {
      controller = new AbortController();
      status.textContent = texts.searching;
      try {
        const rows = await searchCustomers(search, sorg, controller.signal);
        if (rows) show(rows);
        else status.textContent = texts.failed;
      } catch {
        // Aborted by newer typing, or the fetch wrapper is taking the page elsewhere.
      }
    }, 250);
  });
  // Enter in the search box must not submit the user form.
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') event.preventDefault();
  });
  // Typed while this module was loading.
  if (input.value.trim().length >= 2) input.dispatchEvent(new Event('input'));
}
