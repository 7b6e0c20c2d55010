// One kind of claim file: its file input and the files of that kind, each with its progress, its
// state in words and a remove button. Files chosen before the island ran are taken up on mount.
import { CircleAlert, CircleCheck, LoaderCircle, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { AttachmentKind } from '../../domain/claims/attachment.rules';
import type { ClaimFormTexts } from './claim-form.logic';
import type { Upload } from './useClaimUploads';

export interface AttachmentField { kind: AttachmentKind; label: string; accept: string; multiple: boolean }

interface Props {
  field: AttachmentField;
  uploads: readonly Upload[];
  error: string | undefined;
  texts: ClaimFormTexts;
  onChoose: (kind: AttachmentKind, files: File[]) => void;
  onRemove: (key: string) => void;
}

const STATE_TEXT = { compressing: 'compressing', uploading: 'uploading', done: 'uploaded' } as const;

export function ClaimAttachment({ field, uploads, error, texts, onChoose, onRemove }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const id = `file-${field.kind}`;
  const errorId = `${id}-error`;

  const take = () => {
    const el = input.current;
    if (!el?.files?.length) return;
    const files = [...el.files];
    el.value = '';
    onChoose(field.kind, files);
  };

  // A slow connection: the file may have been chosen while the island was still loading.
  useEffect(take, []);

  return (
    <div className="field">
      <label htmlFor={id}>{field.label}</label>
      <input ref={input} id={id} type="file" accept={field.accept} multiple={field.multiple} onChange={take} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} />
      <ul className="claims-files" aria-live="polite">
        {uploads.map((u) => (
          <li key={u.key} data-state={u.state}>
            {u.state === 'done' ? <CircleCheck size={16} aria-hidden="true" /> : u.state === 'failed' ? <CircleAlert size={16} aria-hidden="true" /> : <LoaderCircle size={16} aria-hidden="true" className="claims-spin" />}
            <span>{u.name}</span>
            {u.state !== 'failed' && <progress max={1} value={u.state === 'compressing' ? undefined : u.progress} aria-label={`${texts.uploading} ${u.name}`} />}
            {u.state === 'failed' ? (
              <span className="orders-field-error" role="alert">{u.message}</span>
            ) : (
              <span className="muted">{texts[STATE_TEXT[u.state]]}</span>
            )}
            <button type="button" className="button button--ghost" onClick={() => onRemove(u.key)} aria-label={`${texts.remove} ${u.name}`}>
              <X size={16} aria-hidden="true" />
              {texts.remove}
            </button>
          </li>
        ))}
      </ul>
      <p className="orders-field-error" id={errorId}>{error}</p>
    </div>
  );
}
