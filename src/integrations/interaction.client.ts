// Runtime of `client:interaction` (see interaction-directive.ts). A click that lands while the
// island is still loading is replayed once it has hydrated, so the first tap is never lost.
import type { ClientDirective } from 'astro';

const TRIGGERS = ['pointerdown', 'focusin', 'keydown', 'mouseover', 'touchstart', 'click'] as const;

const interaction: ClientDirective = (load, _options, el) => {
  let pendingClick: Element | null = null;
  const rememberClick = (event: Event) => {
    pendingClick = event.target instanceof Element ? event.target : null;
    event.preventDefault();
    event.stopPropagation();
  };
  // A click with no pointer or focus before it (a script's `element.click()`) starts the load itself.
  const start = async (event: Event) => {
    for (const type of TRIGGERS) el.removeEventListener(type, start);
    if (event.type === 'click') rememberClick(event);
    el.addEventListener('click', rememberClick, true);
    const hydrate = await load();
    await hydrate();
    el.removeEventListener('click', rememberClick, true);
    const target = pendingClick;
    if (target?.isConnected && target instanceof HTMLElement) target.click();
  };
  for (const type of TRIGGERS) el.addEventListener(type, start, { once: true, passive: type !== 'click' });
};

export default interaction;
