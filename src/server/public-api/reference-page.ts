// The readable reference of the public API: one server-rendered HTML page made from the OpenAPI
// document itself, so it can never disagree with it. No script, no CDN, nothing fetched at run time
// (decision 0077). Developer documentation, written in English like the document.
import { DEFAULT_RATE_POLICY } from '../../domain/public-api/rate-limit.rules';

type Json = Record<string, unknown>;

const esc = (value: unknown): string =>
  String(value ?? '').replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);
const obj = (value: unknown): Json => (value && typeof value === 'object' ? (value as Json) : {});
const refName = (ref: unknown) => (typeof ref === 'string' ? ref.split('/').pop() ?? '' : '');
/** A documented example as indented JSON; nothing when there is none. */
const exampleHtml = (example: unknown): string => (example === undefined ? '' : `<details><summary>Example</summary><pre><code>${esc(JSON.stringify(example, null, 2))}</code></pre></details>`);
/** Text with blank lines as paragraphs and `code` spans. */
const paragraphs = (text: unknown): string =>
  String(text ?? '').split(/\n{2,}/).map((part) => `<p>${esc(part).replace(/`([^`]+)`/g, '<code>$1</code>')}</p>`).join('');

/** A short type label: a component link, `array of X`, a union, or the JSON type with its format. */
function typeOf(schema: Json): string {
  if (schema['$ref']) return `<a href="#schema-${esc(refName(schema['$ref']))}">${esc(refName(schema['$ref']))}</a>`;
  const any = (schema['anyOf'] ?? schema['oneOf']) as Json[] | undefined;
  if (any) return any.map(typeOf).join(' | ');
  if (schema['enum']) return (schema['enum'] as unknown[]).map((v) => `<code>${esc(JSON.stringify(v))}</code>`).join(' | ');
  const type = Array.isArray(schema['type']) ? (schema['type'] as string[]).join(' | ') : String(schema['type'] ?? 'any');
  if (type === 'array') return `array of ${typeOf(obj(schema['items']))}`;
  if (type === 'object' && schema['properties']) return 'object';
  return esc(type);
}

function propertiesTable(schema: Json): string {
  const props = obj(schema['properties']);
  const required = new Set((schema['required'] as string[] | undefined) ?? []);
  const rows = Object.entries(props).map(([name, raw]) => {
    const prop = obj(raw);
    const nested = prop['type'] === 'object' && prop['properties'] ? propertiesTable(prop) : prop['type'] === 'array' && obj(prop['items'])['properties'] ? propertiesTable(obj(prop['items'])) : '';
    return `<tr><td><code>${esc(name)}</code>${required.has(name) ? '' : ' <small>optional</small>'}</td><td>${typeOf(prop)}</td><td>${esc(prop['description'])}${nested}</td></tr>`;
  });
  return rows.length ? `<table><thead><tr><th>Field</th><th>Type</th><th>Notes</th></tr></thead><tbody>${rows.join('')}</tbody></table>` : '';
}

function operationHtml(method: string, path: string, op: Json): string {
  const params = ((op['parameters'] as Json[] | undefined) ?? []).map((p) => `<tr><td><code>${esc(p['name'])}</code></td><td>${esc(p['in'])}</td><td>${p['required'] ? 'yes' : 'no'}</td><td>${typeOf(obj(p['schema']))} ${esc(obj(p['schema'])['description'] ?? p['description'])}</td></tr>`);
  const media = obj(obj(obj(op['requestBody'])['content'])['application/json']);
  const body = media['schema'];
  const responses = Object.entries(obj(op['responses'])).map(([status, raw]) => {
    const schema = obj(obj(obj(obj(raw)['content'])['application/json'])['schema']);
    return `<li><strong>${esc(status)}</strong> ${esc(obj(raw)['description'])}${schema['$ref'] || schema['type'] ? ` — ${typeOf(schema)}` : ''}</li>`;
  });
  const id = `${method}-${path}`.replace(/[^a-z0-9]+/gi, '-');
  return `<section class="op" id="${esc(id)}"><h3><span class="method ${esc(method)}">${esc(method.toUpperCase())}</span> <code>${esc(path)}</code></h3>
<p><strong>${esc(op['summary'])}</strong></p>${paragraphs(op['description'])}
${params.length ? `<h4>Parameters</h4><table><thead><tr><th>Name</th><th>In</th><th>Required</th><th>Type</th></tr></thead><tbody>${params.join('')}</tbody></table>` : ''}
${body ? `<h4>Request body</h4><p>${typeOf(obj(body))}</p>${exampleHtml(media['example'])}` : ''}
<h4>Responses</h4><ul>${responses.join('')}</ul></section>`;
}

export function referencePage(doc: unknown): string {
  const d = obj(doc);
  const info = obj(d['info']);
  const server = String(obj((d['servers'] as unknown[] | undefined)?.[0])['url'] ?? '');
  const ops = Object.entries(obj(d['paths'])).flatMap(([path, item]) => Object.entries(obj(item)).map(([method, op]) => ({ path, method, op: obj(op) })));
  const toc = ops.map(({ method, path, op }) => `<li><a href="#${esc(`${method}-${path}`.replace(/[^a-z0-9]+/gi, '-'))}">${esc(method.toUpperCase())} ${esc(path)}</a> — ${esc(op['summary'])}</li>`);
  const schemas = Object.entries(obj(obj(d['components'])['schemas'])).map(([name, s]) => `<section id="schema-${esc(name)}"><h3>${esc(name)}</h3><p>${esc(obj(s)['description'])}</p>${propertiesTable(obj(s))}${exampleHtml(obj(s)['example'])}</section>`);
  const { quota, windowSeconds } = DEFAULT_RATE_POLICY;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(info['title'])} ${esc(info['version'])}</title><style>
body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;color:#1c2430}
code{font:0.9em ui-monospace,monospace;background:#f1f3f6;padding:0 .25em;border-radius:4px}
table{border-collapse:collapse;width:100%;margin:.5rem 0;font-size:.9rem;display:block;overflow-x:auto}
th,td{border:1px solid #d5dae1;padding:.3rem .5rem;text-align:left;vertical-align:top}
.op{border-top:1px solid #d5dae1;padding-top:.5rem}.method{display:inline-block;min-width:4.5rem;color:#fff;background:#2e5a88;border-radius:4px;padding:0 .4rem;font-size:.85rem;text-align:center}
.method.post{background:#1f6f43}.method.put{background:#8a5a00}.method.delete{background:#a12a2a}small{color:#5b6573}
</style></head><body><main>
<h1>${esc(info['title'])} <small>${esc(info['version'])}</small></h1>
${paragraphs(info['description'])}
<p>Base URL: <code>${esc(server)}</code> on the dealer's country site. Machine-readable: <a href="openapi.json">openapi.json</a> (OpenAPI 3.1).</p>
<h2>Authentication</h2><p>Send the key in <code>Authorization: Bearer spk_…</code>. A read-only key reads the catalogue, orders and invoices; an ordering key also uses the cart, the delivery addresses, the terms of payment and checkout. A revoked key stops at once (401).</p>
<h2>Rate limit</h2><p>${quota} requests per ${windowSeconds} seconds per key. Every answer carries <code>RateLimit-Policy</code> and <code>RateLimit</code> (remaining <code>r</code>, seconds to reset <code>t</code>); past the limit the answer is 429 with <code>Retry-After</code>.</p>
<h2>Errors</h2><p>Every error is one envelope: <code>{ "error": { "code", "message", "messageKey", "issues"? } }</code>. An invalid input (400) lists one issue per field: <code>{ "path", "message", "messageKey" }</code>, where <code>message</code> is the words to show, in the site's language, and <code>messageKey</code> a stable key.</p>
<h2>Operations</h2><ul>${toc.join('')}</ul>
${ops.map(({ method, path, op }) => operationHtml(method, path, op)).join('\n')}
<h2>Schemas</h2>${schemas.join('\n')}
</main></body></html>`;
}
