// The open order spreadsheet (.xlsx): one row per open order line, every company of the customer.
import writeXlsxFile, { type Row } from 'write-excel-file/universal';
import { exportFileName, toUnits } from '../../domain/orders';
import { isMessageKey, type Translate } from '../i18n';
import type { OpenOrderCompany } from './orders.reads';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const HEADER_KEYS = [
  'orders.company',
  'orders.so_number',
  'orders.order_number',
  'orders.po_number',
  'orders.type',
  'orders.request_delivery_date',
  'orders.line',
  'orders.article',
  'orders.qty',
  'orders.open_qty',
  'orders.price',
  'orders.currency',
  'orders.line_status',
  'orders.expected_arrival',
] as const;

const lineStatus = (t: Translate, status: string): string => {
  const key = `orders.line_status.${status}`;
  return isMessageKey(key) ? t(key) : status;
};

export function openOrderRows(companies: readonly OpenOrderCompany[], t: Translate): Row[] {
  const header: Row = HEADER_KEYS.map((key) => ({ value: t(key), fontWeight: 'bold' }));
  const rows: Row[] = [header];
  for (const { company, orders } of companies) {
    for (const order of orders) {
      for (const line of order.lines) {
        rows.push([
          company.code,
          order.soNumber,
          order.orderNumber,
          order.poNumber ?? '',
          order.orderType,
          order.requestDeliveryDate.date,
          line.lineNo,
          line.articleCode,
          line.qty,
          line.openQty,
          toUnits(line.price, line.currency),
          line.currency,
          lineStatus(t, line.status),
          line.backorderExpectedArrival?.date ?? '',
        ]);
      }
    }
  }
  return rows;
}

export interface SpreadsheetFile {
  name: string;
  bytes: Uint8Array;
}

export async function exportOpenOrders(companies: readonly OpenOrderCompany[], t: Translate, now: Date): Promise<SpreadsheetFile> {
  const blob = await writeXlsxFile(openOrderRows(companies, t), { sheet: 'Open orders', stickyRowsCount: 1 }).toBlob();
  return { name: exportFileName(now), bytes: new Uint8Array(await blob.arrayBuffer()) };
}
