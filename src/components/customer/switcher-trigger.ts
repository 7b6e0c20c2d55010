// The customer dialog's trigger as CustomerSwitcher renders it on the server: with the dialog closed
// (it opens only in the browser) the island's whole server output is this one button. Written as a
// string, a staff page skips Preact's server render of the island (issue 19); the dialog's script
// hydrates the button as before (mount-switcher.ts). tests/unit/switcher-trigger.test.tsx holds it to
// the island's own output.
import type { CustomerSwitcherProps } from '../../islands/customer/CustomerSwitcher';
import { escapePreact } from '../markup-text';

export function switcherTrigger(props: Pick<CustomerSwitcherProps, 'triggerKind' | 'triggerLabel'>): string {
  const label = escapePreact(props.triggerLabel);
  return `<button type="button" data-customer-trigger="true" class="cs-trigger cs-${props.triggerKind}">${label}</button>`;
}
