// Hydrates a customer-selection dialog the header rendered on the server without an Astro island
// (CustomerChip.astro, decision 0084): the props come from the JSON script just before the mount, so
// the shell carries neither Astro's inline island runtime (~4.5 KB a page) nor escaped island props.
import { h, hydrate, type ComponentType } from 'preact';
import CustomerSwitcher, { type CustomerSwitcherProps } from './CustomerSwitcher';

// Written against React's types; `react` is preact/compat in the build, as for every island.
const Switcher = CustomerSwitcher as unknown as ComponentType<CustomerSwitcherProps>;

export function mountSwitcher(el: HTMLElement): void {
  const props = JSON.parse(el.previousElementSibling?.textContent ?? '{}') as CustomerSwitcherProps;
  hydrate(h(Switcher, props), el);
}
