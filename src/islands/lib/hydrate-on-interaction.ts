// Server-rendered islands without Astro's island runtime (decision 0084): the element's component
// loads and hydrates on the user's first pointer, focus, key or hover inside it, as
// `client:interaction` would, with a click that lands while loading replayed afterwards.
import interaction from '../../integrations/interaction.client';

/** Hydrates `el` with what `load` returns, at once or on the first interaction; marks it data-hydrated. */
export function hydrateOnInteraction(el: HTMLElement, load: () => Promise<(el: HTMLElement) => void>, atOnce = false): void {
  const start = async () => {
    const mount = await load();
    return async () => {
      mount(el);
      el.dataset['hydrated'] = '';
    };
  };
  if (atOnce) void start().then((hydrate) => hydrate());
  else void interaction(start, { name: 'interaction', value: '' }, el);
}
