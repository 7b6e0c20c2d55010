// Public views of the portal's service answers: what the OpenAPI document promises, no more.
import type { z } from '@hono/zod-openapi';
import type { CartView, LineError } from '../cart/cart.service';
import type { PlacedOrder } from '../cart/checkout.service';
import type { CatalogProduct, ProductDetail } from '../catalog/catalog.service';
import type { OpenInvoiceCompany } from '../invoices/invoices.reads';
import type { Delivery, OpenOrderCompany } from '../orders/orders.reads';
import type { CartSchema, DeliverySchema, InvoiceSchema, LineErrorSchema, OpenOrdersSchema, OpenInvoicesSchema, ProductDetailSchema, ProductSchema } from './public.schemas';

type Out<T extends z.ZodType> = z.output<T>;

export function productView(p: CatalogProduct): Out<typeof ProductSchema> {
  return {
    articleCode: p.article_code,
    slug: p.slug,
    name: p.name,
    type: p.type,
    brand: p.brand,
    model: p.model,
    modelYear: p.modelYear,
    colour: p.colour,
    frameSize: p.frameSize,
    wheelSize: p.wheelSize,
    uom: p.uom,
    orderLimit: p.orderLimit,
    sorg: p.sorg,
    price: p.price ? { dealer: p.price.dealer, retail: p.price.retail, currency: p.price.currency, decimalPrecision: p.price.decimal_precission } : null,
    discountTiers: p.discount.flatMap((d) => d.detail),
    stock: { available: p.stock.available, status: p.stock.status, nextArrival: p.stock.nextArrival, nextArrivalQty: p.stock.nextArrivalQty },
  };
}

export function productDetailView(p: ProductDetail): Out<typeof ProductDetailSchema>['data'] {
  return {
    slug: p.slug,
    name: p.name,
    description: p.description,
    brand: p.brand,
    model: p.model,
    images: p.images,
    specifications: p.specifications,
    variants: p.variants.map(productView),
  };
}

export function cartView(cart: CartView): Out<typeof CartSchema> {
  return {
    lines: cart.lines.map((l) => ({ articleCode: l.articleCode, sorg: l.sorg, name: l.name, qty: l.qty, currency: l.currency, unitPrice: l.unitPrice, amount: l.amount, available: l.available })),
    totals: cart.totals.map((t) => ({ sorg: t.sorg, currency: t.currency, qty: t.qty, amount: t.amount, decimalPrecision: t.decimalPrecision })),
    totalQty: cart.totalQty,
    totalProducts: cart.totalProducts,
  };
}

export const lineErrorView = (e: LineError): Out<typeof LineErrorSchema> => ({ articleCode: e.articleCode, sorg: e.sorg, code: e.code, message: e.message });

function deliveryView(d: Delivery): Out<typeof DeliverySchema> {
  return {
    doNumber: d.doNumber,
    trackingNo: d.trackingNo,
    status: d.status,
    sorg: d.sorg,
    estimatedDeliveryDate: d.estimatedDeliveryDate.date,
    deliveryDate: d.deliveryDate?.date ?? null,
    lines: d.detail.map((l) => ({ orderNo: l.orderNo, articleCode: l.articleCode, qty: l.orderQty, price: l.price, currency: l.currency })),
  };
}

export function openOrdersView(companies: readonly OpenOrderCompany[]): Out<typeof OpenOrdersSchema>['data'] {
  return companies.map((c) => ({
    company: c.company.code,
    currency: c.company.currency,
    orders: c.orders.map((o) => ({
      orderNumber: o.orderNumber,
      poNumber: o.poNumber,
      orderType: o.orderType,
      paymentTerm: o.paymentTerm ? { code: o.paymentTerm.code, description: o.paymentTerm.description, kind: o.paymentTerm.kind, netDays: o.paymentTerm.netDays ?? null, discountDays: o.paymentTerm.discountDays ?? null, discountPercent: o.paymentTerm.discountPercent ?? null } : null,
      invoiceDueDate: o.invoiceDueDate?.date ?? null,
      sorg: o.sorg,
      currency: o.currency,
      amount: o.price,
      qty: o.qty,
      requestDeliveryDate: o.requestDeliveryDate.date,
      createdAt: o.createdAt,
      lines: o.lines.map((l) => ({ lineNo: l.lineNo, articleCode: l.articleCode, qty: l.qty, openQty: l.openQty, price: l.price, status: l.status, backorderExpectedArrival: l.backorderExpectedArrival?.date ?? null })),
    })),
    deliveries: c.deliveries.map(deliveryView),
  }));
}

export function openInvoicesView(companies: readonly OpenInvoiceCompany[]): Out<typeof OpenInvoicesSchema>['data'] {
  return companies.map((c) => ({
    company: c.company.code,
    name: c.company.name,
    currency: c.company.currency,
    invoices: c.rows.map(
      (r): Out<typeof InvoiceSchema> => ({
        invoiceNo: r.invoiceNo,
        assignment: r.assignment,
        status: r.status,
        sorg: r.sorg,
        amount: r.amount,
        currency: r.currency,
        documentDate: r.documentDate,
        dueDate: r.dueDate,
        overdue: r.overdue,
        overdueDays: r.overdueDays,
      }),
    ),
  }));
}

export const placedOrdersView = (orders: readonly PlacedOrder[]) => orders.map((o) => ({ orderNumber: o.orderNumber, sorg: o.sorg, currency: o.currency, amount: o.amount, qty: o.qty }));
