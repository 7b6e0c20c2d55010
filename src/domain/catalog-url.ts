// Default catalogue URL and where a customer switch lands (docs/requirements.md#default-catalogue).

export interface CatalogAvailability {
  /** CATALOG_REDESIGN feature flag. */
  readonly redesign: boolean;
  readonly hasBike: boolean;
  readonly hasPaa: boolean;
  readonly hasGroupset: boolean;
}

/** Before the product counts are known. */
export const INITIAL_CATALOG_URL = '/catalog/paa';

export function defaultCatalogUrl(a: CatalogAvailability): string {
  if (a.redesign) return '/catalog';
  if (a.hasBike) return '/catalog/bike';
  if (a.hasPaa) return '/catalog/paa';
  if (a.hasGroupset) return '/catalog/groupset';
  return INITIAL_CATALOG_URL;
}

export type CatalogCategory = 'Bike' | 'PAA';

/** The redesigned catalogue home for a category (also the Bike/PAA toggle target). */
export function catalogHomeUrl(category: CatalogCategory): string {
  return `/catalog?category=${category}`;
}

/** True for /catalog and everything below it (path without locale). */
export function isCatalogPath(pathWithoutLocale: string): boolean {
  return /^\/catalog(\/|$|\?)/.test(pathWithoutLocale);
}

/**
 * After switching customer the page reloads; on a catalogue page it goes to the default catalogue
 * URL instead (the redesign goes to /catalog with the category the new customer has products in).
 * A catalogue page that needs a customer (fast order, repeat order, purchases) stays: the user chose
 * the customer to use that very page.
 */
export function urlAfterCustomerSwitch(currentPath: string, a: CatalogAvailability, pageNeedsCustomer = false): string {
  if (!isCatalogPath(currentPath) || pageNeedsCustomer) return currentPath;
  if (a.redesign) return catalogHomeUrl(a.hasBike ? 'Bike' : 'PAA');
  return defaultCatalogUrl(a);
}
