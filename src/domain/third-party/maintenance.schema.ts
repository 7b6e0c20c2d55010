// Article maintenance: the row shape of each kind of sheet and the batch the browser sends. One
// schema per kind checks a spreadsheet line on the server and every batch the API receives.
import { z } from 'zod';
import { isoDate } from '../validation/date-range.rules';
import { ARTICLE_BATCH_SIZE } from './batches.rules';

/** Kinds a customer-vendor runs on its own products. */
export const VENDOR_KINDS = ['stock', 'products', 'attributes', 'delete'] as const;
/** Kinds of the distributor's catalogue, for administrators only (docs/requirements.md#article-maintenance). */
export const ADMIN_KINDS = ['order_limits'] as const;
export const MAINTENANCE_KINDS = [...VENDOR_KINDS, ...ADMIN_KINDS] as const;
export type VendorKind = (typeof VENDOR_KINDS)[number];
export type MaintenanceKind = (typeof MAINTENANCE_KINDS)[number];

const articleCode = z.string().trim().min(1).max(40);
const sorg = z.string().trim().regex(/^[A-Za-z0-9]{2,8}$/).transform((s) => s.toUpperCase());
const wholeStock = z.number().int().min(0).max(9_999_999);
const optionalDate = isoDate.nullable();

export const stockRow = z.object({ articleCode, stock: wholeStock });
export const productRow = z.object({
  articleCode,
  description: z.string().trim().min(1).max(200),
  /** Minor units of the vendor's currency. */
  price: z.number().int().min(0).max(1_000_000_000_000),
  salesUnit: z.string().trim().regex(/^[A-Za-z0-9]{1,10}$/).transform((s) => s.toUpperCase()),
  uomConverter: z.number().int().min(1).max(100_000),
  stock: wholeStock,
});
export const attributeRow = z
  .object({ articleCode, sorg, orderFlag: z.boolean(), newArrivalFrom: optionalDate, newArrivalTo: optionalDate, newArrivalActive: z.boolean() })
  .refine((r) => r.newArrivalFrom === null || r.newArrivalTo === null || r.newArrivalFrom <= r.newArrivalTo, { error: 'validation.from_to', path: ['newArrivalTo'] });
export const deleteRow = z.object({ articleCode, sorg });
/** A blank limit removes it: the article may then be ordered in any quantity. */
export const orderLimitRow = z.object({ articleCode, orderLimit: z.number().int().min(1).max(1_000_000).nullable() });

export const ROW_SCHEMAS = { stock: stockRow, products: productRow, attributes: attributeRow, delete: deleteRow, order_limits: orderLimitRow } as const;
export type MaintenanceRow<K extends MaintenanceKind> = z.output<(typeof ROW_SCHEMAS)[K]>;
export type AnyMaintenanceRow = MaintenanceRow<MaintenanceKind>;

const batchOf = <K extends MaintenanceKind>(kind: K) =>
  z.object({ kind: z.literal(kind), index: z.number().int().min(0).max(10_000), rows: z.array(ROW_SCHEMAS[kind]).min(1).max(ARTICLE_BATCH_SIZE) });

/** One batch of a vendor run: POST /api/third-party/maintenance/batches. */
export const vendorBatchSchema = z.discriminatedUnion('kind', [batchOf('stock'), batchOf('products'), batchOf('attributes'), batchOf('delete')]);
export type VendorBatch = z.infer<typeof vendorBatchSchema>;

/** One batch of order limits: POST /api/article-maintenance/order-limits. */
export const orderLimitBatchSchema = batchOf('order_limits');
export type OrderLimitBatch = z.infer<typeof orderLimitBatchSchema>;

export const maintenanceKind = z.enum(MAINTENANCE_KINDS);

/** Article tags of one category set on many articles: PUT /api/article-maintenance/tags. */
export const articleTagsSchema = z.object({
  category: z.string().trim().regex(/^[a-z0-9_]{1,40}$/, { error: 'third_party.tag_category_invalid' }),
  tags: z.array(z.string().trim().regex(/^[a-z0-9_]{1,40}$/, { error: 'third_party.tag_invalid' })).max(20),
  articleCodes: z.array(articleCode).min(1, { error: 'validation.required' }).max(ARTICLE_BATCH_SIZE),
});
export type ArticleTagsInput = z.infer<typeof articleTagsSchema>;
