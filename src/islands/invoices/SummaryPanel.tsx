// The summary of a selection: invoices, deductions, allowances, method discount, amount to pay.
import type { PaymentSummary } from '../../domain/invoices';
import type { Text } from './payment.types';

interface Props {
  summary: PaymentSummary;
  money: (minor: number) => string;
  text: Text;
}

export function SummaryPanel({ summary, money, text }: Props) {
  const lines: [string, number][] = [
    ['payment.positive_total', summary.positiveTotal],
    ['payment.deduction_total', summary.deductionTotal],
    ['payment.combined_total', summary.combinedTotal],
    ['invoice.early_payment_discount', -summary.earlyPaymentDiscount],
    ['invoice.freight_allowance', -summary.freightAllowance],
    ['payment.method_discount', -summary.methodDiscount],
  ];
  return (
    <section className="card inv-summary" aria-labelledby="pay-summary">
      <h2 id="pay-summary">{text('payment.summary')}</h2>
      <dl>
        {lines.filter(([, value], i) => i < 3 || value !== 0).map(([key, value]) => [<dt key={`t-${key}`}>{text(key)}</dt>, <dd key={`d-${key}`}>{money(value)}</dd>])}
        <dt className="inv-summary__total">{text('payment.amount_to_pay')}</dt>
        <dd className="inv-summary__total" data-testid="amount-to-pay">{money(summary.amountToPay)}</dd>
      </dl>
    </section>
  );
}
