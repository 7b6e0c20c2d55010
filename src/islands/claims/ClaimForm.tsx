// The claim form island (bike or parts, new or edited): consumer, purchase date, problems from the
// article's list, description, quantity and the files. Fields are uncontrolled, so nothing typed is
// lost to a re-render, an error or hydration. Saving waits for every upload, sends the claim once
// (its submission id makes a retry find the first claim) and opens it; the server re-checks
// everything and its messages are shown beside their fields.
import { memo, type FormEvent, useEffect, useRef, useState } from 'react';
import type { AttachmentKind } from '../../domain/claims/attachment.rules';
import { ATTACHMENT_MAX } from '../../domain/claims/attachment.rules';
import { HttpInterrupted, spokeFetch } from '../lib/http';
import { ClaimAttachment, type AttachmentField } from './ClaimAttachment';
import { CONSUMER_FIELDS, localIssues, readClaimForm, serverIssues, takeFiles, type ClaimFormTexts, type FieldErrors } from './claim-form.logic';
import { useClaimUploads, type ExistingFile } from './useClaimUploads';

type ConsumerField = (typeof CONSUMER_FIELDS)[number];

export interface ClaimFormInitial {
  purchaseDate: string;
  consumer: Partial<Record<ConsumerField, string | null>>;
  problems: { id: string; notes: string }[];
  description: string;
  qty: number;
  files: ExistingFile[];
}

export interface ClaimFormLabels {
  consumer: string;
  consumerHint: string;
  consumerFields: Record<ConsumerField, string>;
  theClaim: string;
  purchaseDate: string;
  problems: string;
  notes: string;
  description: string;
  qty: string;
  attachments: string;
}

interface Props {
  kind: 'bike' | 'paa';
  /** The frame number (bike) or article code (paa) the claim is for. */
  subject: string;
  submissionId: string;
  /** Editing: the claim's id. */
  claimId?: string | undefined;
  locale: string;
  /** The claims list; the saved claim opens below it. */
  doneUrl: string;
  today: string;
  descriptionMax: number;
  problems: { id: string; label: string; notesLabel: string }[];
  attachments: AttachmentField[];
  initial?: ClaimFormInitial | undefined;
  labels: ClaimFormLabels;
  texts: ClaimFormTexts;
}

type Answer = { data?: { id: string }; error?: { message: string; issues?: { path: string; message: string; text?: string }[] } };

