// Hydrates the catalogue search box written on the server (SearchMount.astro): the props come from
// the JSON script just before the mount.
import { h, hydrate, type ComponentType } from 'preact';
import SearchBox, { type SearchBoxProps } from './SearchBox';

// Written against React's types; `react` is preact/compat in the build, as for every island.
const Box = SearchBox as unknown as ComponentType<SearchBoxProps>;

export function mountSearch(el: HTMLElement): void {
  const props = JSON.parse(el.previousElementSibling?.textContent ?? '{}') as SearchBoxProps;
  hydrate(h(Box, props), el);
}
