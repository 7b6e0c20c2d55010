// Download area: the report modules, the daily quota per user and the period rule (the period
// itself is validation's downloadPeriod: From before To, at most one year, within one calendar year).
export const DOWNLOAD_MODULES = ['retail-sales', 'bonus-purchases', 'bonus-retail'] as const;
export type DownloadModule = (typeof DOWNLOAD_MODULES)[number];
export const DOWNLOAD_STATUSES = ['pending', 'processing', 'ready', 'failed'] as const;

/** Report requests a user may make per calendar day (UTC). */
export const DOWNLOAD_DAILY_QUOTA = 5;

export function quotaLeft(requestedToday: number, quota: number = DOWNLOAD_DAILY_QUOTA): number {
  return Math.max(0, quota - requestedToday);
}

/** The file name of a ready report: module, period and request id, so two never clash. */
export function reportFileName(module: string, from: string, to: string, id: number | string): string {
  return `${module}_${from}_${to}_${id}.xlsx`;
}
