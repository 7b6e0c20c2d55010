// The open order spreadsheet (.xlsx): one row per open order line, every company of the customer,
// with each order's terms (a pre-season order's dating terms and the day its invoices fall due).
import { exportFileName, toUnits } from '../../domain/orders';
import type { Translate } from '../i18n';
import { statusLabel } from '../status-label';
import { orderTermsText } from './order-terms';
import type { OpenOrderCompany } from './orders.reads';
import { writeXlsx, type SheetRow, type SpreadsheetFile } from '../spreadsheet/xlsx';

const HEADER_KEYS = [
  'orders.company',
  'orders.so_number',
  'orders.order_number',
  'orders.po_number',
  'orders.type',
  'orders.request_delivery_date',
  'orders.payment_term',
  'orders.invoice_due_date',
  'orders.line',
  'orders.article',
  'orders.qty',
  'orders.open_qty',
  'orders.price',
  'orders.currency',
  'orders.line_status',
  'orders.expected_arrival',
] as const;

export function openOrderRows(companies: readonly OpenOrderCompany[], t: Translate): SheetRow[] {
  const rows: SheetRow[] = [HEADER_KEYS.map((key) => t(key))];
  for (const { company, orders } of companies) {
    for (const order of orders) {
      for (const line of order.lines) {
        rows.push([
          company.code,
          order.soNumber,
          order.orderNumber,
          order.poNumber ?? '',
          statusLabel(t, 'orderType', order.orderType),
          order.requestDeliveryDate.date,
          orderTermsText(t, order),
          order.invoiceDueDate?.date ?? '',
          line.lineNo,
          line.articleCode,
          line.qty,
          line.openQty,
          toUnits(line.price, line.currency),
          line.currency,
          statusLabel(t, 'orderLineStatus', line.status),
          line.backorderExpectedArrival?.date ?? '',
        ]);
      }
    }
  }
  return rows;
}

export async function exportOpenOrders(companies: readonly OpenOrderCompany[], t: Translate, now: Date): Promise<SpreadsheetFile> {
  return { name: exportFileName(now), bytes: await writeXlsx(t('orders.open_orders'), openOrderRows(companies, t)) };
}
