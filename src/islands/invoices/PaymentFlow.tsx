// The /payment/invoice flow: select invoices (positive and deductions apart), see the summary,
// choose a method or a saved payment, enter payment information, opt into a partial payment,
// accept the terms and pay once. Reset clears everything.
import { memo, useMemo, useRef, useState } from 'react';
import { EMPTY_SELECTION, canOfferPartial, isPartialPayment, isSelected, paymentRuleViolation, paymentSummary, selectedRows, toggleInvoice, type InvoiceRow } from '../../domain/invoices';
import { formatPercent } from '../../domain/format';
import { DEFAULT_LOCALE, isLocale } from '../../domain/locales';
import { formatMoney } from '../../domain/money';
import { isImmediateType } from '../../domain/payments/payment-info.rules';
import { HttpInterrupted } from '../lib/http';
import { PaymentInfoForm } from './PaymentInfoForm';
import { SummaryPanel } from './SummaryPanel';
import { deleteSaved, newIdempotencyKey, submitPayment, type CreatedRequest } from './payment.api';
import { decodePayableRows } from './payable-rows.codec';
import { checkRequest, partialAmountOf, type FlowState } from './payment-request';
import { textOf, type PaymentFlowProps } from './payment.types';
import { PaymentDone } from './PaymentDone';
import { useSelectionBoxes } from './useSelectionBoxes';

const INITIAL: FlowState = { selection: EMPTY_SELECTION, methodId: '', savedId: '', partialOn: false, partialText: '', acknowledged: false, terms: false, info: {} };

