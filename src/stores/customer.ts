// The customer the user acts for, and the switch in progress (the page reloads after a switch).
import { atom } from 'nanostores';

export interface CustomerCodes {
  r3: string;
  isr: string | null;
}

export interface CustomerState {
  current: (CustomerCodes & { name: string }) | null;
  /** Set while POST /api/change-cust runs and the page reloads: the dialog shows its overlay. */
  switching: boolean;
  /** hasSelectedCustomer of the spec. */
  hasSelected: boolean;
}

export const $customer = atom<CustomerState>({ current: null, switching: false, hasSelected: false });

export function setCustomer(current: CustomerState['current']): void {
  $customer.set({ current, switching: false, hasSelected: current !== null });
}

export function startSwitch(): void {
  $customer.set({ ...$customer.get(), switching: true });
}

export function failSwitch(): void {
  $customer.set({ ...$customer.get(), switching: false });
}

export function resetCustomer(): void {
  $customer.set({ current: null, switching: false, hasSelected: false });
}
