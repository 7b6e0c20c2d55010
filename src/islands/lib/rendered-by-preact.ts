// Astro asks each renderer's check() whether it owns a server-rendered component, and Preact's check
// answers by rendering the component once: every island was rendered twice per page (issue 19's
// profile). A component that names its renderer under Astro's symbol skips the check.
const RENDERER = Symbol.for('astro:renderer');

export function renderedByPreact<T extends (...args: never[]) => unknown>(component: T): T {
  (component as unknown as Record<symbol, string>)[RENDERER] = '@astrojs/preact';
  return component;
}
