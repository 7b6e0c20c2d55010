// Sales organisations (= companies), customers, their sales areas, ship-tos and sales reps.
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const salesOrgs = sqliteTable('sales_orgs', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  country: text('country').notNull(),
  countryCode: text('country_code').notNull(),
  currency: text('currency').notNull(),
  symbol: text('symbol').notNull(),
  decimalPrecision: integer('decimal_precision').notNull(),
  thousandSeparator: text('thousand_separator').notNull(),
  decimalSeparator: text('decimal_separator').notNull(),
  paaLabel: text('paa_label').notNull(),
});

export const customers = sqliteTable(
  'customers',
  {
    r3: text('r3').primaryKey(),
    isr: text('isr').unique(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    region: text('region'),
    postalCode: text('postal_code'),
    country: text('country').notNull(),
    phone: text('phone'),
    email: text('email'),
    /** dealer | customer_vendor */
    category: text('category').notNull(),
  },
  (t) => [index('customers_name').on(t.name)],
);

/** A customer's membership of a sales organisation, with the sales people who look after it. */
export const customerAreas = sqliteTable(
  'customer_areas',
  {
    custCode: text('cust_code').notNull().references(() => customers.r3),
    sorg: text('sorg').notNull().references(() => salesOrgs.code),
    custGroup: text('cust_group'),
    salesOffice: text('sales_office'),
    salesGroup: text('sales_group'),
    salesman: text('salesman'),
  },
  (t) => [
    primaryKey({ columns: [t.custCode, t.sorg] }),
    index('customer_areas_salesman').on(t.salesman),
    index('customer_areas_group').on(t.salesGroup),
    index('customer_areas_office').on(t.salesOffice),
    index('customer_areas_sorg').on(t.sorg),
  ],
);

export const shipTos = sqliteTable(
  'ship_tos',
  {
    id: text('id').primaryKey(),
    custCode: text('cust_code').notNull().references(() => customers.r3),
    name: text('name').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    region: text('region'),
    postalCode: text('postal_code'),
    country: text('country').notNull(),
    phone: text('phone'),
    isDefault: integer('is_default', { mode: 'boolean' }).notNull().default(false),
  },
  (t) => [index('ship_tos_cust').on(t.custCode)],
);

export const salesReps = sqliteTable('sales_reps', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  email: text('email'),
  salesGroup: text('sales_group'),
  salesOffice: text('sales_office'),
});
