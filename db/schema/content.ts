// Content edited in the portal: announcements, banners, news, marketing material, sales documents,
// their target markets and card layouts. Bytes of attached files live in the blob store (see files.ts).
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, flag, id, timestamp, updatedAt } from './columns';

/** Shown in the page banner; only type `home_page` is rendered on the home page. Null sorg/host = everywhere. */
export const announcements = sqliteTable(
  'announcements',
  {
    id: id(),
    type: text('type').notNull().default('home_page'),
    title: text('title').notNull(),
    content: text('content').notNull(),
    url: text('url'),
    sorg: text('sorg'),
    host: text('host'),
    /** Language of title and content: a locales/ language code (en, de, fr, id, ms). */
    language: text('language').notNull().default('en'),
    /** Rows sharing a key are one announcement in several languages; null: the row stands alone. */
    translationKey: text('translation_key'),
    validFrom: timestamp('valid_from').notNull(),
    validTo: timestamp('valid_to').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('announcements_active_idx').on(t.type, t.validFrom, t.validTo)],
);

/** Pop-up banners per sales organisation; `bannerFile` is a blob key. */
export const banners = sqliteTable(
  'banners',
  {
    id: id(),
    sorg: text('sorg').notNull(),
    bannerFile: text('banner_file').notNull(),
    link: text('link'),
    url: text('url'),
    validFrom: timestamp('valid_from').notNull(),
    validTo: timestamp('valid_to').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('banners_active_idx').on(t.sorg, t.validFrom, t.validTo)],
);

/** type: marketing_material | sales_document | news. */
export const contentTargetMarkets = sqliteTable('content_target_markets', {
  id: id(),
  type: text('type').notNull(),
  marketName: text('market_name').notNull(),
  source: text('source'),
  brand: text('brand'),
});

/** Links any content row (or a user) to target markets: contentType is news, sales_document, marketing_material, marketing_material_category or user. */
export const contentTargetMarketLinks = sqliteTable(
  'content_target_market_links',
  {
    contentType: text('content_type').notNull(),
    contentId: integer('content_id').notNull(),
    targetMarketId: integer('target_market_id')
      .notNull()
      .references(() => contentTargetMarkets.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.contentType, t.contentId, t.targetMarketId] })],
);

export const layouts = sqliteTable('layouts', {
  id: id(),
  type: text('type').notNull(),
  description: text('description').notNull(),
  placeholderOnCard: flag('placeholder_on_card').notNull().default(true),
  titleOnCard: flag('title_on_card').notNull().default(true),
  subtitleOnCard: flag('subtitle_on_card').notNull().default(false),
  releasedOnOnCard: flag('released_on_on_card').notNull().default(false),
  resolutionOnCard: flag('resolution_on_card').notNull().default(false),
  gotoPdpOnCard: flag('goto_pdp_on_card').notNull().default(false),
});

export const news = sqliteTable('news', {
  id: id(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  validFrom: timestamp('valid_from').notNull(),
  validTo: timestamp('valid_to').notNull(),
  layoutId: integer('layout_id').references(() => layouts.id, { onDelete: 'set null' }),
  itemPerLine: integer('item_per_line').notNull().default(4),
  /** Language of title and body: a locales/ language code (decision 0108). */
  language: text('language').notNull().default('en'),
  /** Rows sharing a key are one news item in several languages; null: the row stands alone. */
  translationKey: text('translation_key'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  deletedAt: timestamp('deleted_at'),
});

export const marketingMaterialCategories = sqliteTable(
  'marketing_material_categories',
  {
    id: id(),
    title: text('title').notNull(),
    /** brand-assets | product-lineup */
    type: text('type').notNull(),
    route: text('route'),
    parentId: integer('parent_id'),
    showChilds: flag('show_childs').notNull().default(true),
    itemPerLine: integer('item_per_line').notNull().default(4),
    sorting: integer('sorting').notNull().default(0),
    layoutId: integer('layout_id').references(() => layouts.id, { onDelete: 'set null' }),
    fileId: text('file_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at'),
  },
  (t) => [index('mm_categories_parent_idx').on(t.parentId)],
);

export const marketingMaterials = sqliteTable(
  'marketing_materials',
  {
    id: id(),
    title: text('title').notNull(),
    /** image | video */
    type: text('type').notNull(),
    body: text('body'),
    categoryId: integer('category_id')
      .notNull()
      .references(() => marketingMaterialCategories.id, { onDelete: 'cascade' }),
    itemPerLine: integer('item_per_line').notNull().default(4),
    layoutId: integer('layout_id').references(() => layouts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at'),
  },
  (t) => [index('marketing_materials_category_idx').on(t.categoryId)],
);

/** Groups exist for sales and for technical/service documents. */
export const salesDocumentGroups = sqliteTable('sales_document_groups', {
  id: id(),
  name: text('name').notNull(),
  type: text('type').notNull(),
  createdAt: createdAt(),
  deletedAt: timestamp('deleted_at'),
});

export const salesDocuments = sqliteTable(
  'sales_documents',
  {
    id: id(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    body: text('body'),
    groupId: integer('group_id').references(() => salesDocumentGroups.id, { onDelete: 'set null' }),
    validFrom: timestamp('valid_from').notNull(),
    validTo: timestamp('valid_to').notNull(),
    /** Language of title, subtitle and body: a locales/ language code (decision 0108). */
    language: text('language').notNull().default('en'),
    /** Rows sharing a key are one document in several languages; null: the row stands alone. */
    translationKey: text('translation_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at'),
  },
  (t) => [index('sales_documents_group_idx').on(t.groupId)],
);
