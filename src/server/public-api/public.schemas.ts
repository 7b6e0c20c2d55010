// The public API's documented shapes (OpenAPI components). Inputs that the portal already validates
// reuse the portal's schemas (src/domain/cart/cart.schema.ts); answers are stable public views of
// the portal's services, so the portal's internal shapes can change without breaking a shop system.
// Amounts are integer minor units of `currency` (decimalPrecision says where the point goes).
import { z } from '@hono/zod-openapi';
import { cartRemoveSchema, cartUpdateSchema, checkoutSchema, idempotencyKeySchema } from '../../domain/cart/cart.schema';

const minor = z.number().int().openapi({ description: 'Integer minor units of the currency' });
const isoDate = z.string().openapi({ description: 'ISO date YYYY-MM-DD', example: '2026-12-01' });

export const ErrorSchema = z
  .object({
    error: z.object({
      code: z.string().openapi({ example: 'VALIDATION' }),
      message: z.string(),
      messageKey: z.string(),
      issues: z
        .array(
          z.object({
            path: z.string().openapi({ description: 'The field, dot-separated (`lines.0.qty`)', example: 'lines.0.qty' }),
            message: z.string().openapi({ description: "What is wrong, in the answer's language, to show as it is", example: '*Must Be Numeric' }),
            messageKey: z.string().optional().openapi({ description: 'A stable key of the message, to tell issues apart', example: 'validation.numeric' }),
            text: z.string().optional().openapi({ description: 'The same words as `message` (kept for clients of the first release)' }),
          }),
        )
        .optional(),
    }),
  })
  .openapi('Error');

export const StockSchema = z
  .object({
    available: z.number().int(),
    status: z.string().openapi({ description: 'in_stock, low_stock, out_of_stock, ...' }),
    nextArrival: isoDate.nullable(),
    nextArrivalQty: z.number().int().nullable(),
  })
  .openapi('Stock');

export const PriceSchema = z
  .object({ dealer: minor, retail: minor.nullable(), currency: z.string(), decimalPrecision: z.number().int() })
  .openapi('Price', { description: "The dealer's own price (its customer's conditions) and the recommended retail price" });

export const DiscountTierSchema = z
  .object({ type: z.string(), term: z.string(), qty: z.number().int(), uom: z.string(), value: z.number(), unitPrice: minor })
  .openapi('DiscountTier');

export const ProductSchema = z
  .object({
    articleCode: z.string(),
    slug: z.string(),
    name: z.string(),
    type: z.string(),
    brand: z.string(),
    model: z.string(),
    modelYear: z.number().int().nullable(),
    colour: z.string().nullable(),
    frameSize: z.string().nullable(),
    wheelSize: z.string().nullable(),
    uom: z.string(),
    orderLimit: z.number().int().nullable(),
    sorg: z.string().nullable(),
    price: PriceSchema.nullable(),
    discountTiers: z.array(DiscountTierSchema),
    stock: StockSchema,
  })
  .openapi('Product');

export const ProductPageSchema = z
  .object({ data: z.array(ProductSchema), page: z.number().int(), limit: z.number().int(), total: z.number().int() })
  .openapi('ProductPage');

export const ProductDetailSchema = z
  .object({
    data: z.object({
      slug: z.string(),
      name: z.string(),
      description: z.string().nullable(),
      brand: z.string(),
      model: z.string(),
      images: z.array(z.string()),
      specifications: z.array(z.object({ group: z.string(), name: z.string(), value: z.string() })),
      variants: z.array(ProductSchema),
    }),
  })
  .openapi('ProductDetail');

export const CartSchema = z
  .object({
    lines: z.array(
      z.object({
        articleCode: z.string(),
        sorg: z.string(),
        name: z.string(),
        qty: z.number().int(),
        currency: z.string(),
        unitPrice: minor.nullable(),
        amount: minor.nullable(),
        available: z.number().int(),
      }),
    ),
    totals: z.array(z.object({ sorg: z.string(), currency: z.string(), qty: z.number().int(), amount: minor, decimalPrecision: z.number().int() })),
    totalQty: z.number().int(),
    totalProducts: z.number().int(),
  })
  .openapi('Cart');

export const LineErrorSchema = z.object({ articleCode: z.string(), sorg: z.string().nullable(), code: z.string(), message: z.string() }).openapi('LineError');

export const CartAnswerSchema = z.object({ data: CartSchema, lineErrors: z.array(LineErrorSchema) }).openapi('CartAnswer');

