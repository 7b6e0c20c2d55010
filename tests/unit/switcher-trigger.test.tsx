// The customer dialog's trigger is written as a string on the server (switcher-trigger.ts) and
// hydrated by the island: the two must stay the same markup, whatever the label holds.
import { h, type ComponentType } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { switcherTrigger } from '../../src/components/customer/switcher-trigger';
import CustomerSwitcher, { type CustomerSwitcherProps } from '../../src/islands/customer/CustomerSwitcher';

const Switcher = CustomerSwitcher as unknown as ComponentType<CustomerSwitcherProps>;

function props(triggerKind: CustomerSwitcherProps['triggerKind'], triggerLabel: string): CustomerSwitcherProps {
  return { labels: {} as CustomerSwitcherProps['labels'], triggerLabel, triggerKind, current: null, autoOpen: false, newList: true, catalogRedesign: true, pageNeedsCustomer: false };
}

describe('the customer dialog trigger written on the server', () => {
  it.each([
    ['chip', 'select customer'],
    ['link', 'Change customer'],
    ['chip', '000123 - Pedal Pushers & Sons <Bike> "Shop" l’atelier O\'Neil'],
  ] as const)('is what the island renders: %s %s', (kind, label) => {
    expect(switcherTrigger(props(kind, label))).toBe(renderToString(h(Switcher, props(kind, label))));
  });
});
