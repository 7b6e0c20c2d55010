// The files behind the demo's payment receipts. The upstream keeps only a reference (file_ref) to
// bytes the portal stored; for the demo's own receipts nobody uploaded anything, so data
// preparation writes a small real PDF for each reference into the portal's blob store. Without
// them the receipts would be listed but answer 404 to their owner and to staff.
import type { Client } from '@libsql/client';

export interface ReceiptFileTarget {
  get(key: string): Promise<unknown>;
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
}

export interface DemoReceipt {
  id: string;
  orderNumber: string;
  fileRef: string;
  amount: number;
  currency: string;
  createdAt: string;
}

const ZERO_DECIMAL = new Set(['IDR', 'JPY']);

function amountText(minor: number, currency: string): string {
  const units = ZERO_DECIMAL.has(currency) ? minor : minor / 100;
  return `${currency} ${units.toLocaleString('en-US', { minimumFractionDigits: ZERO_DECIMAL.has(currency) ? 0 : 2 })}`;
}

/** PDF strings: ASCII only, with the three special characters escaped. */
const pdfText = (text: string): string => text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`);

/** A one-page PDF (Helvetica, no images) reading as a bank transfer slip for the order. */
export function demoReceiptPdf(receipt: DemoReceipt): Uint8Array {
  const lines = [
    'Bukti Transfer / Bank transfer receipt',
    `Order: ${receipt.orderNumber}`,
    `Amount: ${amountText(receipt.amount, receipt.currency)}`,
    `Date: ${receipt.createdAt.slice(0, 10)}`,
    `Reference: ${receipt.id}`,
    'Demo data of the embedded upstream',
  ];
  const text = lines.map((line, i) => `BT /F1 ${i === 0 ? 16 : 12} Tf 56 ${780 - i * 24} Td (${pdfText(line)}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

/** Where the demo seed files a receipt; an upload through the portal has a random key instead. */
export const demoReceiptRef = (orderNumber: string, id: string): string => `payment-receipts/${orderNumber}/${id}.pdf`;

/** The demo's own receipts (never a user's upload, whose bytes only the portal has). */
export async function demoReceipts(client: Client): Promise<DemoReceipt[]> {
  const rs = await client.execute(
    `SELECT d.id, d.order_number, d.file_ref, d.created_at, p.amount, p.currency
       FROM ledger_payment_docs d JOIN ledger_order_payments p ON p.order_number = d.order_number
      ORDER BY d.id`,
  );
  const rows = rs.rows.map((r) => ({
    id: String(r['id']),
    orderNumber: String(r['order_number']),
    fileRef: String(r['file_ref']),
    amount: Number(r['amount']),
    currency: String(r['currency']),
    createdAt: String(r['created_at']),
  }));
  return rows.filter((r) => r.fileRef === demoReceiptRef(r.orderNumber, r.id));
}

/** Writes the file of every demo receipt that has none yet; returns how many it wrote. */
export async function writeDemoReceiptFiles(client: Client, blob: ReceiptFileTarget): Promise<number> {
  let written = 0;
  for (const receipt of await demoReceipts(client)) {
    if (await blob.get(receipt.fileRef)) continue;
    await blob.put(receipt.fileRef, demoReceiptPdf(receipt), 'application/pdf');
    written += 1;
  }
  return written;
}
