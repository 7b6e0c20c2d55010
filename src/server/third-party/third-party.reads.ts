// Upstream reads of the third-party screens, always for a customer the caller may act for.
import type { TpCatalogQuery, TpOrdersQuery } from '../../domain/third-party/third-party.schema';
import type { UpstreamClient } from '../upstream';
import {
  CartThirdPartyDocument,
  CustVendorThirdPartyAddressDocument,
  OrderThirdPartiesDocument,
  ProductThirdPartiesDocument,
  ShiptoV2Document,
  VendorThirdPartiesDocument,
  type CartThirdPartyQuery,
  type OrderThirdPartiesQuery,
  type ProductThirdPartiesQuery,
  type ShiptoV2Query,
  type VendorThirdPartiesQuery,
} from '../upstream/generated';
import { byVendor } from '../../domain/third-party/third-party.rules';

export type TpProductPage = ProductThirdPartiesQuery['productThirdParties'];
export type TpProduct = TpProductPage['data'][number];
export type TpCartLine = CartThirdPartyQuery['cartThirdParty'][number];
export type TpVendor = VendorThirdPartiesQuery['vendorThirdParties'][number];
export type TpOrderPage = OrderThirdPartiesQuery['orderThirdParties'];
export type TpOrder = TpOrderPage['data'][number];
export type ShipTo = ShiptoV2Query['shiptoV2'][number];

export interface TpCartGroup {
  vendor: TpVendor;
  /** The vendor's own address (custVendorThirdPartyAddress), shown as where the goods come from. */
  from: string | null;
  lines: TpCartLine[];
  total: number;
  currency: string;
}

export async function readTpProducts(upstream: UpstreamClient, custCode: string, query: TpCatalogQuery): Promise<TpProductPage> {
  const { productThirdParties } = await upstream.request(ProductThirdPartiesDocument, {
    custCode, search: query.q ?? null, withStock: query.inStock ? true : null, vendorId: query.vendor ?? null, page: query.page, limit: query.limit,
  });
  return productThirdParties;
}

export async function readTpVendors(upstream: UpstreamClient, custCode: string): Promise<TpVendor[]> {
  return (await upstream.request(VendorThirdPartiesDocument, { custCode })).vendorThirdParties;
}

export async function readTpCartLines(upstream: UpstreamClient, custCode: string): Promise<TpCartLine[]> {
  return (await upstream.request(CartThirdPartyDocument, { custCode })).cartThirdParty;
}

/** The cart split per vendor: each group is checked out on its own. */
export async function readTpCart(upstream: UpstreamClient, custCode: string): Promise<TpCartGroup[]> {
  const [lines, vendors] = await Promise.all([readTpCartLines(upstream, custCode), readTpVendors(upstream, custCode)]);
  const known = new Map(vendors.map((v) => [v.id, v]));
  const groups = byVendor(lines).flatMap(({ vendorId, lines: group }) => {
    const vendor = known.get(vendorId);
    return vendor ? [{ vendor, lines: group }] : [];
  });
  return Promise.all(groups.map(async ({ vendor, lines: group }) => {
    const { custVendorThirdPartyAddress } = await upstream.request(CustVendorThirdPartyAddressDocument, { vendorId: vendor.id });
    return { vendor, from: custVendorThirdPartyAddress?.address ?? null, lines: group, total: group.reduce((s, l) => s + l.price * l.qty, 0), currency: vendor.currency };
  }));
}

export async function readShipTos(upstream: UpstreamClient, custCode: string): Promise<ShipTo[]> {
  return (await upstream.request(ShiptoV2Document, { custCode })).shiptoV2;
}

export async function readTpOrders(upstream: UpstreamClient, custCode: string, query: TpOrdersQuery): Promise<TpOrderPage> {
  const { orderThirdParties } = await upstream.request(OrderThirdPartiesDocument, {
    custCode, page: query.page, limit: query.limit, filter: { search: query.q ?? null, status: query.status ?? null },
  });
  return orderThirdParties;
}
