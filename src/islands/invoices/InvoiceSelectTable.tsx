// One selectable table (positive invoices or deductions): instalments grouped by invoice number,
// overdue rows marked, each row a labelled checkbox.
import { groupByInvoice, isSelected, type Selection } from '../../domain/invoices';
import type { PayableRow, Text } from './payment.types';

interface Props {
  caption: string;
  rows: readonly PayableRow[];
  selection: Selection;
  onToggle: (row: PayableRow) => void;
  money: (minor: number) => string;
  text: Text;
}

export function InvoiceSelectTable({ caption, rows, selection, onToggle, money, text }: Props) {
  // Looked up once, not for each of up to thousands of rows on every render.
  const labels = { no: text('invoice.invoice_no'), due: text('invoice.due_date'), amount: text('invoice.amount') };
  return (
    <div className="inv-scroll">
      <table className="inv-table inv-table--stack">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col"><span className="visually-hidden">{text('payment.select_title')}</span></th>
            <th scope="col">{labels.no}</th>
            <th scope="col">{labels.due}</th>
            <th scope="col" className="num">{labels.amount}</th>
          </tr>
        </thead>
        <tbody>
          {groupByInvoice(rows).map((group) => [
            group.rows.length > 1 ? (
              <tr className="inv-group" key={`g-${group.invoiceNo}`}>
                <th scope="rowgroup" colSpan={3}>{text('invoice.installment_group', { invoiceNo: group.invoiceNo, count: group.rows[0]?.installment?.count ?? group.rows.length })}</th>
                <th className="num">{money(group.total)}</th>
              </tr>
            ) : null,
            ...group.rows.map((row) => (
              <tr key={row.id} data-overdue={String(row.overdue)}>
                <td>
                  <input type="checkbox" id={`sel-${row.id}`} checked={isSelected(selection, row)} onChange={() => onToggle(row)} aria-label={text('payment.select_invoice', { assignment: row.assignment })} />
                </td>
                <td data-label={labels.no}>
                  <label htmlFor={`sel-${row.id}`}>{row.assignment}</label>
                  {row.installment ? <span className="muted"> · {text('invoice.installment', { number: row.installment.number, count: row.installment.count })}</span> : null}
                </td>
                <td data-label={labels.due}>
                  {row.dueDate}
                  {row.overdue ? <> <span className="inv-badge inv-badge--overdue">{text('invoice.overdue_days', { days: row.overdueDays })}</span></> : null}
                </td>
                <td className="num" data-label={labels.amount}>{money(row.amount)}</td>
              </tr>
            )),
          ])}
        </tbody>
      </table>
    </div>
  );
}
