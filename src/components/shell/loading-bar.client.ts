// Starts the loading bar when the user leaves the page by a link or a form, in whole ticks.
import { LOADING_BAR, loadingBarPercent } from '../../domain/loading-bar';

function isNavigatingClick(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const link = (event.target as Element | null)?.closest('a');
  if (!link || link.target || link.hasAttribute('download')) return false;
  const url = new URL(link.href, location.href);
  return url.origin === location.origin && !(url.pathname === location.pathname && url.search === location.search && url.hash);
}

export function startLoadingBar(): void {
  const bar = document.querySelector<HTMLElement>('[data-loading-bar] span');
  if (!bar) return;
  let timer: number | undefined;
  const run = () => {
    const started = performance.now();
    window.clearInterval(timer);
    timer = window.setInterval(() => {
      const percent = loadingBarPercent(performance.now() - started);
      bar.style.width = percent === null ? '0' : `${percent}%`;
      if (percent === 100) window.clearInterval(timer);
    }, LOADING_BAR.tickMs);
  };
  document.addEventListener('click', (event) => {
    if (isNavigatingClick(event)) run();
  });
  document.addEventListener('submit', (event) => {
    if (!event.defaultPrevented && (event.target as HTMLFormElement).method === 'get') run();
  });
  // Back/forward cache: a restored page must not keep a running bar.
  window.addEventListener('pageshow', () => {
    window.clearInterval(timer);
    bar.style.width = '0';
  });
}
