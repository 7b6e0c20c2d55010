// The sales overview as a spreadsheet (.xlsx): the current view's sections one under the other,
// amounts as numbers in the currency's unit, each section closed by its total.
import { toUnits } from '../../domain/orders';
import { customerLabel } from '../../domain/customer-code';
import type { Figures } from '../../domain/sales-overview';
import type { Translate } from '../i18n';
import { writeXlsx, type SheetRow, type SpreadsheetFile } from '../spreadsheet/xlsx';
import type { SalesOverviewView } from './sales-overview.service';

type Row = Figures & { label: readonly string[] };

function section(t: Translate, title: string, heads: readonly string[], rows: readonly Row[], total: Figures, year: number, currency: string): SheetRow[] {
  const money = (minor: number) => toUnits(minor, currency);
  const line = (label: readonly string[], f: Figures): SheetRow => [...label, money(f.netSales), money(f.netSalesLastYear), f.invoiceQuantity, f.invoiceQuantityLastYear];
  return [
    [title],
    [...heads, `${t('sales_overview.net_sales')} ${year}`, `${t('sales_overview.net_sales')} ${year - 1}`, `${t('sales_overview.quantity')} ${year}`, `${t('sales_overview.quantity')} ${year - 1}`],
    ...rows.map((r) => line(r.label, r)),
    line([t('sales_overview.total'), ...heads.slice(1).map(() => '')], total),
    [],
  ];
}

export function salesOverviewRows(view: SalesOverviewView, t: Translate, monthName: (month: number) => string): SheetRow[] {
  const { data } = view;
  const s = (title: string, heads: readonly string[], rows: readonly Row[]) => section(t, title, heads, rows, data.total, data.year, data.currency);
  const rows: SheetRow[] = [
    [t('sales_overview.title'), `${view.state.sorg} · ${data.year} · ${data.currency}`],
    [t('sales_overview.customers'), view.compared.map((c) => customerLabel(c.name, c.code)).join(', ')],
    [],
    ...s(t('sales_overview.by_month'), [t('sales_overview.month')], data.months.map((m) => ({ ...m, label: [monthName(m.month)] }))),
    ...s(t('sales_overview.by_brand'), [t('sales_overview.brand')], data.brands.map((b) => ({ ...b, label: [b.name] }))),
    ...s(t('sales_overview.by_category'), [t('sales_overview.merchandise_category')], data.merchandiseCategories.map((b) => ({ ...b, label: [b.name] }))),
    ...s(t('sales_overview.by_model'), [t('sales_overview.model'), t('sales_overview.brand'), t('sales_overview.series')], data.models.map((m) => ({ ...m, label: [m.name, m.brand, m.series ?? ''] }))),
  ];
  if (view.compared.length > 1) rows.push(...s(t('sales_overview.by_customer'), [t('sales_overview.customer')], data.customers.map((c) => ({ ...c, label: [c.name] }))));
  return rows;
}

export async function exportSalesOverview(view: SalesOverviewView, t: Translate, monthName: (month: number) => string): Promise<SpreadsheetFile> {
  const name = `sales-overview-${view.state.sorg}-${view.data.year}.xlsx`;
  return { name, bytes: await writeXlsx(t('sales_overview.title'), salesOverviewRows(view, t, monthName)) };
}
