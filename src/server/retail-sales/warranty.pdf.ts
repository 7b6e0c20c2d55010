// The warranty certificate handed to the rider: one A4 page in the user's language, drawn with
// pdf-lib like the invoice copy (pure JavaScript, both runtimes; standard fonts are WinAnsi only).
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatDate } from '../../domain/format';
import { htmlLangOf, type Locale } from '../../domain/locales';
import type { Translate } from '../i18n';
import type { RegisteredFrame } from './retail-sales.service';
import { qrModules, qrRuns } from './warranty-qr';

export interface WarrantyPdfInput {
  frame: RegisteredFrame;
  webTitle: string;
  /** The page's locale: the sold date reads as on its pages (decision 0019). */
  locale: Locale;
  t: Translate;
  /** The frame passport's address on the certificate's site and in its language, printed as a QR code. */
  passportUrl: string;
}

const winAnsi = (text: string): string => text.replace(/[^\u0020-\u007e\u00a0-\u00ff€•]/g, '?');

export function warrantyFileName(frameNumber: string): string {
  return `warranty-${frameNumber.replace(/[^A-Za-z0-9-]/g, '')}.pdf`;
}

export async function warrantyPdf({ frame, webTitle, locale, t, passportUrl }: WarrantyPdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.1, 0.1, 0.15);
  const write = (p: PDFPage, text: string, x: number, y: number, f: PDFFont = font, size = 11) => p.drawText(winAnsi(text), { x, y, size, font: f, color: ink });
  const sold = formatDate(locale, frame.soldDate);
  const title = t('retail_sales.certificate_title');
  doc.setTitle(`${title} ${frame.frameNumber}`);
  doc.setLanguage(htmlLangOf(locale));
  page.drawRectangle({ x: 36, y: 36, width: 523, height: 770, borderColor: rgb(0.2, 0.3, 0.5), borderWidth: 2 });
  write(page, webTitle, 60, 770, bold, 14);
  write(page, title, 60, 730, bold, 22);
  write(page, t('retail_sales.certificate_lead'), 60, 705, font, 10);
  const facts: [string, string][] = [
    [t('retail_sales.brand'), frame.brand],
    [t('retail_sales.model'), frame.articleDescription],
    [t('retail_sales.frame_number'), frame.frameNumber],
    [t('retail_sales.sold_date'), sold],
    [t('retail_sales.rider'), frame.customerName],
    [t('retail_sales.rider_city'), frame.customerCity ?? ''],
    [t('retail_sales.dealer'), frame.dealerName],
  ];
  facts.forEach(([label, value], i) => {
    write(page, label, 60, 660 - i * 26, bold);
    write(page, value, 220, 660 - i * 26);
  });
  write(page, t('retail_sales.certificate_terms'), 60, 440, font, 9);
  write(page, t('retail_sales.certificate_keep'), 60, 80, font, 8);
  drawQr(page, passportUrl, { right: 535, bottom: 100, width: 96 }, ink);
  const caption = winAnsi(t('frame_passport.certificate_qr'));
  write(page, caption, 487 - font.widthOfTextAtSize(caption, 8) / 2, 88, font, 8);
  return doc.save();
}

/** The passport's QR code in a square of `width` points, its bottom right corner at (right, bottom). */
function drawQr(page: PDFPage, text: string, box: { right: number; bottom: number; width: number }, color: ReturnType<typeof rgb>): void {
  const modules = qrModules(text);
  const unit = box.width / modules.length;
  const left = box.right - box.width;
  const top = box.bottom + box.width;
  for (const run of qrRuns(modules)) {
    page.drawRectangle({ x: left + run.column * unit, y: top - (run.row + 1) * unit, width: run.length * unit, height: unit, color });
  }
}
