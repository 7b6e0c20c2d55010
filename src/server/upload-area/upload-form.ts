// The uploaded spreadsheet from a multipart request (the API and the /upload-area page share it),
// read with a hard cap so that an oversized body never fills memory.
import { readPageForm } from '../page-form';
import { framesError } from '../retail-sales/retail-sales.errors';
import { UPLOAD_MAX_BYTES } from './upload.service';

/** Multipart overhead on top of the largest file. */
const MAX_BODY_BYTES = UPLOAD_MAX_BYTES + 64 * 1024;

export async function uploadedFile(request: Request): Promise<Uint8Array> {
  const read = await readPageForm(request, MAX_BODY_BYTES);
  if (!read.ok) throw framesError(read.reason === 'too_large' ? 'UPLOAD_TOO_LARGE' : 'UPLOAD_FILE');
  const file = read.form.get('file');
  if (!file || typeof file === 'string' || file.size === 0) throw framesError('UPLOAD_EMPTY');
  return new Uint8Array(await file.arrayBuffer());
}
