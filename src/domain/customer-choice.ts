// Where the customer selection dialog opens: a staff page carries the dialog's island only while it
// is wanted (the page needs a customer and none is chosen, or the URL asks for it), so every other
// page costs what a dealer's does (decision 0094). "Select customer" and "Change customer" are links
// to the same page with this parameter; the dialog takes it off the address once it is open.
export const CHOOSE_CUSTOMER_PARAM = 'choose-customer';

/** The page's own address with the dialog asked for, its other query parameters kept. */
export function chooseCustomerHref(url: { pathname: string; search: string }): string {
  const params = new URLSearchParams(url.search);
  params.set(CHOOSE_CUSTOMER_PARAM, '1');
  return `${url.pathname}?${params.toString()}`;
}

/** The address without the parameter: what the page is once the dialog has opened or closed. */
export function withoutChooseCustomer(url: { pathname: string; search: string; hash?: string }): string {
  const params = new URLSearchParams(url.search);
  params.delete(CHOOSE_CUSTOMER_PARAM);
  const search = params.toString();
  return `${url.pathname}${search ? `?${search}` : ''}${url.hash ?? ''}`;
}

export const wantsCustomerChoice = (search: URLSearchParams): boolean => search.has(CHOOSE_CUSTOMER_PARAM);
