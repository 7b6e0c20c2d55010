// Islands written on the server without Astro's island runtime (decision 0084) carry their props in
// a JSON script just before the mount; this reads them and hydrates the component.
import { h, hydrate, type ComponentType } from 'preact';

/** Hydrates `el` with `Component` and the props of the JSON script before it. */
export function hydrateWithProps<P extends object>(Component: ComponentType<P>, el: HTMLElement): void {
  const props = JSON.parse(el.previousElementSibling?.textContent ?? '{}') as P;
  hydrate(h(Component, props), el);
}
