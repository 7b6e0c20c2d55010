// The older selection list (flag NEW_CUSTOMER_SELECTION_LIST off): radio rows and an Apply button.
import { useState } from 'react';
import { displayCode, customerId } from '../../domain/customer-code';
import type { CustomerRow } from './customers.api';
import type { CustomerDialogLabels } from '../../domain/customer-dialog-texts';
import { sameCode, type CodeLike } from './paging';

interface Props {
  rows: readonly CustomerRow[];
  current: CodeLike | null;
  labels: CustomerDialogLabels;
  onPick: (code: CodeLike) => void;
}

export function CustomerTable({ rows, current, labels, onPick }: Props) {
  const [chosen, setChosen] = useState<CodeLike | null>(current);
  return (
    <form
      className="cs-table"
      onSubmit={(e) => {
        e.preventDefault();
        if (chosen && !sameCode(chosen, current)) onPick(chosen);
      }}
    >
      <table>
        <thead>
          <tr>
            <th aria-hidden="true" />
            <th>{labels['shell.customer.code']}</th>
            <th>{labels['shell.customer.name']}</th>
            <th className="cs-city">{labels['shell.customer.city']}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const id = `cs-${row.custCode.r3}-${row.custCode.isr ?? ''}`;
            return (
              <tr key={id}>
                <td>
                  <input type="radio" name="customer" id={id} checked={sameCode(row.custCode, chosen)} onChange={() => setChosen(row.custCode)} />
                </td>
                <td>
                  <label htmlFor={id}>{displayCode(customerId(row.custCode) ?? row.custCode.r3)}</label>
                </td>
                <td>
                  {row.custName}
                  {/* On a phone the city goes under the name: four columns do not fit 375 px in German. */}
                  <span className="cs-city-below">{row.custCity}</span>
                </td>
                <td className="cs-city">{row.custCity}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <button type="submit" className="cs-apply" disabled={!chosen || sameCode(chosen, current)}>
        {labels['shell.customer.apply']}
      </button>
    </form>
  );
}
