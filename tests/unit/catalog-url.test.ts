import { describe, expect, it } from 'vitest';
import { defaultCatalogUrl, isCatalogPath, urlAfterCustomerSwitch } from '../../src/domain/catalog-url';

const none = { redesign: false, hasBike: false, hasPaa: false, hasGroupset: false };

describe('default catalogue URL', () => {
  it('is /catalog when the redesign is on', () => {
    expect(defaultCatalogUrl({ ...none, redesign: true, hasBike: true })).toBe('/catalog');
  });

  it('prefers bikes, then PAA, then groupsets', () => {
    expect(defaultCatalogUrl({ ...none, hasBike: true, hasPaa: true })).toBe('/catalog/bike');
    expect(defaultCatalogUrl({ ...none, hasPaa: true, hasGroupset: true })).toBe('/catalog/paa');
    expect(defaultCatalogUrl({ ...none, hasGroupset: true })).toBe('/catalog/groupset');
  });

  it('falls back to PAA when nothing is known', () => {
    expect(defaultCatalogUrl(none)).toBe('/catalog/paa');
  });
});

describe('after a customer switch', () => {
  it('reloads the same page outside the catalogue', () => {
    expect(urlAfterCustomerSwitch('/invoice/open-invoice', { ...none, hasBike: true })).toBe('/invoice/open-invoice');
    expect(urlAfterCustomerSwitch('/catalog/fast-order', { ...none, hasBike: true }, true)).toBe('/catalog/fast-order');
    expect(urlAfterCustomerSwitch('/catalog/repeat-order', { ...none, redesign: true, hasBike: true }, true)).toBe('/catalog/repeat-order');
    expect(isCatalogPath('/catalogue-old')).toBe(false);
  });

  it('goes to the default catalogue URL from a catalogue page', () => {
    expect(urlAfterCustomerSwitch('/catalog/bike/marin-rift', { ...none, hasPaa: true })).toBe('/catalog/paa');
  });

  it('goes to /catalog with the category in the redesign', () => {
    expect(urlAfterCustomerSwitch('/catalog/list?search=x', { ...none, redesign: true, hasBike: true })).toBe('/catalog?category=Bike');
    expect(urlAfterCustomerSwitch('/catalog', { ...none, redesign: true, hasPaa: true })).toBe('/catalog?category=PAA');
  });
});
