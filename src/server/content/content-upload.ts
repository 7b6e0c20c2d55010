// Reads one uploaded content file from a multipart request (field `file`) and stores it.
import type { Services } from '../services';
import { readPageForm } from '../page-form';
import { ApiError } from '../api/errors';
import { MAX_BYTES, type FileKind } from './file-types';
import { pdfRefusedError } from '../uploads/pdf-active-content';
import { storeContentFile, type StoredFile } from './files';

const LIMIT = MAX_BYTES.video + 64 * 1024;

export async function uploadForm(request: Request): Promise<FormData> {
  const read = await readPageForm(request, LIMIT);
  if (!read.ok) throw read.reason === 'too_large' ? new ApiError(413, 'PAYLOAD_TOO_LARGE', 'Payload too large', 'api.error.payload_too_large') : new ApiError(400, 'BAD_REQUEST', 'Send the file as multipart/form-data', 'api.error.bad_request');
  return read.form;
}

/** Stores `form.file` if it is one of `accept`; 400/413/415 otherwise, nothing stored. */
export async function storeUpload(services: Pick<Services, 'db' | 'blob'>, form: FormData, accept: readonly FileKind[], ownerUserId: number, messageKey: string): Promise<{ file: StoredFile; kind: FileKind }> {
  const file = form.get('file');
  if (!(file instanceof File)) throw new ApiError(400, 'VALIDATION', 'Please check again all of your input', 'api.error.validation', [{ path: 'file', message: 'validation.required' }]);
  const stored = await storeContentFile(services, { bytes: new Uint8Array(await file.arrayBuffer()), fileName: file.name, accept, ownerUserId });
  if (stored.ok) return { file: stored.file, kind: stored.kind };
  if (stored.reason === 'size') throw new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The file is too large', 'api.error.payload_too_large');
  if (stored.reason === 'pdf_active' || stored.reason === 'pdf_unreadable') throw pdfRefusedError(stored.reason);
  if (stored.reason === 'empty') throw new ApiError(400, 'VALIDATION', 'Please check again all of your input', 'api.error.validation', [{ path: 'file', message: 'validation.required' }]);
  throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'This kind of file is not accepted', messageKey);
}
