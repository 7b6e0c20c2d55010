// Host-dependent visibility of the preview page and the new-customer inquiry (docs/requirements.md#feature-flags).
import { isFlagOn, type FeatureFlags } from './feature-flags';

export interface PreviewHost {
  readonly hostname: string;
  readonly allowPreviewPage: boolean;
  /** Hosts that never show the preview page even when their config allows it. */
  readonly hiddenPreviewHosts?: readonly string[];
}

export interface InquiryHost {
  readonly hostname: string;
  readonly allowNewCustomerInquiry: boolean;
  /** Hosts that hide the inquiry while CUSTOM_URL_TO_HIDE_NEW_INQUIRY is on. */
  readonly hiddenInquiryHosts?: readonly string[];
}

const sameHost = (list: readonly string[] | undefined, hostname: string): boolean =>
  (list ?? []).some((h) => h.toLowerCase() === hostname.toLowerCase());

/** Preview page entry and chip: MARIN_PREVIEW_PAGE on, host allows it, host not in the hide list. */
export function showsPreviewPage(flags: FeatureFlags, host: PreviewHost): boolean {
  return isFlagOn(flags, 'MARIN_PREVIEW_PAGE') && host.allowPreviewPage && !sameHost(host.hiddenPreviewHosts, host.hostname);
}

/** New-customer inquiry link and page. */
export function showsNewCustomerInquiry(flags: FeatureFlags, host: InquiryHost): boolean {
  if (!host.allowNewCustomerInquiry) return false;
  return !(isFlagOn(flags, 'CUSTOM_URL_TO_HIDE_NEW_INQUIRY') && sameHost(host.hiddenInquiryHosts, host.hostname));
}
