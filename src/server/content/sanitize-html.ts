// Announcement HTML comes from admins through the portal DB; only a small tag whitelist reaches the
// page. Pure string code so it runs the same on Node and in workerd (no DOM there).
import { safeHref } from '../../domain/content/safe-link';

export { safeHref };

const ALLOWED = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'span', 'h3', 'h4']);
const VOID = new Set(['br']);
/** Elements whose whole content is dropped, not just their tags. */
const DROP_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math']);

const TAG = /<!--[\s\S]*?(?:-->|$)|<\/?([a-zA-Z][a-zA-Z0-9]*)\b((?:[^>"']|"[^"]*"|'[^']*')*)>|</g;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/** Keeps entities that are already encoded, escapes any stray markup character. */
function escapeText(text: string): string {
  return text.replace(/&(?!#?[a-zA-Z0-9]{1,10};)|[<>"']/g, (c) => escapeHtml(c));
}

function hrefOf(attributes: string): string | null {
  const match = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
  const value = match?.[1] ?? match?.[2] ?? match?.[3];
  return value === undefined ? null : safeHref(value);
}

function openTag(name: string, attributes: string): string {
  if (name !== 'a') return `<${name}>`;
  const href = hrefOf(attributes);
  return href ? `<a href="${escapeHtml(href)}" rel="noopener noreferrer">` : '<a>';
}

export function sanitizeHtml(html: string): string {
  let out = '';
  let last = 0;
  let dropping: string | null = null;
  const open: string[] = [];
  for (const match of html.matchAll(TAG)) {
    const [whole, rawName, attributes = ''] = match;
    if (dropping === null) out += escapeText(html.slice(last, match.index));
    last = match.index + whole.length;
    if (!rawName) {
      if (whole === '<' && dropping === null) out += '&lt;';
      continue;
    }
    const name = rawName.toLowerCase();
    const closing = whole.startsWith('</');
    if (dropping !== null) {
      if (closing && name === dropping) dropping = null;
      continue;
    }
    if (DROP_WITH_CONTENT.has(name)) {
      if (!closing && !whole.endsWith('/>')) dropping = name;
      continue;
    }
    if (!ALLOWED.has(name)) continue;
    if (VOID.has(name)) out += closing ? '' : '<br>';
    else if (!closing) {
      open.push(name);
      out += openTag(name, attributes);
    } else if (open.includes(name)) {
      while (open.length > 0) {
        const top = open.pop();
        out += `</${top}>`;
        if (top === name) break;
      }
    }
  }
  if (dropping === null) out += escapeText(html.slice(last));
  return out + open.reverse().map((name) => `</${name}>`).join('');
}

/** Visible text length, used for the "collapse over 400 characters" rule. */
export function textLength(html: string): number {
  return html.replace(/<[^>]*>/g, '').replace(/&[#a-zA-Z0-9]+;/g, ' ').length;
}
