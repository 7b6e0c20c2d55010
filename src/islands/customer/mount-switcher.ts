// Hydrates a customer-selection dialog the header rendered on the server without an Astro island
// (CustomerChip.astro, decision 0084), so the shell carries neither Astro's inline island runtime
// (~4.5 KB a page) nor escaped island props.
import type { ComponentType } from 'preact';
import { hydrateWithProps } from '../lib/hydrate-with-props';
import CustomerSwitcher, { type CustomerSwitcherProps } from './CustomerSwitcher';

// Written against React's types; `react` is preact/compat in the build, as for every island.
export const mountSwitcher = (el: HTMLElement): void => hydrateWithProps(CustomerSwitcher as unknown as ComponentType<CustomerSwitcherProps>, el);
