// /api/public/v1: the versioned JSON API for shop systems (decisions 0075-0077). Another
// door to the portal's own services and rules: the same catalogue, cart, checkout (idempotent, one
// key store), orders and invoices, behind an API key instead of a session.
import { z } from '@hono/zod-openapi';
import { ORDER_SCOPE } from '../../domain/public-api/api-key.rules';
import { readCart, removeLine, updateCart } from '../cart/cart.service';
import { placeOrder } from '../cart/checkout.service';
import { cartPaymentTerms } from '../cart/payment-terms.service';
import { viewerOf } from '../catalog/catalog.context';
import { productDetail } from '../catalog/catalog.service';
import { readOpenInvoices } from '../invoices/invoices.reads';
import { readOpenOrdersCached } from '../orders/orders.reads';
import { searchProducts } from '../public-api/catalog.reads';
import { BODY_ERRORS, COMMON_ERRORS, createPublicApp, operation } from '../public-api/public.openapi';
import { referencePage } from '../public-api/reference-page';
import { CART_LINES_EXAMPLE, CHECKOUT_EXAMPLE, CheckoutTermsSchema, ShipTosSchema } from '../public-api/checkout-data.schemas';
import { checkoutTermsView, shipToView } from '../public-api/checkout-data.views';
import { translator } from '../i18n';
import { ShiptoV2Document } from '../upstream/generated';
import * as S from '../public-api/public.schemas';
import { cartView, lineErrorView, openInvoicesView, openOrdersView, placedOrdersView, productDetailView, productView } from '../public-api/public.views';
import { readCustomer } from '../shell/shell.reads';
import { ApiError } from './errors';
import { requestHost } from './request-host';
import { requestLocale } from './request-locale';

const json = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: { 'application/json': { schema } } });
const CATALOG = ['page.catalog'];

