// The download area: report requests of the signed-in user (never anyone else's), for the customer
// they act for, or, for limitation audit, for every customer of their audited sales organisations
// without choosing one. The upstream generates each report in the background and counts the quota.
import { DOWNLOAD_DAILY_QUOTA } from '../../domain/download-area';
import { authError } from '../auth/auth.messages';
import type { AccessClaims } from '../auth/claims';
import type { UpstreamClient } from '../upstream';
import { DownloadAreaDocument, DownloadAreaFileDocument, RequestDownloadAreaDocument, type DownloadRequestFieldsFragment } from '../upstream/generated';
import { framesError } from '../retail-sales/retail-sales.errors';
import type { DownloadRequestBody } from './download.schema';

export type DownloadRequest = DownloadRequestFieldsFragment;
export const LIST_LIMIT = 10;

/** What the download area needs of the signed-in user (a page's shell user or an API token). */
export type DownloadUser = Pick<AccessClaims, 'sub' | 'lim' | 'areas' | 'salesActiveCustCode'>;

export const isAudit = (auth: DownloadUser): boolean => auth.lim === 'audit';

/** Whose data a request covers: the acting customer, or the audited sales organisations. */
export function reportScope(auth: DownloadUser): { custCode: string | null; sorgs: string[] | null } {
  if (isAudit(auth)) return { custCode: null, sorgs: [...new Set(auth.areas.filter(([, lim]) => lim === 'audit').map(([sorg, , value]) => sorg ?? value))] };
  if (!auth.salesActiveCustCode) throw authError('CUSTOMER_REQUIRED');
  return { custCode: auth.salesActiveCustCode.r3, sorgs: null };
}

export async function listDownloads(upstream: UpstreamClient, auth: DownloadUser, page = 1): Promise<{ rows: DownloadRequest[]; total: number; pageCount: number }> {
  const { downloadArea } = await upstream.request(DownloadAreaDocument, { userId: auth.sub, page, limit: LIST_LIMIT });
  return { rows: downloadArea.data, total: downloadArea.info.count, pageCount: downloadArea.info.pageTotal };
}

export async function requestDownload(upstream: UpstreamClient, auth: DownloadUser, body: DownloadRequestBody): Promise<DownloadRequest> {
  const scope = reportScope(auth);
  const { requestDownloadArea: result } = await upstream.request(RequestDownloadAreaDocument, {
    userId: auth.sub, module: body.module, from: body.from, to: body.to, custCode: scope.custCode, sorgs: scope.sorgs, quota: DOWNLOAD_DAILY_QUOTA,
  });
  if (result.request) return result.request;
  if (result.userErrors.some((e) => e.field === 'quota')) throw framesError('DOWNLOAD_QUOTA');
  if (result.userErrors.some((e) => e.field === 'from')) throw framesError('DOWNLOAD_PERIOD');
  throw framesError('DOWNLOAD_FAILED');
}

/** The ready file of one of the user's own requests; another user's id is simply not found. */
export async function downloadFile(upstream: UpstreamClient, auth: DownloadUser, id: string): Promise<{ name: string; bytes: Uint8Array }> {
  const { downloadAreaFile } = await upstream.request(DownloadAreaFileDocument, { userId: auth.sub, id });
  if (!downloadAreaFile) throw framesError('DOWNLOAD_NOT_FOUND');
  return { name: downloadAreaFile.fileName, bytes: Uint8Array.from(atob(downloadAreaFile.contentBase64), (ch) => ch.charCodeAt(0)) };
}
