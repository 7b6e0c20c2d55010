// Every status and type value the upstream contract (upstream/schema.graphql) allows, with the
// locales key of its label. tests/unit/status-labels.test.ts walks the contract's descriptions, so
// a value the contract adds without a label here, or without a text in a locale file, fails a test.
// A value outside the list still gets a readable label (readableValue), never a raw key.
import { DOWNLOAD_STATUSES } from './download-area';
import { RETAIL_STATUSES } from './frames';
import { ORDER_STATUSES, PAYMENT_STATUSES } from './orders/order-status.rules';
import { TP_LINE_STATUSES, TP_ORDER_STATUSES } from './third-party/third-party.rules';
import { CC_SHIPMENTS, CC_STATUSES } from './click-collect/click-collect.rules';
import { ATTACHMENT_KINDS } from './claims/attachment.rules';
import { CLAIM_STATUS_CODE } from './claims/claim-status';

export const ORDER_LINE_STATUSES = ['open', 'backorder', 'delivering', 'delivered', 'cancelled'] as const;
/** Standard order, pre-order, consignment fill-up (docs/requirements.md#orders, CF), pre-season order (decision 0081). */
export const ORDER_TYPES = ['OR', 'PO', 'CF', 'PRE'] as const;
export const DELIVERY_STATUSES = ['open', 'shipped'] as const;
export const PAYMENT_REQUEST_STATUSES = ['pending', 'paid', 'void', 'expired'] as const;

export const STATUS_VOCABULARIES = {
  orderLineStatus: { prefix: 'orders.line_status', values: ORDER_LINE_STATUSES },
  orderStatus: { prefix: 'orders.status', values: ORDER_STATUSES },
  orderPaymentStatus: { prefix: 'orders.payment_status', values: PAYMENT_STATUSES },
  orderType: { prefix: 'orders.order_type', values: ORDER_TYPES },
  deliveryStatus: { prefix: 'orders.delivery_status', values: DELIVERY_STATUSES },
  paymentRequestStatus: { prefix: 'payment.request_status', values: PAYMENT_REQUEST_STATUSES },
  retailSalesStatus: { prefix: 'retail_sales.status', values: RETAIL_STATUSES },
  downloadStatus: { prefix: 'download_area.status', values: DOWNLOAD_STATUSES },
  thirdPartyLineStatus: { prefix: 'third_party.line_status', values: TP_LINE_STATUSES },
  thirdPartyOrderStatus: { prefix: 'third_party.order_status', values: TP_ORDER_STATUSES },
  clickCollectStatus: { prefix: 'click_collect.status', values: CC_STATUSES },
  clickCollectShipment: { prefix: 'click_collect.shipment', values: CC_SHIPMENTS },
  claimStatus: { prefix: 'claims.status', values: Object.values(CLAIM_STATUS_CODE) },
  claimDocType: { prefix: 'claims.doc_type', values: ATTACHMENT_KINDS },
} as const;

export type StatusVocabulary = keyof typeof STATUS_VOCABULARIES;

const slug = (value: string): string => value.trim().toLowerCase().replace(/[\s-]+/g, '_');

/** The locales key of a value, e.g. `orders.status.on_processing`. */
export function statusLabelKey(vocabulary: StatusVocabulary, value: string): string {
  return `${STATUS_VOCABULARIES[vocabulary].prefix}.${slug(value)}`;
}

/** A value without a label, as a person reads it: "on_hold" becomes "On hold". */
export function readableValue(value: string): string {
  const words = value.trim().replace(/[_-]+/g, ' ').replace(/\s+/g, ' ');
  if (words === '') return '–';
  // Codes in capitals (OR, ZB) stay as they are.
  return words === words.toUpperCase() ? words : words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}
