// An invoice copy as PDF, drawn with pdf-lib (pure JavaScript: runs on Node and in workerd). The
// standard fonts encode WinAnsi only, so text outside it is replaced rather than failing the file.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { HostConfig } from '../../domain/hosts.types';
import { formatterFor, type FormatHost } from '../../domain/format';
import type { Locale } from '../../domain/locales';
import { custCodeId, type CustCode } from '../auth/claims';
import type { Translate } from '../i18n';
import type { InvoiceView } from './invoice.view';

export interface InvoicePdfInput {
  rows: readonly InvoiceView[];
  payer: CustCode;
  host: Pick<HostConfig, 'webTitle'> & FormatHost;
  t: Translate;
  locale: Locale;
}

const winAnsi = (text: string): string => text.replace(/[^\u0020-\u007e\u00a0-\u00ff€•]/g, '?');

export async function invoicePdf({ rows, payer, host, t, locale }: InvoicePdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const first = rows[0];
  if (!first) throw new Error('an invoice has at least one row');
  const format = formatterFor(locale, host);
  const money = (minor: number) => format.money(minor, first.currency);
  const write = (p: PDFPage, text: string, x: number, y: number, f: PDFFont = font, size = 10) => p.drawText(winAnsi(text), { x, y, size, font: f, color: rgb(0.1, 0.1, 0.15) });

  doc.setTitle(`${t('invoice.pdf_title')} ${first.invoiceNo}`);
  write(page, host.webTitle, 50, 790, bold, 14);
  write(page, `${t('invoice.pdf_title')} ${first.invoiceNo}`, 50, 760, bold, 18);
  const facts: [string, string][] = [
    [t('invoice.pdf_payer'), `${first.custName || ''} ${custCodeId(payer)}`.trim()],
    [t('invoice.company'), first.sorg],
    [t('invoice.document_date'), format.date(first.documentDate)],
    [t('invoice.status'), first.status],
  ];
  facts.forEach(([label, value], i) => {
    write(page, label, 50, 725 - i * 16, bold);
    write(page, value, 190, 725 - i * 16);
  });
  const columns = [t('invoice.assignment'), t('invoice.due_date'), t('invoice.amount')];
  [50, 250, 420].forEach((x, i) => write(page, columns[i] ?? '', x, 640, bold));
  rows.forEach((row, i) => {
    const y = 620 - i * 16;
    write(page, row.installment ? `${row.assignment} (${t('invoice.installment', { number: row.installment.number, count: row.installment.count })})` : row.assignment, 50, y);
    write(page, format.date(row.dueDate), 250, y);
    write(page, money(row.amount), 420, y);
  });
  const totalY = 600 - rows.length * 16;
  write(page, t('invoice.pdf_total'), 250, totalY, bold);
  write(page, money(rows.reduce((s, r) => s + r.amount, 0)), 420, totalY, bold);
  write(page, t('invoice.pdf_copy'), 50, 60, font, 8);
  return doc.save();
}
