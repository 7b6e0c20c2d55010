import { describe, expect, it } from 'vitest';
import {
  backorderLines,
  checkReceipt,
  exportFileName,
  matchesSearch,
  MAX_RECEIPT_BYTES,
  pageSizeOf,
  paginate,
  receiptFileName,
  sniffReceiptType,
  toUnits,
} from '../../src/domain/orders';
import { statusLabelKey } from '../../src/domain/status-labels';

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => new TextEncoder().encode(text);

describe('receipt type from content', () => {
  it('recognises PDF, JPEG, PNG and WebP by their first bytes', () => {
    expect(sniffReceiptType(ascii('%PDF-1.4 rest'))).toBe('application/pdf');
    expect(sniffReceiptType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('image/jpeg');
    expect(sniffReceiptType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(sniffReceiptType(ascii('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses executables, scripts and RIFF files that are not WebP', () => {
    expect(checkReceipt(bytes(0x4d, 0x5a, 0x90, 0))).toEqual({ ok: false, reason: 'type' });
    expect(checkReceipt(ascii('#!/bin/sh\nrm -rf /'))).toEqual({ ok: false, reason: 'type' });
    expect(checkReceipt(ascii('RIFF\u0000\u0000\u0000\u0000WAVEfmt '))).toEqual({ ok: false, reason: 'type' });
  });

  it('refuses empty files and files over the size limit', () => {
    expect(checkReceipt(new Uint8Array())).toEqual({ ok: false, reason: 'empty' });
    const big = new Uint8Array(MAX_RECEIPT_BYTES + 1);
    big.set(ascii('%PDF-'));
    expect(checkReceipt(big)).toEqual({ ok: false, reason: 'too_large' });
  });

  it('names the stored file after the proven type, not the uploaded extension', () => {
    expect(receiptFileName('C:\\Users\\me\\bukti transfer.exe', 'image/png')).toBe('bukti transfer.png');
    expect(receiptFileName('../../etc/<script>.pdf', 'application/pdf')).toBe('_script_.pdf');
    expect(receiptFileName('', 'image/jpeg')).toBe('receipt.jpg');
  });
});

describe('open order list', () => {
  const orders = Array.from({ length: 23 }, (_, i) => ({ soNumber: `SO${1000 + i}`, orderNumber: `B2B${String(i).padStart(8, '0')}`, poNumber: i === 5 ? 'PO-Spring' : null, orderType: 'OR' }));

  it('pages by 10 or 20 and clamps pages past the end', () => {
    expect(paginate(orders, 3, 10).rows.map((o) => o.soNumber)).toEqual(['SO1020', 'SO1021', 'SO1022']);
    expect(paginate(orders, 9, 20)).toMatchObject({ page: 2, pageCount: 2, total: 23 });
    expect(paginate([], 1, 10)).toMatchObject({ page: 1, pageCount: 1, rows: [] });
  });

  it('falls back to 10 rows for any size other than 10 or 20', () => {
    expect([pageSizeOf('20'), pageSizeOf('15'), pageSizeOf(undefined)]).toEqual([20, 10, 10]);
  });

  it('searches SO, order and PO numbers without regard to case', () => {
    expect(orders.filter((o) => matchesSearch(o, 'po-spring')).map((o) => o.soNumber)).toEqual(['SO1005']);
    expect(orders.filter((o) => matchesSearch(o, 'so102')).length).toBe(3);
    expect(orders.filter((o) => matchesSearch(o, '  ')).length).toBe(23);
  });

  it('does not match the order type code, which every standard order shares', () => {
    expect(orders.filter((o) => matchesSearch(o, 'OR'))).toEqual([]);
  });

  it('names the export "List Open Order DD-MM-YYYY"', () => {
    expect(exportFileName(new Date('2026-03-07T23:30:00Z'))).toBe('List Open Order 07-03-2026.xlsx');
  });
});

describe('backorders', () => {
  const line = (lineNo: number, status: string, openQty: number, date: string | null) => ({
    lineNo, articleCode: `A${lineNo}`, openQty, status, backorderExpectedArrival: date ? { date } : null,
  });

  it('keeps open backordered lines, soonest arrival first and unknown dates last', () => {
    const result = backorderLines([
      { soNumber: 'SO1', orderNumber: 'O1', sorg: 'US01', lines: [line(1, 'backorder', 2, null), line(2, 'open', 5, null), line(3, 'backorder', 1, '2026-05-02')] },
      { soNumber: 'SO2', orderNumber: 'O2', sorg: 'US01', lines: [line(1, 'backorder', 0, '2026-04-01'), line(2, 'backorder', 4, '2026-04-20')] },
    ]);
    expect(result.map((l) => [l.orderNumber, l.lineNo, l.expectedArrival])).toEqual([
      ['O2', 2, '2026-04-20'],
      ['O1', 3, '2026-05-02'],
      ['O1', 1, null],
    ]);
  });
});

describe('money and status labels', () => {
  it('exports IDR amounts without decimals and USD with two', () => {
    expect(toUnits(1_250_000, 'IDR')).toBe(1_250_000);
    expect(toUnits(256_550, 'USD')).toBe(2565.5);
  });

  it('turns status codes with spaces into locale keys', () => {
    expect(statusLabelKey('orderStatus', 'on processing')).toBe('orders.status.on_processing');
    expect(statusLabelKey('orderPaymentStatus', 'voided')).toBe('orders.payment_status.voided');
  });
});