function PaymentFlow(props: PaymentFlowProps) {
  const text = useMemo(() => textOf(props.texts), [props.texts]);
  const money = (minor: number) => formatMoney(minor, props.company.currency, props.money);
  const percent = (value: number) => formatPercent(isLocale(props.locale) ? props.locale : DEFAULT_LOCALE, value);
  const rows = useMemo(() => decodePayableRows(props.rows, props.company.currency), [props.rows, props.company.currency]);
  const [state, setState] = useState<FlowState>(INITIAL);
  const [saved, setSaved] = useState(props.saved);
  const [key, setKey] = useState(newIdempotencyKey);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const [created, setCreated] = useState<CreatedRequest | null>(null);
  const update = (change: Partial<FlowState>) => {
    setState((s) => ({ ...s, ...change }));
    setError(null);
  };
  // Choosing a positive invoice ends a partial payment begun for another one.
  const choose = (row: InvoiceRow, checked: boolean) => {
    setState((s) => (isSelected(s.selection, row) === checked ? s : { ...s, selection: toggleInvoice(s.selection, row), partialOn: row.amount > 0 ? false : s.partialOn }));
    setError(null);
  };
  const tables = useRef<HTMLElement>(null);
  useSelectionBoxes(tables, rows, state.selection, choose);

  const method = props.methods.find((m) => m.id === state.methodId);
  const selected = selectedRows(rows, state.selection);
  const positives = selected.filter((r) => r.amount > 0).length;
  const combinedTotal = selected.reduce((s, r) => s + r.amount, 0);
  const partialAmount = state.partialOn ? partialAmountOf(state, props) : null;
  const partial = isPartialPayment(state.partialOn, partialAmount, combinedTotal);
  const summary = paymentSummary(selected, { methodDiscountPercent: method?.discountPercent ?? null, partialAmount: partial ? partialAmount : null });
  const violation = paymentRuleViolation(props.rule, rows, state.selection);
  const offerPartial = canOfferPartial(props.allowPartial, positives);

  const reset = () => {
    setState(INITIAL);
    setError(null);
    setKey(newIdempotencyKey());
  };

  const pay = async () => {
    const checked = checkRequest(state, { rows, rule: props.rule, allowPartial: props.allowPartial && offerPartial, money: props.money, company: props.company, method, text });
    if (!checked.ok) return setError({ message: checked.message, fields: checked.fieldErrors });
    setLoading(true);
    try {
      const outcome = await submitPayment(checked.body, key, props.locale);
      if (outcome.ok) setCreated(outcome.request);
      else setError({ message: outcome.failure.message, fields: Object.fromEntries(outcome.failure.issues.map((i) => [i.path.split('.').pop() ?? '', i.message])) });
    } catch (failure) {
      if (!(failure instanceof HttpInterrupted)) setError({ message: text('popup.something_wrong'), fields: {} });
    } finally {
      setLoading(false);
    }
  };

  const removeSaved = async (id: string) => {
    if (!window.confirm(text('payment.delete_saved_confirm'))) return;
    if (await deleteSaved(id, props.locale)) {
      setSaved((list) => list.filter((s) => s.id !== id));
      if (state.savedId === id) update({ savedId: '' });
    }
  };

  if (created) return <PaymentDone request={created} company={props.company} money={props.money} text={text} locale={props.locale} openInvoicesHref={props.openInvoicesHref} />;

  return (
    <div className="inv-flow" aria-busy={loading}>
      <p className="muted">{props.rule === 'oldest' ? text('payment.rule_hint_oldest') : props.rule === 'overdue' ? text('payment.rule_hint_overdue') : null}</p>
      <section className="inv-section" aria-labelledby="pay-select" ref={tables}>
        {props.children}
        {violation && <p className="inv-notice inv-notice--error" role="alert">{text(violation === 'oldest' ? 'invoice.rule_oldest' : 'invoice.rule_overdue')}</p>}
      </section>

      <SummaryPanel summary={summary} money={money} text={text} />

      <section className="inv-section" aria-labelledby="pay-method">
        <h2 id="pay-method">{text('payment.method')}</h2>
        <div role="radiogroup" aria-labelledby="pay-method" className="inv-methods">
          {props.methods.map((m) => (
            <label key={m.id} className="inv-check">
              <input type="radio" name="method" value={m.id} checked={state.methodId === m.id} onChange={() => update({ methodId: m.id, savedId: '', info: {} })} />
              <span><strong>{m.desc}</strong>{m.discountPercent ? <span className="muted"> (−{percent(m.discountPercent)})</span> : null}<br /><small className="muted">{m.instruction}</small></span>
            </label>
          ))}
        </div>
        {method && saved.some((s) => s.paymentId === method.id) && (
          <fieldset className="inv-fieldset">
            <legend>{text('payment.saved_payments')}</legend>
            {saved.filter((s) => s.paymentId === method.id).map((s) => (
              <div key={s.id} className="inv-actions">
                <label className="inv-check"><input type="radio" name="saved" checked={state.savedId === s.id} onChange={() => update({ savedId: s.id })} />{text('payment.use_saved', { display: s.display })}</label>
                <button type="button" className="button button--ghost" onClick={() => void removeSaved(s.id)}>{text('payment.delete_saved', { display: s.display })}</button>
              </div>
            ))}
            <label className="inv-check"><input type="radio" name="saved" checked={state.savedId === ''} onChange={() => update({ savedId: '' })} />{text('payment.new_details')}</label>
          </fieldset>
        )}
        {method && isImmediateType(method.type) && state.savedId === '' && (
          <PaymentInfoForm kind={method.type} fields={state.info} errors={error?.fields ?? {}} onChange={(name, value) => update({ info: { ...state.info, [name]: value } })} text={text} />
        )}
      </section>

      {offerPartial && (
        <section className="inv-section" aria-labelledby="pay-partial">
          <h2 id="pay-partial" className="visually-hidden">{text('payment.partial_opt_in')}</h2>
          <label className="inv-check"><input type="checkbox" checked={state.partialOn} onChange={(e) => update({ partialOn: e.currentTarget.checked, partialText: '', acknowledged: false })} />{text('payment.partial_opt_in')}</label>
          {state.partialOn && (
            <>
              <div className="field">
                <label htmlFor="partial-amount">{text('payment.partial_amount')}</label>
                <input id="partial-amount" inputMode="decimal" value={state.partialText} onChange={(e) => update({ partialText: e.currentTarget.value })} aria-invalid={error?.fields['amount'] ? true : undefined} />
                {error?.fields['amount'] ? <p className="inv-field-error">{error.fields['amount']}</p> : null}
              </div>
              <label className="inv-check"><input type="checkbox" checked={state.acknowledged} onChange={(e) => update({ acknowledged: e.currentTarget.checked })} />{text('payment.partial_acknowledge')}</label>
            </>
          )}
        </section>
      )}

      <section className="inv-section" aria-labelledby="pay-terms">
        <h2 id="pay-terms" className="visually-hidden">{text('payment.terms')}</h2>
        <p className="muted">{text('payment.terms_text', { company: props.company.name })}</p>
        <label className="inv-check"><input type="checkbox" checked={state.terms} onChange={(e) => update({ terms: e.currentTarget.checked })} />{text('payment.terms')}</label>
      </section>

      {error && <p className="inv-notice inv-notice--error" role="alert">{error.message}</p>}
      <div className="inv-actions">
        <button type="button" className="button" disabled={loading} onClick={() => void pay()}>{loading ? text('payment.creating') : text('payment.pay', { amount: money(summary.amountToPay) })}</button>
        <button type="button" className="button button--ghost" disabled={loading} onClick={reset}>{text('payment.reset')}</button>
      </div>
    </div>
  );
}

// A memo object is known to Astro's React renderer as React at once; a plain function is rendered
// once more on every request just to find that out (docs/decisions/0094-react-islands-on-astros-terms.md).
export default memo(PaymentFlow);
