// Content written for dealers (announcements, pop-up banners) may link to pages another role cannot
// open; those links are dropped for that user, the text stays (decision 0014).
import { mayFollow } from '../../domain/link-access';
import type { FeatureFlags } from '../../domain/feature-flags';
import type { AccessUser } from '../../domain/route.types';

export type LinkCheck = (href: string) => boolean;

export function linkCheckFor(user: AccessUser | null, flags: FeatureFlags): LinkCheck {
  return (href) => mayFollow(href, user, flags);
}

// Runs on HTML that sanitize-html already wrote, whose anchors are well formed and quoted.
const ANCHOR = /<a\b([^>]*)>([\s\S]*?)<\/a>/gi;
const HREF = /\bhref\s*=\s*"([^"]*)"/i;

/** Unwraps every anchor whose target the user may not open, keeping its text. */
export function unlinkForbidden(html: string, allowed: LinkCheck): string {
  return html.replace(ANCHOR, (whole, attrs: string, inner: string) => {
    const href = HREF.exec(attrs)?.[1];
    return href === undefined || allowed(href.replaceAll('&amp;', '&')) ? whole : inner;
  });
}
