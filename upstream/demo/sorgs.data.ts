// Sales organisations (companies) and their warehouses.
import type { stockLocations } from '../db/schema/catalog';
import type { salesOrgs } from '../db/schema/sales';

export const sorgRows: (typeof salesOrgs.$inferInsert)[] = [
  { code: 'ID01', name: 'PT Spoke Distribusi Indonesia', country: 'Indonesia', countryCode: 'ID', currency: 'IDR', symbol: 'Rp', decimalPrecision: 0, thousandSeparator: '.', decimalSeparator: ',', paaLabel: 'Parts' },
  { code: 'US01', name: 'Spoke Distribution USA Inc.', country: 'United States', countryCode: 'US', currency: 'USD', symbol: '$', decimalPrecision: 2, thousandSeparator: ',', decimalSeparator: '.', paaLabel: 'PnA' },
  { code: 'DE01', name: 'Spoke Distribution Deutschland GmbH', country: 'Germany', countryCode: 'DE', currency: 'EUR', symbol: '€', decimalPrecision: 2, thousandSeparator: '.', decimalSeparator: ',', paaLabel: 'PAA' },
  { code: 'NL01', name: 'Spoke Distributie Nederland B.V.', country: 'Netherlands', countryCode: 'NL', currency: 'EUR', symbol: '€', decimalPrecision: 2, thousandSeparator: '.', decimalSeparator: ',', paaLabel: 'PAA' },
];

export const locationRows: (typeof stockLocations.$inferInsert)[] = [
  { code: 'ID01-SBY', sorg: 'ID01', name: 'Surabaya Central Warehouse' },
  { code: 'ID01-JKT', sorg: 'ID01', name: 'Jakarta Cikarang DC' },
  { code: 'US01-PDX', sorg: 'US01', name: 'Portland Warehouse' },
  { code: 'US01-CLT', sorg: 'US01', name: 'Charlotte Warehouse' },
  { code: 'DE01-KOE', sorg: 'DE01', name: 'Köln Lager' },
  { code: 'NL01-UTR', sorg: 'NL01', name: 'Utrecht Magazijn' },
];

/** Price of one US dollar in each sorg's currency, in that currency's major units. */
export const usdRate: Record<string, number> = { US01: 1, DE01: 0.93, NL01: 0.94, ID01: 16_200 };
