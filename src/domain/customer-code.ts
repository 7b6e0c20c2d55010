// How a customer is shown in the header chip and lists (docs/requirements.md#customer-code-display).
import { trimText } from './text';

export interface CustomerCodes {
  readonly r3?: string | null | undefined;
  readonly isr?: string | null | undefined;
}

const present = (code: string | null | undefined): string | null => {
  const trimmed = code?.trim();
  return trimmed ? trimmed : null;
};

/** The derived id: ISR code when present, else R3. */
export function customerId(codes: CustomerCodes): string | null {
  return present(codes.isr) ?? present(codes.r3);
}

/** Codes starting with I or 0 are shown as their last 6 characters. */
export function displayCode(code: string): string {
  return /^[I0]/.test(code) ? code.slice(-6) : code;
}

/** A customer as lists, forms and documents name it: `Name (123456)`. */
export function customerLabel(name: string, code: string): string {
  return `${name} (${displayCode(code)})`;
}

export type ChipState =
  | { readonly kind: 'loading'; readonly labelKey: 'customer.please_wait' }
  | { readonly kind: 'none'; readonly labelKey: 'customer.select_customer' }
  | { readonly kind: 'selected'; readonly code: string; readonly text: string };

export interface ChipCustomer extends CustomerCodes {
  readonly custName: string;
}

/** Chip text: shown code and name, trimmed at 36 characters plus an ellipsis. */
export function chipText(customer: ChipCustomer): string {
  const id = customerId(customer);
  const label = id ? `${displayCode(id)} - ${customer.custName.trim()}` : customer.custName.trim();
  return trimText(label);
}

export function chipState(loading: boolean, customer: ChipCustomer | null | undefined): ChipState {
  if (loading) return { kind: 'loading', labelKey: 'customer.please_wait' };
  const id = customer ? customerId(customer) : null;
  if (!customer || !id) return { kind: 'none', labelKey: 'customer.select_customer' };
  return { kind: 'selected', code: displayCode(id), text: chipText(customer) };
}
