// Reads the uploaded receipt from a multipart request (the API and the /payment form share it).
import { MAX_RECEIPT_BYTES } from '../../domain/orders';
import { readPageForm } from '../page-form';
import { ordersError } from './orders.errors';

/** Multipart overhead on top of the largest receipt. */
const MAX_BODY_BYTES = MAX_RECEIPT_BYTES + 64 * 1024;

export interface UploadedFile {
  name: string;
  bytes: Uint8Array;
}

/** The posted form, or null when the body is not one; a body past the largest receipt is refused. */
export async function formOf(request: Request): Promise<FormData | null> {
  const read = await readPageForm(request, MAX_BODY_BYTES);
  if (read.ok) return read.form;
  if (read.reason === 'too_large') throw ordersError('RECEIPT_TOO_LARGE');
  return null;
}

export async function fileOf(form: FormData | null): Promise<UploadedFile> {
  const file = form?.get('file');
  if (!file || typeof file === 'string' || file.size === 0) throw ordersError('RECEIPT_EMPTY');
  if (file.size > MAX_RECEIPT_BYTES) throw ordersError('RECEIPT_TOO_LARGE');
  return { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) };
}
