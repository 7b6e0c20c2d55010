// The bonus of a year (or one quarter) as .xlsx: the quarter summary, then purchases and retail
// lines, in the user's language. Money columns are major units with their currency beside them.
import { purchasePoints } from '../../domain/bonus';
import { toUnits } from '../../domain/orders';
import type { Translate } from '../i18n';
import { writeXlsx, type SheetRow, type SpreadsheetFile } from '../spreadsheet/xlsx';
import { inQuarter, type BonusYear } from './bonus.reads';

export function bonusSheetRows(bonus: BonusYear, t: Translate, quarter?: number): SheetRow[] {
  const cur = bonus.currency ?? '';
  const money = (minor: number | null) => (minor === null ? '' : toUnits(minor, cur || 'USD'));
  const quarters = quarter ? bonus.quarters.filter((q) => q.quarter === quarter) : bonus.quarters;
  const rows: SheetRow[] = [[t('bonus.quarter'), t('bonus.purchase_points'), t('bonus.retail_points'), t('bonus.points'), t('bonus.point_value'), t('bonus.on_time_payment'), t('bonus.verification'), t('bonus.total_sales'), t('bonus.currency')]];
  for (const q of quarters) rows.push([`Q${q.quarter} ${bonus.year}`, q.purchasePoints, q.retailPoints, q.points, money(q.value), money(q.onTimePayment), q.verificationPercent ?? '', money(q.totalSales), cur]);
  if (!quarter) rows.push([t('bonus.total'), bonus.total.purchasePoints, bonus.total.retailPoints, bonus.total.points, money(bonus.total.value), money(bonus.total.onTimePayment), bonus.total.verificationPercent ?? '', money(bonus.total.totalSales), cur]);
  rows.push([], [t('bonus.purchases_title')], [t('bonus.quarter'), t('bonus.invoice_date'), t('bonus.invoice_number'), t('bonus.article'), t('bonus.description'), t('bonus.brand'), t('bonus.quantity'), t('bonus.points'), t('bonus.point_value'), t('bonus.subtotal')]);
  for (const p of inQuarter(bonus.purchases, quarter)) rows.push([p.quarter, p.invoiceDate, p.invoiceNumber, p.articleCode, p.articleDescription, p.brandId, p.quantity, purchasePoints(p), money(p.pointValue), money(p.subTotal)]);
  rows.push([], [t('bonus.retail_title')], [t('bonus.quarter'), t('bonus.input_date'), t('retail_sales.frame_number'), t('bonus.description'), t('bonus.class'), t('bonus.brand'), t('bonus.points'), t('bonus.point_value'), t('bonus.subtotal')]);
  for (const r of inQuarter(bonus.retail, quarter)) rows.push([r.quarter, r.inputDate, r.frameNumber, r.articleDescription, r.class, r.brandId, r.point, money(r.pointValue), money(r.subTotal)]);
  return rows;
}

export async function bonusXlsx(bonus: BonusYear, t: Translate, quarter?: number): Promise<SpreadsheetFile> {
  return { name: `bonus-${bonus.year}${quarter ? `-Q${quarter}` : ''}.xlsx`, bytes: await writeXlsx(t('route.bonus_dealer'), bonusSheetRows(bonus, t, quarter)) };
}
