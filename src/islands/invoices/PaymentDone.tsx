// After the request is created: its id and amount, the virtual account of a bank transfer, and a
// way to cancel it (void) or go back to the open invoices.
import { useState } from 'react';
import { formatDateTime } from '../../domain/format';
import { DEFAULT_LOCALE, isLocale } from '../../domain/locales';
import { formatMoney, type MoneyFormat } from '../../domain/money';
import { voidRequest, type CreatedRequest } from './payment.api';
import type { Text } from './payment.types';

interface Props {
  request: CreatedRequest;
  company: { code: string };
  money: MoneyFormat;
  text: Text;
  locale: string;
  openInvoicesHref: string;
}

export function PaymentDone({ request, company, money, text, locale, openInvoicesHref }: Props) {
  const [cancelled, setCancelled] = useState(false);
  const amount = formatMoney(request.amount, request.currency, money);
  return (
    <section className="card inv-done" aria-labelledby="pay-done" role="status">
      <h2 id="pay-done">{cancelled ? text('payment.cancelled') : text('payment.created_title')}</h2>
      {!cancelled && <p>{text('payment.created_text', { id: request.id, amount })}</p>}
      {!cancelled && request.virtualAccountNo && <p>{text('payment.virtual_account', { number: request.virtualAccountNo, date: formatDateTime(isLocale(locale) ? locale : DEFAULT_LOCALE, request.expiredDate) })}</p>}
      <div className="inv-actions">
        <a className="button" href={openInvoicesHref}>{text('payment.back_to_open')}</a>
        {!cancelled && (
          <button type="button" className="button button--ghost" onClick={() => void voidRequest(company.code, request.merchant, locale).then(setCancelled)}>
            {text('payment.cancel_request')}
          </button>
        )}
      </div>
    </section>
  );
}
