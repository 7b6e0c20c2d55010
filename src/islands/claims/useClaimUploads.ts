// The claim's files: those it has (editing) and each one chosen, which is checked for size,
// compressed when it is a photo, then uploaded at once with its own progress.
import { useCallback, useRef, useState } from 'react';
import { ATTACHMENT_MAX_BYTES, CLAIM_PHOTO_COMPRESSION, type AttachmentKind } from '../../domain/claims/attachment.rules';
import { UploadError, uploadFile } from '../lib/upload-file';
import type { ClaimFormTexts, StoredFile } from './claim-form.logic';

export type UploadState = 'compressing' | 'uploading' | 'done' | 'failed';

export interface Upload {
  key: string;
  kind: AttachmentKind;
  name: string;
  state: UploadState;
  /** 0 to 1 while uploading. */
  progress: number;
  id?: string;
  message?: string;
}

export interface ExistingFile { id: string; kind: string; fileName: string }

const isKind = (kind: string): kind is AttachmentKind => kind in ATTACHMENT_MAX_BYTES;

export function useClaimUploads(existing: readonly ExistingFile[], texts: ClaimFormTexts) {
  const [uploads, setUploads] = useState<Upload[]>(() =>
    existing.filter((f) => isKind(f.kind)).map((f) => ({ key: `kept-${f.id}`, kind: f.kind as AttachmentKind, name: f.fileName, state: 'done', progress: 1, id: f.id })),
  );
  const counter = useRef(0);

  const update = useCallback((key: string, change: Partial<Upload>) => setUploads((all) => all.map((u) => (u.key === key ? { ...u, ...change } : u))), []);

  const add = useCallback(
    async (kind: AttachmentKind, original: File) => {
      counter.current += 1;
      const key = `new-${counter.current}`;
      const tooLarge = original.size > ATTACHMENT_MAX_BYTES[kind];
      const photo = kind === 'photo';
      const first: Upload = { key, kind, name: original.name, state: tooLarge ? 'failed' : photo ? 'compressing' : 'uploading', progress: 0, ...(tooLarge ? { message: texts.tooLarge } : {}) };
      setUploads((all) => [...all, first]);
      if (tooLarge) return;
      try {
        let file = original;
        if (photo) {
          const { compressImage } = await import('../lib/compress-image');
          file = await compressImage(original, CLAIM_PHOTO_COMPRESSION);
          update(key, { state: 'uploading' });
        }
        const stored = await uploadFile(kind, file, (progress) => update(key, { progress }));
        update(key, { state: 'done', progress: 1, id: stored.id });
      } catch (error) {
        update(key, { state: 'failed', message: error instanceof UploadError ? error.message : texts.failed });
      }
    },
    [texts, update],
  );

  const remove = useCallback((key: string) => setUploads((all) => all.filter((u) => u.key !== key)), []);

  const stored: StoredFile[] = uploads.flatMap((u) => (u.state === 'done' && u.id ? [{ id: u.id, kind: u.kind }] : []));
  const busy = uploads.some((u) => u.state === 'compressing' || u.state === 'uploading');
  const held = (kind: AttachmentKind) => uploads.filter((u) => u.kind === kind && u.state !== 'failed').length;
  return { uploads, add, remove, stored, busy, held };
}
