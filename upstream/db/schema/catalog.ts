// Catalogue: brands, series, categories, models and their article variants, tags, prices,
// discount tiers (sales deals), promotions and stock per location.
import { index, integer, primaryKey, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const brands = sqliteTable('brands', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

export const series = sqliteTable('series', {
  id: integer('id').primaryKey(),
  brandId: integer('brand_id').notNull().references(() => brands.id),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

export const bikeCategories = sqliteTable('bike_categories', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  wording: text('wording').notNull(),
  sort: integer('sort').notNull(),
});

export const merchandiseCategories = sqliteTable('merchandise_categories', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** Bike | PAA | Groupset */
  productType: text('product_type').notNull(),
  bikeCategoryId: integer('bike_category_id').references(() => bikeCategories.id),
});

export const models = sqliteTable(
  'models',
  {
    id: integer('id').primaryKey(),
    code: text('code').notNull().unique(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    productType: text('product_type').notNull(),
    brandId: integer('brand_id').notNull().references(() => brands.id),
    seriesId: integer('series_id').references(() => series.id),
    mcId: text('mc_id').notNull().references(() => merchandiseCategories.id),
    bikeCategoryId: integer('bike_category_id').references(() => bikeCategories.id),
    modelYear: integer('model_year'),
    description: text('description'),
    /** JSON: [{ group, name, value }] */
    specifications: text('specifications').notNull().default('[]'),
    /** JSON: image keys, first is the hero */
    images: text('images').notNull().default('[]'),
  },
  (t) => [index('models_type').on(t.productType)],
);

export const products = sqliteTable(
  'products',
  {
    id: integer('id').primaryKey(),
    articleCode: text('article_code').notNull().unique(),
    modelId: integer('model_id').notNull().references(() => models.id),
    name: text('name').notNull(),
    productType: text('product_type').notNull(),
    brandId: integer('brand_id').notNull(),
    seriesId: integer('series_id'),
    mcId: text('mc_id').notNull(),
    bikeCategoryId: integer('bike_category_id'),
    modelYear: integer('model_year'),
    frameSize: text('frame_size'),
    wheelSize: text('wheel_size'),
    colour: text('colour'),
    imageKey: text('image_key'),
    uom: text('uom').notNull().default('EA'),
    orderLimit: integer('order_limit'),
    /** 1 = best seller; null = not ranked */
    bestSellerRank: integer('best_seller_rank'),
    releasedOn: text('released_on').notNull(),
  },
  (t) => [
    index('products_model').on(t.modelId),
    // Model groups and their counts read (type, model) from this index alone.
    index('products_type_model').on(t.productType, t.modelId),
    index('products_type_name').on(t.productType, t.name),
    index('products_type_brand').on(t.productType, t.brandId),
    index('products_type_series').on(t.productType, t.seriesId),
    index('products_type_mc').on(t.productType, t.mcId),
    index('products_type_bike_category').on(t.productType, t.bikeCategoryId),
    index('products_type_released').on(t.productType, t.releasedOn),
    index('products_type_best').on(t.productType, t.bestSellerRank),
    index('products_frame').on(t.frameSize),
    index('products_wheel').on(t.wheelSize),
  ],
);

export const articleTags = sqliteTable(
  'article_tags',
  {
    productId: integer('product_id').notNull().references(() => products.id),
    category: text('category').notNull(),
    tag: text('tag').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.category, t.tag] }), index('article_tags_tag').on(t.tag, t.category)],
);

export const prices = sqliteTable(
  'prices',
  {
    productId: integer('product_id').notNull().references(() => products.id),
    sorg: text('sorg').notNull(),
    /** Null: the article is listed in this sorg but its price is not maintained yet. */
    dealerPrice: integer('dealer_price'),
    retailPrice: integer('retail_price'),
    /** 1 while any stock location of this sorg holds the article: kept by triggers on stock (migration 0004). */
    inStock: integer('in_stock').notNull().default(0),
    /** Copies of the article's type and model (they never change), so a list total reads this table alone. */
    productType: text('product_type'),
    modelId: integer('model_id'),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.sorg] }),
    index('prices_sorg_dealer').on(t.sorg, t.dealerPrice),
    index('prices_listing').on(t.sorg, t.productType, t.modelId, t.inStock, t.dealerPrice, t.productId),
  ],
);

export const promotions = sqliteTable('promotions', {
  code: text('code').primaryKey(),
  sorg: text('sorg').notNull(),
  name: text('name').notNull(),
  description: text('description'),
  validFrom: text('valid_from').notNull(),
  validTo: text('valid_to').notNull(),
});

export const discountTiers = sqliteTable(
  'discount_tiers',
  {
    id: integer('id').primaryKey(),
    productId: integer('product_id').notNull().references(() => products.id),
    sorg: text('sorg').notNull(),
    salesDealNo: text('sales_deal_no').notNull().references(() => promotions.code),
    /** percentage | fixed */
    type: text('type').notNull(),
    /** >= | <= */
    term: text('term').notNull(),
    qty: integer('qty').notNull(),
    /** Signed percent (percentage) or signed minor units (fixed). */
    value: real('value').notNull(),
    uom: text('uom').notNull().default('EA'),
  },
  (t) => [index('discount_tiers_product').on(t.productId, t.sorg), index('discount_tiers_deal').on(t.salesDealNo, t.productId)],
);

export const stockLocations = sqliteTable('stock_locations', {
  code: text('code').primaryKey(),
  sorg: text('sorg').notNull(),
  name: text('name').notNull(),
});

export const stock = sqliteTable(
  'stock',
  {
    productId: integer('product_id').notNull().references(() => products.id),
    locationCode: text('location_code').notNull().references(() => stockLocations.code),
    sorg: text('sorg').notNull(),
    qty: integer('qty').notNull(),
    nextArrival: text('next_arrival'),
    nextArrivalQty: integer('next_arrival_qty'),
    /**
     * The moment the next arrival is booked in (ISO date-time), finer than the contract's date; null:
     * at the start of `next_arrival`'s day. The demo sets it on a few articles minutes after seeding.
     */
    arrivesAt: text('arrives_at'),
  },
  (t) => [primaryKey({ columns: [t.productId, t.sorg, t.locationCode] }), index('stock_sorg_product').on(t.sorg, t.productId, t.qty)],
);

/** Distinct words of the searchable text, for typo correction. */
export const searchWords = sqliteTable('search_words', {
  word: text('word').primaryKey(),
  frequency: integer('frequency').notNull(),
});

/** One row: bumped by triggers (migration 0003) on every catalogue write; keys cached list totals. */
export const catalogVersion = sqliteTable('catalog_version', {
  id: integer('id').primaryKey(),
  n: integer('n').notNull(),
});
