// How the banner, announcement and sales document routes answer a save, a soft-delete move and a
// multipart form that failed to parse or validate: always the one error envelope.
import type { z } from 'zod';
import type { SaveOutcome } from '../content/content-outcome';
import type { ContentForm } from '../content/content-form';
import type { SoftDeleteOutcome } from '../content/soft-delete';
import { ApiError } from './errors';
import { toIssues, VALIDATION_MESSAGE } from './validate';

export const notFound = (): ApiError => new ApiError(404, 'NOT_FOUND', 'Not found', 'api.error.not_found');

export function savedId(outcome: SaveOutcome): { id: number } {
  if (outcome.ok) return { id: outcome.id };
  if (outcome.status === 404) throw notFound();
  throw new ApiError(400, 'VALIDATION', VALIDATION_MESSAGE, 'api.error.validation', outcome.issues);
}

export function movedOrThrow(outcome: SoftDeleteOutcome): void {
  if (outcome === 'not_found') throw notFound();
  if (outcome === 'unchanged') throw new ApiError(409, 'CONFLICT', 'Nothing to change', 'api.error.conflict');
}

export function formOrThrow(read: ContentForm): FormData {
  if (read.ok) return read.form;
  if (read.status === 413) throw new ApiError(413, 'PAYLOAD_TOO_LARGE', 'Payload too large', 'api.error.payload_too_large');
  throw new ApiError(400, 'BAD_REQUEST', 'Send the form as multipart/form-data', 'api.error.bad_request');
}

export function parsedOrThrow<S extends z.ZodType>(schema: S, fields: unknown): z.infer<S> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  throw new ApiError(400, 'VALIDATION', VALIDATION_MESSAGE, 'api.error.validation', toIssues(parsed.error.issues));
}