const searchRoute = operation(
  { method: 'get', path: '/products', tags: ['Catalogue'], summary: 'Search the catalogue', description: "Articles with the dealer's own price and stock, paged.", request: { query: S.productSearchQuery }, responses: { 200: json(S.ProductPageSchema, 'One page of articles'), ...COMMON_ERRORS } },
  CATALOG,
);
const productRoute = operation(
  { method: 'get', path: '/products/{slug}', tags: ['Catalogue'], summary: 'A product with its variants', request: { params: S.slugParams }, responses: { 200: json(S.ProductDetailSchema, 'The product'), 404: json(S.ErrorSchema, 'No such product'), ...COMMON_ERRORS } },
  CATALOG,
);
const cartRoute = operation({ method: 'get', path: '/cart', tags: ['Cart'], summary: 'Read the cart', responses: { 200: json(z.object({ data: S.CartSchema }), 'The cart, priced by the portal'), ...COMMON_ERRORS } }, [ORDER_SCOPE]);
const cartLinesRoute = operation(
  {
    method: 'put',
    path: '/cart/lines',
    tags: ['Cart'],
    summary: 'Add articles or change quantities',
    description: '`mode: add` adds to the quantity in the cart, `mode: set` (default) sets it. Lines the portal refuses (stock, order limit) come back in `lineErrors` with status 422; the others are taken.',
    request: { body: { required: true, content: { 'application/json': { schema: S.cartLinesBody, example: CART_LINES_EXAMPLE } } } },
    responses: { 200: json(S.CartAnswerSchema, 'Every line taken'), 422: json(S.CartAnswerSchema, 'Some lines refused; the cart as it now stands'), ...COMMON_ERRORS, ...BODY_ERRORS },
  },
  [ORDER_SCOPE],
);
const removeLineRoute = operation(
  { method: 'delete', path: '/cart/lines', tags: ['Cart'], summary: 'Remove an article from the cart', request: { query: S.cartLineQuery }, responses: { 200: json(S.CartAnswerSchema, 'The cart without the line'), 422: json(S.CartAnswerSchema, 'The line could not be removed'), ...COMMON_ERRORS } },
  [ORDER_SCOPE],
);
const checkoutRoute = operation(
  {
    method: 'post',
    path: '/checkout',
    tags: ['Orders'],
    summary: 'Order the cart',
    description:
      'Places one order per company in the cart. `shipto` is the `id` of one of GET /ship-tos, `paymentId` the `paymentId` of one of GET /payment-terms (read after the cart is filled: the terms depend on its companies). Send your own `Idempotency-Key`: a retry with the same key and body answers with the same orders (header `Idempotent-Replayed: true`) and places nothing new.',
    request: { headers: S.checkoutHeaders, body: { required: true, content: { 'application/json': { schema: S.checkoutBody, example: CHECKOUT_EXAMPLE } } } },
    responses: {
      201: json(S.PlacedOrdersSchema, 'The orders placed'),
      409: json(S.ErrorSchema, 'The key was used for a different order'),
      422: json(S.ErrorSchema, 'The cart cannot be ordered (empty, stock, credit, payment term)'),
      ...COMMON_ERRORS,
      ...BODY_ERRORS,
    },
  },
  [ORDER_SCOPE],
);
const shipTosRoute = operation(
  { method: 'get', path: '/ship-tos', tags: ['Orders'], summary: 'Delivery addresses', description: "The customer's delivery addresses; send one's `id` as `shipto` in POST /checkout.", responses: { 200: json(ShipTosSchema, 'The delivery addresses, the preselected one marked'), ...COMMON_ERRORS } },
  [ORDER_SCOPE],
);
const paymentTermsRoute = operation(
  {
    method: 'get',
    path: '/payment-terms',
    tags: ['Orders'],
    summary: 'Terms of payment for the cart',
    description: "The terms POST /checkout takes for the cart as it stands; send one's `paymentId`. Descriptions are in the site's language (`?locale=` picks another of the site's languages).",
    responses: { 200: json(CheckoutTermsSchema, 'The terms, the preselected one marked'), ...COMMON_ERRORS },
  },
  [ORDER_SCOPE],
);
const ordersRoute = operation(
  { method: 'get', path: '/orders/open', tags: ['Orders'], summary: 'Open orders and their deliveries', responses: { 200: json(S.OpenOrdersSchema, 'Open orders per company with their deliveries'), ...COMMON_ERRORS } },
  ['page.order-status'],
);
const invoicesRoute = operation(
  { method: 'get', path: '/invoices/open', tags: ['Invoices'], summary: 'Open invoices', responses: { 200: json(S.OpenInvoicesSchema, 'Open invoices and credit notes per company'), ...COMMON_ERRORS } },
  ['page.invoice-status'],
);

const app = createPublicApp();

