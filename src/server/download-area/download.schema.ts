// Inputs of the download area: a report request (module, from, to) and a request id.
import { z } from 'zod';
import { DOWNLOAD_MODULES } from '../../domain/download-area';
import { downloadPeriod } from '../../domain/validation';

export const downloadRequestBody = z.intersection(z.object({ module: z.enum(DOWNLOAD_MODULES) }), downloadPeriod);
export type DownloadRequestBody = z.infer<typeof downloadRequestBody>;

export const downloadIdParam = z.object({ id: z.string().regex(/^\d{1,12}$/) });
export const downloadListQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
