// The export link's progressive enhancement: fetch, save with the server's file name, or report OE1.

function fileNameOf(response: Response): string {
  const header = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  return encoded ? decodeURIComponent(encoded) : 'List Open Order.xlsx';
}

async function download(link: HTMLAnchorElement, error: HTMLElement): Promise<void> {
  error.hidden = true;
  link.setAttribute('aria-busy', 'true');
  try {
    const response = await fetch(link.href, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`export answered ${response.status}`);
    const url = URL.createObjectURL(await response.blob());
    const save = document.createElement('a');
    save.href = url;
    save.download = fileNameOf(response);
    save.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  } catch (cause) {
    console.warn('Something went wrong (OE1)', cause);
    error.textContent = link.dataset['failure'] ?? 'Something went wrong (OE1)';
    error.hidden = false;
  } finally {
    link.removeAttribute('aria-busy');
  }
}

export function bindExport(root: Document): void {
  for (const link of root.querySelectorAll<HTMLAnchorElement>('[data-orders-export]')) {
    const error = link.parentElement?.querySelector<HTMLElement>('[data-orders-export-error]');
    if (!error) continue;
    link.addEventListener('click', (event) => {
      event.preventDefault();
      void download(link, error);
    });
  }
}
