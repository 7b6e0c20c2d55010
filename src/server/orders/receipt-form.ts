// Reads the uploaded receipt from a multipart request (the API and the /payment form share it).
import { MAX_RECEIPT_BYTES } from '../../domain/orders';
import { ordersError } from './orders.errors';

/** Multipart overhead on top of the largest receipt. */
const MAX_BODY_BYTES = MAX_RECEIPT_BYTES + 64 * 1024;

export interface UploadedFile {
  name: string;
  bytes: Uint8Array;
}

export async function formOf(request: Request): Promise<FormData | null> {
  const length = Number(request.headers.get('content-length') ?? '0');
  if (length > MAX_BODY_BYTES) throw ordersError('RECEIPT_TOO_LARGE');
  return request.formData().catch(() => null);
}

export async function fileOf(form: FormData | null): Promise<UploadedFile> {
  const file = form?.get('file');
  if (!file || typeof file === 'string' || file.size === 0) throw ordersError('RECEIPT_EMPTY');
  if (file.size > MAX_RECEIPT_BYTES) throw ordersError('RECEIPT_TOO_LARGE');
  return { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) };
}
