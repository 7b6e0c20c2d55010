// Rich text (announcements, news, marketing material, sales documents) comes from admins through the
// portal DB; only what the editor writes, plus tables and images of our own files, reaches the page.
// sanitize-html parses with htmlparser2 (pure JS), so this runs the same on Node and in workerd.
import sanitize, { type IOptions } from 'sanitize-html';
import { BoundedCache } from '../../domain/bounded-cache';
import { ownFileSrc, safeHref } from '../../domain/content/safe-link';

export { safeHref };

const TABLE = ['table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'];

const OPTIONS: IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a', 'span', 'h3', 'h4', 'blockquote', 'img', ...TABLE],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    col: ['span'],
    colgroup: ['span'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Dropped with everything inside them, not just their tags: an SVG or template left open swallows the rest.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template', 'svg', 'math', 'title', 'xmp', 'noembed', 'noframes'],
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs['href'] === undefined ? null : safeHref(attribs['href']);
      const out: Record<string, string> = href ? { href, rel: 'noopener noreferrer' } : {};
      if (href && attribs['target'] === '_blank') out['target'] = '_blank';
      return { tagName, attribs: out };
    },
    img: (tagName, attribs) => {
      const src = attribs['src'] === undefined ? null : ownFileSrc(attribs['src']);
      const { src: _ignored, ...rest } = attribs;
      return { tagName, attribs: src ? { src, ...rest } : rest };
    },
  },
  // An image that is not one of our files goes entirely (no empty <img> left behind).
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs['src'],
};

// Pages sanitise stored bodies again as they render them (a parse costs a few hundred microseconds),
// and the same few bodies come back on every view.
const recent = new BoundedCache<string, string>({ max: 200 });
const REMEMBERED_MAX_CHARS = 20_000;

export function sanitizeHtml(html: string): string {
  if (html.length > REMEMBERED_MAX_CHARS) return sanitize(html, OPTIONS);
  let clean = recent.get(html);
  if (clean === undefined) recent.set(html, (clean = sanitize(html, OPTIONS)));
  return clean;
}

/** Visible text length, used for the "collapse over 400 characters" rule. */
export function textLength(html: string): number {
  return html.replace(/<[^>]*>/g, '').replace(/&[#a-zA-Z0-9]+;/g, ' ').length;
}
