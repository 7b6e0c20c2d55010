// Store-visit forms and the sales-area map: regions (provinces) and their groups (cities, districts).
import { index, integer, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** One filed visit; list fields are JSON arrays, `images` a JSON object of slot → file reference. */
export const formVisits = sqliteTable(
  'form_visits',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    brand: text('brand').notNull(),
    custCode: text('cust_code').notNull(),
    custName: text('cust_name').notNull(),
    fields: text('fields').notNull(),
    images: text('images').notNull(),
    createdAt: text('created_at').notNull(),
    createdBy: text('created_by').notNull(),
    updatedAt: text('updated_at'),
    /** The device's key of this visit: a retried create finds the first one. */
    idempotencyKey: text('idempotency_key').unique(),
  },
  (t) => [index('form_visits_brand').on(t.brand, t.createdAt), index('form_visits_cust').on(t.custCode, t.brand)],
);

export const salesRegions = sqliteTable(
  'sales_regions',
  {
    id: text('id').primaryKey(),
    country: text('country').notNull(),
    description: text('description').notNull(),
    lat: real('lat').notNull(),
    lng: real('lng').notNull(),
  },
  (t) => [index('sales_regions_country').on(t.country)],
);

export const salesRegionGroups = sqliteTable(
  'sales_region_groups',
  {
    id: text('id').primaryKey(),
    regionId: text('region_id').notNull().references(() => salesRegions.id),
    description: text('description').notNull(),
    category: text('category'),
    lat: real('lat').notNull(),
    lng: real('lng').notNull(),
  },
  (t) => [index('sales_region_groups_region').on(t.regionId)],
);