function ClaimForm(props: Props) {
  const { kind, subject, claimId, labels, texts, initial } = props;
  const form = useRef<HTMLFormElement>(null);
  const saving = useRef(false);
  const changed = useRef(false);
  const [busySaving, setBusySaving] = useState(false);
  const [ready, setReady] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState('');
  const files = useClaimUploads(initial?.files ?? [], texts);
  const chosen = new Map((initial?.problems ?? []).map((p) => [p.id, p.notes]));

  useEffect(() => {
    setReady(true);
    const warn = (event: BeforeUnloadEvent) => {
      if (changed.current && !saving.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  useEffect(() => {
    if (formError) document.getElementById('claim-form-error')?.scrollIntoView({ block: 'center' });
  }, [formError]);

  const choose = (fileKind: AttachmentKind, chosenFiles: File[]) => {
    changed.current = true;
    const { take, error } = takeFiles(chosenFiles, files.held(fileKind), ATTACHMENT_MAX[fileKind], texts);
    setErrors((all) => ({ ...all, [`files.${fileKind}`]: error ?? undefined }));
    for (const file of take) void files.add(fileKind, file);
  };

  const remove = (key: string) => {
    changed.current = true;
    files.remove(key);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving.current || !form.current) return;
    setErrors({});
    setFormError('');
    if (files.busy) return setFormError(texts.waitUploads);
    const body = readClaimForm(new FormData(form.current), { kind, code: subject }, files.stored, props.submissionId);
    const local = localIssues(body, texts);
    if (Object.keys(local).length > 0) {
      setErrors(local);
      return setFormError(texts.checkInput);
    }
    saving.current = true;
    setBusySaving(true);
    try {
      const [path, method, payload] = claimId ? [`/api/claims/${claimId}`, 'PUT', { ...body, frameNumber: undefined, articleCode: undefined }] : [`/api/claims/${kind}`, 'POST', body];
      const response = await spokeFetch(`${path}?locale=${props.locale}`, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) });
      const answer = (await response.json()) as Answer;
      if ((response.status === 201 || response.status === 200) && answer.data) {
        location.assign(`${props.doneUrl}/${answer.data.id}?saved=1`);
        return;
      }
      setErrors(serverIssues(answer.error?.issues ?? []));
      setFormError(answer.error?.message ?? texts.checkInput);
    } catch (error) {
      if (error instanceof HttpInterrupted) return;
      setFormError(texts.failed);
    }
    saving.current = false;
    setBusySaving(false);
  }

  const errorOf = (path: string) => errors[path];
  const described = (path: string, id: string) => (errors[path] ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {});
  const fieldError = (path: string, id: string) => <p className="orders-field-error" id={`${id}-error`}>{errorOf(path)}</p>;

  return (
    <form ref={form} className="claims-form" noValidate onSubmit={(e) => void submit(e)} onInput={() => (changed.current = true)}>
      <p className="orders-notice orders-notice--error" role="alert" id="claim-form-error" hidden={!formError}>{formError}</p>
      <fieldset>
        <legend>{labels.consumer}</legend>
        <p className="muted">{labels.consumerHint}</p>
        {CONSUMER_FIELDS.map((f) => (
          <div className="field" key={f}>
            <label htmlFor={`consumer-${f}`}>{labels.consumerFields[f]}</label>
            <input id={`consumer-${f}`} name={`consumer.${f}`} type={f === 'email' ? 'email' : f === 'phone' ? 'tel' : 'text'} maxLength={f === 'address' ? 120 : 80} autoComplete="off" defaultValue={initial?.consumer[f] ?? ''} {...described(`consumer.${f}`, `consumer-${f}`)} />
            {fieldError(`consumer.${f}`, `consumer-${f}`)}
          </div>
        ))}
      </fieldset>
      <fieldset>
        <legend>{labels.theClaim}</legend>
        <div className="field">
          <label htmlFor="claim-purchase">{labels.purchaseDate}</label>
          <input id="claim-purchase" name="purchaseDate" type="date" max={props.today} required defaultValue={initial?.purchaseDate ?? ''} {...described('purchaseDate', 'claim-purchase')} />
          {fieldError('purchaseDate', 'claim-purchase')}
        </div>
        <div className="field">
          <span id="claim-problems-label"><strong>{labels.problems}</strong></span>
          <ul className="claims-checklist" aria-labelledby="claim-problems-label" aria-describedby={errors['problems'] ? 'claim-problems-error' : undefined}>
            {props.problems.map((p) => (
              <li key={p.id}>
                <label><input type="checkbox" name="problem" value={p.id} defaultChecked={chosen.has(p.id)} /> {p.label}</label>
                <input type="text" name={`notes-${p.id}`} maxLength={300} aria-label={p.notesLabel} placeholder={labels.notes} defaultValue={chosen.get(p.id) ?? ''} />
              </li>
            ))}
          </ul>
          {fieldError('problems', 'claim-problems')}
        </div>
        <div className="field">
          <label htmlFor="claim-description">{labels.description}</label>
          <textarea id="claim-description" name="description" maxLength={props.descriptionMax} required defaultValue={initial?.description ?? ''} {...described('description', 'claim-description')} />
          {fieldError('description', 'claim-description')}
        </div>
        <div className="field">
          <label htmlFor="claim-qty">{labels.qty}</label>
          <input id="claim-qty" name="qty" type="number" min={1} max={99} inputMode="numeric" required defaultValue={initial?.qty ?? 1} {...described('qty', 'claim-qty')} />
          {fieldError('qty', 'claim-qty')}
        </div>
      </fieldset>
      <fieldset>
        <legend>{labels.attachments}</legend>
        {props.attachments.map((field) => (
          <ClaimAttachment key={field.kind} field={field} uploads={files.uploads.filter((u) => u.kind === field.kind)} error={errorOf(`files.${field.kind}`)} texts={texts} onChoose={choose} onRemove={remove} />
        ))}
      </fieldset>
      <button className="button" type="submit" disabled={!ready || busySaving}>{busySaving ? texts.saving : texts.submit}</button>
    </form>
  );
}

// A memo object is known to Astro's React renderer as React at once; a plain function is rendered
// once more on every request just to find that out (docs/decisions/0094-react-islands-on-astros-terms.md).
export default memo(ClaimForm);
