// The texts the customer dialog needs, translated on the server and passed as props so the island
// never bundles the locale files.
export const CUSTOMER_DIALOG_KEYS = [
  'shell.customer.dialog_title',
  'shell.customer.search',
  'shell.customer.page_size',
  'shell.customer.waiting_reload',
  'shell.customer.no_results',
  'shell.customer.apply',
  'shell.customer.close',
  'shell.customer.current',
  'shell.customer.code',
  'shell.customer.name',
  'shell.customer.city',
  'shell.customer.previous_page',
  'shell.customer.next_page',
  'customer.change_failed',
  'customer.please_wait',
] as const;

export type CustomerDialogKey = (typeof CUSTOMER_DIALOG_KEYS)[number];
export type CustomerDialogLabels = Readonly<Record<CustomerDialogKey, string>>;
