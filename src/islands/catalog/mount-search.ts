// Hydrates the catalogue search box written on the server (SearchMount.astro).
import type { ComponentType } from 'preact';
import { hydrateWithProps } from '../lib/hydrate-with-props';
import SearchBox, { type SearchBoxProps } from './SearchBox';

// Written against React's types; `react` is preact/compat in the build, as for every island.
export const mountSearch = (el: HTMLElement): void => hydrateWithProps(SearchBox as unknown as ComponentType<SearchBoxProps>, el);
