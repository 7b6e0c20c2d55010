// The signed-in pages the benchmarks measure, and who signs in for them: a dealer, a sales rep acting
// for a customer, an administrator. Shared by `npm run bench` and `npm run bench:ab`.
import { chooseFirstCustomer, signIn } from './bench-session.mjs';

export const KEY_PAGES = ['/en-us', '/en-us/catalog/list', '/en-us/cart', '/en-us/order', '/en-us/invoice/open-invoice'];

/** @param {string[]} extraDealerPages more paths, measured as dealer.us */
export function accounts(extraDealerPages = []) {
  return [
    { username: 'dealer.us', pages: [...KEY_PAGES, ...extraDealerPages] },
    { username: 'sales.rep', chooseCustomer: true, pages: KEY_PAGES },
    { username: 'admin', pages: ['/en-us', '/en-us/order'] },
  ];
}

/** Each account signed in on `origin` (the sales rep with a customer chosen): `{ name, url, headers }` per page. */
export async function signedInPages(origin, list, headers) {
  const targets = [];
  for (const account of list) {
    let cookie = await signIn(origin, account.username);
    if (account.chooseCustomer) cookie = await chooseFirstCustomer(origin, cookie);
    for (const path of account.pages) targets.push({ name: `${account.username} ${path}`, url: origin + path, headers: { ...headers, cookie } });
  }
  return targets;
}
