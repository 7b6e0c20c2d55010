// Markup a page repeats from an unchanging object (the shared menu of a set of entries, a frozen
// upstream answer, a cached list page): rendered from its component once with Astro's container
// API and kept with the object, per key (language, host, ...), in a WeakMap, so it goes when the
// object does. The page writes it with set:html. Decision 0091 lists what is kept and why.
import { experimental_AstroContainer as AstroContainer, type ContainerRenderOptions } from 'astro/container';

type Rendered = Promise<string>;
type AnyComponent = Parameters<AstroContainer['renderToString']>[0];

const kept = new WeakMap<object, Map<string, Rendered>>();

// A container keeps a route for every render it has done, so it is replaced after this many to bound
// what it holds; creating one costs well under a millisecond.
const RENDERS_PER_CONTAINER = 500;
let container: Promise<AstroContainer> | undefined;
let renders = 0;

function render(component: unknown, props: object): Rendered {
  if (!container || renders >= RENDERS_PER_CONTAINER) {
    container = AstroContainer.create();
    renders = 0;
  }
  renders += 1;
  return container.then((c) => c.renderToString(component as AnyComponent, { props } as ContainerRenderOptions));
}

/** `component` rendered with `props`, once for `source` and `key`; `source` must never change after this call. */
export function renderedOnce<P extends object>(source: object, key: string, component: (props: P) => unknown, props: P): Rendered {
  let byKey = kept.get(source);
  if (!byKey) kept.set(source, (byKey = new Map()));
  const known = byKey.get(key);
  if (known) return known;
  const rendered = render(component, props);
  byKey.set(key, rendered);
  // A failed render is not kept: the next page tries again.
  rendered.catch(() => byKey.delete(key));
  return rendered;
}
