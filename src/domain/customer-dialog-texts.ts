// The texts of the customer selection dialog. The island asks for them (GET /api/customers/texts)
// when it first opens, with the customer list: rendered into every staff page as props they cost
// each page 3–6 % of its CPU (decision 0094), and the island never bundles the locale files.
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