export const publicV1Routes = app
  .openapi(searchRoute, async (c) => {
    const q = c.req.valid('query');
    const result = await searchProducts(c.var.services.upstream, viewerOf(requestHost(c), c.var.actingCustomer), q, c.req.raw.signal);
    return c.json({ data: result.items.map(productView), page: q.page, limit: q.limit, total: result.total }, 200);
  })
  .openapi(productRoute, async (c) => {
    const product = await productDetail(c.var.services.upstream, viewerOf(requestHost(c), c.var.actingCustomer), c.req.valid('param').slug);
    if (!product) throw new ApiError(404, 'PRODUCT_NOT_FOUND', 'Product not found', 'catalog.not_found');
    return c.json({ data: productDetailView(product) }, 200);
  })
  .openapi(cartRoute, async (c) => c.json({ data: cartView(await readCart(c.var.services.upstream, c.var.actingCustomer.r3)) }, 200))
  .openapi(cartLinesRoute, async (c) => {
    const result = await updateCart(c.var.services.upstream, c.var.actingCustomer.r3, c.req.valid('json'));
    const body = { data: cartView(result.cart), lineErrors: result.errors.map(lineErrorView) };
    return result.errors.length === 0 ? c.json(body, 200) : c.json(body, 422);
  })
  .openapi(removeLineRoute, async (c) => {
    const { articleCode, sorg } = c.req.valid('query');
    const result = await removeLine(c.var.services.upstream, c.var.actingCustomer.r3, articleCode, sorg);
    const body = { data: cartView(result.cart), lineErrors: result.errors.map(lineErrorView) };
    return result.errors.length === 0 ? c.json(body, 200) : c.json(body, 422);
  })
  .openapi(checkoutRoute, async (c) => {
    const host = requestHost(c);
    if (!host.canCheckout) throw new ApiError(403, 'CHECKOUT_DISABLED', 'Checkout is not available on this site', 'cart.checkout_disabled');
    const { services, actingCustomer, apiKey } = c.var;
    const customer = await readCustomer(services, actingCustomer).catch(() => null);
    // The key, not its creator, owns the idempotency scope: two shop systems never share keys.
    const actor = { userId: `api-key-${apiKey.id}`, custCode: actingCustomer.r3, email: customer?.custEmail ?? null, host, locale: requestLocale(c) };
    const outcome = await placeOrder(services, actor, c.req.valid('header')['idempotency-key'], c.req.valid('json'));
    if (outcome.kind === 'conflict') throw new ApiError(409, 'IDEMPOTENCY_CONFLICT', 'This key was used for a different order', 'api.error.idempotency_conflict');
    if (outcome.kind === 'refused') {
      const r = outcome.refusal;
      throw new ApiError(422, r.code, r.message, r.messageKey, r.issues);
    }
    if (outcome.replayed) c.header('Idempotent-Replayed', 'true');
    return c.json({ data: { orders: placedOrdersView(outcome.orders) } }, 201);
  })
  .openapi(shipTosRoute, async (c) => {
    const { shiptoV2 } = await c.var.services.upstream.request(ShiptoV2Document, { custCode: c.var.actingCustomer.r3 });
    return c.json({ data: shiptoV2.map(shipToView) }, 200);
  })
  .openapi(paymentTermsRoute, async (c) => {
    const terms = await cartPaymentTerms(c.var.services.upstream, c.var.actingCustomer.r3);
    return c.json({ data: checkoutTermsView(terms, translator(requestLocale(c))) }, 200);
  })
  .openapi(ordersRoute, async (c) => c.json({ data: openOrdersView(await readOpenOrdersCached(c.var.services, c.var.actingCustomer)) }, 200))
  .openapi(invoicesRoute, async (c) => c.json({ data: openInvoicesView(await readOpenInvoices(c.var.services.upstream, c.var.actingCustomer, undefined, c.req.raw.signal)) }, 200));

let document: ReturnType<typeof app.getOpenAPI31Document> | undefined;

/** The OpenAPI 3.1 document, generated once from the routes' schemas. */
export function publicApiDocument() {
  document ??= app.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'Spoke public API',
      version: '1.0.0',
      description:
        "For shop systems (tills, web shops) of a dealer: the catalogue with the dealer's prices and stock, the cart, ordering, open orders, deliveries and open invoices. Every request carries an API key that the dealer creates in the portal.\n\nTo order: put lines in the cart (PUT /cart/lines), read the delivery addresses (GET /ship-tos) and the terms of payment the cart allows (GET /payment-terms), then POST /checkout with one of each and your own Idempotency-Key.\n\nTexts in answers, error messages included, are in the site's language; `?locale=` picks another language of the site. An invalid input answers 400 with one issue per field: `message` is the words to show, `messageKey` a stable key to tell issues apart.",
    },
    servers: [{ url: '/api/public/v1' }],
  });
  return document;
}

// The document and its reference page are public: a developer reads them before holding a key.
app.get('/openapi.json', (c) => {
  c.header('Cache-Control', 'public, max-age=300');
  return c.json(publicApiDocument(), 200);
});
app.get('/reference', (c) => {
  c.header('Cache-Control', 'public, max-age=300');
  return c.html(referencePage(publicApiDocument()), 200);
});
