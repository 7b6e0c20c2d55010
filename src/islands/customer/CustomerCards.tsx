// The newer selection list: the current customer pinned on top, a click switches at once.
import { displayCode, customerId } from '../../domain/customer-code';
import type { CustomerRow } from './customers.api';
import type { CustomerDialogLabels } from '../../domain/customer-dialog-texts';
import { sameCode, withoutCurrent, type CodeLike } from './paging';

interface Props {
  rows: readonly CustomerRow[];
  current: (CodeLike & { name: string }) | null;
  labels: CustomerDialogLabels;
  onPick: (code: CodeLike) => void;
}

function codeOf(code: CodeLike): string {
  return displayCode(customerId(code) ?? code.r3);
}

export function CustomerCards({ rows, current, labels, onPick }: Props) {
  return (
    <div className="cs-cards">
      {current && (
        <div className="cs-card cs-current" aria-current="true">
          <small>{labels['shell.customer.current']}</small>
          <strong>{codeOf(current)}</strong> <span>{current.name}</span>
        </div>
      )}
      <ul>
        {withoutCurrent(rows, current).map((row) => (
          <li key={`${row.custCode.r3}|${row.custCode.isr ?? ''}`}>
            <button type="button" className="cs-card" onClick={() => onPick(row.custCode)} disabled={sameCode(row.custCode, current)}>
              <strong>{codeOf(row.custCode)}</strong> <span>{row.custName}</span>
              <small>{row.custCity}</small>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