export const PaymentTermSchema = z
  .object({
    code: z.string().openapi({ example: 'N030' }),
    description: z.string().openapi({ description: "The ERP's own wording", example: '30 days net' }),
    kind: z.string().openapi({ description: 'credit, prepayment or cash_on_delivery' }),
    netDays: z.number().int().nullable(),
    discountDays: z.number().int().nullable(),
    discountPercent: z.number().nullable(),
  })
  .openapi('PaymentTerm');

export const OrderSchema = z
  .object({
    orderNumber: z.string(),
    poNumber: z.string().nullable(),
    orderType: z.string().openapi({ description: 'OR (standard order), PO (pre-order), CF (consignment fill-up) or PRE (pre-season order)', example: 'OR' }),
    paymentTerm: PaymentTermSchema.nullable().openapi({ description: 'The term of payment the order was placed with; null for a pre-season order (its dating terms decide) and for orders from before terms.' }),
    invoiceDueDate: isoDate.nullable().openapi({ description: "Dating terms of a pre-season order: the day its invoices fall due, whatever the customer's usual term. Null for every other order.", example: '2027-05-02' }),
    sorg: z.string(),
    currency: z.string(),
    amount: minor,
    qty: z.number().int(),
    requestDeliveryDate: isoDate,
    createdAt: z.string(),
    lines: z.array(
      z.object({ lineNo: z.number().int(), articleCode: z.string(), qty: z.number().int(), openQty: z.number().int(), price: minor, status: z.string(), backorderExpectedArrival: isoDate.nullable() }),
    ),
  })
  .openapi('OpenOrder');

export const DeliverySchema = z
  .object({
    doNumber: z.string(),
    trackingNo: z.string().nullable(),
    status: z.string(),
    sorg: z.string(),
    estimatedDeliveryDate: isoDate,
    deliveryDate: isoDate.nullable(),
    lines: z.array(z.object({ orderNo: z.string(), articleCode: z.string(), qty: z.number().int(), price: minor, currency: z.string() })),
  })
  .openapi('Delivery');

export const OpenOrdersSchema = z
  .object({ data: z.array(z.object({ company: z.string(), currency: z.string(), orders: z.array(OrderSchema), deliveries: z.array(DeliverySchema) })) })
  .openapi('OpenOrders');

export const InvoiceSchema = z
  .object({
    invoiceNo: z.string(),
    assignment: z.string(),
    status: z.string(),
    sorg: z.string(),
    amount: minor.openapi({ description: 'Positive: payable; negative: a credit note' }),
    currency: z.string(),
    documentDate: isoDate,
    dueDate: isoDate,
    overdue: z.boolean(),
    overdueDays: z.number().int(),
  })
  .openapi('Invoice');

export const OpenInvoicesSchema = z
  .object({ data: z.array(z.object({ company: z.string(), name: z.string(), currency: z.string(), invoices: z.array(InvoiceSchema) })) })
  .openapi('OpenInvoices');

export const PlacedOrdersSchema = z
  .object({ data: z.object({ orders: z.array(z.object({ orderNumber: z.string(), sorg: z.string(), currency: z.string(), amount: minor, qty: z.number().int() })) }) })
  .openapi('PlacedOrders');

// Inputs
/** A whole number from 1 to `max` in a query string, each refusal with the catalogue's words. */
const whole = (max: number) =>
  z.coerce.number({ error: 'validation.numeric' }).int({ error: 'validation.numeric' }).min(1, { error: 'validation.min_value' }).max(max, { error: 'validation.max_value' });
export const productSearchQuery = z.object({
  search: z.string().trim().max(100).optional().openapi({ description: 'Words of the name, an article code or a model', example: 'helmet' }),
  category: z.enum(['Bike', 'PAA', 'Groupset']).optional(),
  inStock: z.enum(['true', 'false']).optional().openapi({ description: 'Only articles with available stock' }),
  page: whole(1000).default(1),
  limit: whole(100).default(25),
});
export const slugParams = z.object({ slug: z.string().regex(/^[a-z0-9][a-z0-9-]{0,120}$/).openapi({ param: { name: 'slug', in: 'path' }, example: 'trail-helmet' }) });
// The portal's own input schemas, as they are: they were made before zod was extended for OpenAPI,
// so they carry no `.openapi()` names and appear inline in the document.
export const cartLinesBody = cartUpdateSchema;
export const cartLineQuery = cartRemoveSchema;
export const checkoutBody = checkoutSchema;
export const checkoutHeaders = z.object({
  'idempotency-key': idempotencyKeySchema.meta({ description: 'Your own unique key per order (16-80 of A-Z a-z 0-9 _ -); a retry with the same key places no second order', example: '7f0c1a52-3d1e-4b8e-9a51-0c2b4f1d8e77' }),
});
