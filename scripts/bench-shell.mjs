// `npm run bench:shell -- --origin http://127.0.0.1:4321`: the shell's own HTML (the document without
// <main>'s content, as `npm run bench` counts it) per role against a running portal, raw and gzip,
// with the share of its largest parts, so a change to the menu or header can be checked in seconds
// without a load run. Roles: dealer.us, sales.rep before and after choosing a customer, admin, and
// dealer.de on the German site (de.localhost). Budget (issue 19): at most 20 KB raw.
//   --origin URL     the running portal (default http://127.0.0.1:4321)
//   --path /en-us    the page to measure (the German site uses its own locale prefix)
import { gzipSync } from 'node:zlib';
import { URLSearchParams } from 'node:url';
import { parseArgs } from 'node:util';

const { values: flags } = parseArgs({
  options: { origin: { type: 'string', default: 'http://127.0.0.1:4321' }, path: { type: 'string', default: '/en-us' } },
});
const BUDGET = 20 * 1024;
const origin = new URL(flags.origin).origin;
// The German site by its Host header, so no resolver entry for de.localhost is needed (its sign-in
// goes without an Origin header, as a first request without cookies may).
const germanHost = `de.localhost:${new URL(origin).port}`;
const PASSWORD = 'Spoke-Demo-2026';

const ROWS = [
  { name: 'dealer.us', username: 'dealer.us', path: flags.path },
  { name: 'sales.rep (no customer)', username: 'sales.rep', path: flags.path },
  { name: 'sales.rep (customer)', username: 'sales.rep', choose: true, path: flags.path },
  { name: 'admin', username: 'admin', path: flags.path },
  { name: 'dealer.de (de.localhost)', host: germanHost, username: 'dealer.de', path: flags.path.replace(/^\/en-us/, '/de') },
];
// The shell's parts, found by their opening tag; each runs to the next part or <main>.
const PARTS = [
  ['head', /<head\b/],
  ['main menu', /<div class="main-menu"/],
  ['header', /<header\b/],
  ['footer', /<footer\b/],
];

const table = [];
for (const row of ROWS) {
  const send = (path, init = {}) => fetch(`${origin}${path}`, { redirect: 'manual', ...init, headers: { ...(row.host ? { host: row.host } : { origin }), ...init.headers } });
  let cookie = await signIn(send, row.username);
  if (row.choose) cookie = await chooseFirstCustomer(send, cookie);
  const response = await send(row.path, { headers: { cookie } });
  if (response.status !== 200) throw new Error(`${row.name} ${row.path}: ${response.status}`);
  const html = await response.text();
  const open = html.search(/<main\b[^>]*>/);
  const close = html.lastIndexOf('</main>');
  const shell = html.slice(0, html.indexOf('>', open) + 1) + html.slice(close);
  const raw = Buffer.byteLength(shell);
  table.push({
    role: row.name,
    'shell B': raw,
    'shell gzip B': gzipSync(shell).length,
    'page B': Buffer.byteLength(html),
    ...partSizes(html, open),
    verdict: raw <= BUDGET ? 'ok' : 'shell > 20 KB',
  });
}
console.table(table);
if (table.some((row) => row.verdict !== 'ok')) process.exitCode = 1;

async function signIn(send, username) {
  const response = await send('/api/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: PASSWORD }) });
  if (!response.ok) throw new Error(`sign-in as ${username} failed: ${response.status}`);
  return cookiesOf(response);
}

/** Acts for the first customer the rep may choose; the new tokens replace the old. */
async function chooseFirstCustomer(send, cookie) {
  const body = await (await send('/api/customers', { headers: { cookie } })).json();
  const { r3, isr } = body.data?.[0]?.custCode ?? {};
  if (!r3) throw new Error(`no customer to choose: ${JSON.stringify(body).slice(0, 200)}`);
  const query = new URLSearchParams({ r3, ...(isr ? { isr } : {}) });
  const response = await send(`/api/change-cust?${query}`, { method: 'POST', headers: { cookie } });
  if (!response.ok) throw new Error(`choosing customer ${r3} failed: ${response.status}`);
  return cookiesOf(response);
}

function cookiesOf(response) {
  return response.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
}

function partSizes(html, mainAt) {
  const starts = PARTS.map(([name, re]) => [name, html.search(re)]).filter(([, at]) => at >= 0);
  const cuts = [...starts.map(([, at]) => at), mainAt, html.length].sort((a, b) => a - b);
  const sizes = {};
  for (const [name, at] of starts) {
    const end = cuts.find((cut) => cut > at) ?? html.length;
    sizes[`${name} B`] = Buffer.byteLength(html.slice(at, end));
  }
  return sizes;
}
