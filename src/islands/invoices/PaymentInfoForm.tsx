// Payment information for an immediate method: ACH account or credit card. Nothing typed here is
// stored by the portal; only the upstream's masked display is ever saved.
import { ACCOUNT_TYPES, CARD_TYPES } from '../../domain/payments/payment-info.rules';
import type { Text } from './payment.types';

export type InfoFields = Record<string, string | boolean>;

interface Props {
  kind: 'ACH' | 'Credit Card';
  fields: InfoFields;
  errors: Readonly<Record<string, string>>;
  onChange: (name: string, value: string | boolean) => void;
  text: Text;
}

function Field({ name, label, fields, errors, onChange, text, options, autoComplete, inputMode }: {
  name: string; label: string; fields: InfoFields; errors: Readonly<Record<string, string>>; onChange: Props['onChange']; text: Text;
  options?: readonly string[]; autoComplete?: string; inputMode?: 'numeric';
}) {
  const error = errors[name];
  const common = { id: `pi-${name}`, name, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `pi-${name}-error` : undefined };
  return (
    <div className="field">
      <label htmlFor={`pi-${name}`}>{label}</label>
      {options ? (
        <select {...common} value={String(fields[name] ?? '')} onChange={(e) => onChange(name, e.currentTarget.value)}>
          <option value="">{text('payment.choose')}</option>
          {options.map((o) => <option key={o} value={o}>{o}</option>)}
        </select>
      ) : (
        <input {...common} value={String(fields[name] ?? '')} autoComplete={autoComplete ?? 'off'} inputMode={inputMode} onChange={(e) => onChange(name, e.currentTarget.value)} />
      )}
      {error ? <p className="inv-field-error" id={`pi-${name}-error`}>{text(error)}</p> : null}
    </div>
  );
}

export function PaymentInfoForm({ kind, fields, errors, onChange, text }: Props) {
  const props = { fields, errors, onChange, text };
  return (
    <fieldset className="inv-fieldset">
      <legend>{text('payment.information')}</legend>
      {kind === 'ACH' ? (
        <>
          <Field name="accountType" label={text('payment.account_type')} options={ACCOUNT_TYPES} {...props} />
          <Field name="accountNumber" label={text('payment.account_number')} inputMode="numeric" {...props} />
          <Field name="routingNumber" label={text('payment.routing_number')} inputMode="numeric" {...props} />
        </>
      ) : (
        <>
          <Field name="creditCardType" label={text('payment.card_type')} options={CARD_TYPES} {...props} />
          <Field name="creditCardNumber" label={text('payment.card_number')} autoComplete="cc-number" inputMode="numeric" {...props} />
          <Field name="expiredMonth" label={text('payment.expiry_month')} autoComplete="cc-exp-month" inputMode="numeric" {...props} />
          <Field name="expiredYear" label={text('payment.expiry_year')} autoComplete="cc-exp-year" inputMode="numeric" {...props} />
          <Field name="securityCode" label={text('payment.security_code')} autoComplete="cc-csc" inputMode="numeric" {...props} />
        </>
      )}
      <label className="inv-check">
        <input type="checkbox" checked={fields['shouldSavePayment'] === true} onChange={(e) => onChange('shouldSavePayment', e.currentTarget.checked)} />
        {text('payment.save_payment')}
      </label>
    </fieldset>
  );
}
