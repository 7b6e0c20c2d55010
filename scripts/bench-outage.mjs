// `npm run bench:outage`: the budget for a bad day. The production Node build with the embedded
// upstream in its own process (scripts/outage-stack.mjs); 50 connections of mixed signed-in pages for
// 60 s, and the upstream process killed 25 s in and started again 10 s later. Some connections place
// orders through the API the way the checkout page does (cart line, then checkout with an
// Idempotency-Key and a numbered PO), retrying with the same key after a 503 or a broken connection
// until the order is answered. Budget: 0 answers of 5xx other than 503, and, read from the upstream's
// database after it returns, 0 lost orders (answered but not there) and 0 duplicated (one PO there
// twice). Prints the figures per phase and saves them to .bench/.
//   --port 4520 --seconds 60 --connections 50 --down-at 25 --down-for 10 --writers 3
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createClient } from '@libsql/client';
import { chooseFirstCustomer, signIn } from './bench-session.mjs';
import { startOutageStack } from './outage-stack.mjs';
import { ensurePinnedNode } from './processes.mjs';

process.chdir(resolve(import.meta.dirname, '..'));
await ensurePinnedNode();

const { values: flags } = parseArgs({
  options: {
    port: { type: 'string', default: '4520' },
    seconds: { type: 'string', default: '60' },
    connections: { type: 'string', default: '50' },
    'down-at': { type: 'string', default: '25' },
    'down-for': { type: 'string', default: '10' },
    writers: { type: 'string', default: '3' },
  },
});
const SECONDS = Number(flags.seconds);
const CONNECTIONS = Number(flags.connections);
const DOWN_AT = Number(flags['down-at']) * 1000;
const DOWN_FOR = Number(flags['down-for']) * 1000;
const WRITERS = Math.min(Number(flags.writers), CONNECTIONS);
/** After the load, a writer still waiting for its order's answer keeps trying this long. */
const SETTLE_MS = 30_000;
const PAGES = ['/en-us', '/en-us/catalog/list', '/en-us/cart', '/en-us/cart/checkout', '/en-us/order', '/en-us/order/lists', '/en-us/invoice/open-invoice', '/en-us/claim', '/en-us/payment', '/en-us/news', '/de/cart', '/de/order'];
const BROWSER = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' };
const RUN = `BO${Date.now().toString(36).toUpperCase()}`;

console.log('Starting the Node build with the upstream in its own process...');
// The portal's own account of each upstream failure goes to .bench/outage-portal.log.
mkdirSync('.bench', { recursive: true });
const portalLog = [];
const stack = await startOutageStack({ port: Number(flags.port), log: (line) => portalLog.push(`${new Date().toISOString()} ${line}`) });
const { origin } = stack;
let result;
try {
  result = await run();
} finally {
  await stack.stop();
  writeFileSync('.bench/outage-portal.log', `${portalLog.join('\n')}\n`);
}
report(result);
process.exit(result.verdict.ok ? 0 : 1);

async function run() {
  const dealer = await signIn(origin, 'dealer.us');
  const rep = await chooseFirstCustomer(origin, await signIn(origin, 'sales.rep'));
  const writers = await writerSessions(WRITERS);
  const phases = { before: stats(), down: stats(), after: stats() };
  const timeline = { start: Date.now(), killed: 0, restarted: 0, answering: 0, last503: 0 };
  // An answer counts in the phase it arrived in: one asked before the kill and answered after it is the outage's.
  const phase = () => (!timeline.killed ? phases.before : !timeline.answering ? phases.down : phases.after);
  const record = (status, ms, path, error) => {
    phase().add(status, ms, path, error);
    if (status === 503) timeline.last503 = Date.now();
  };
  const end = timeline.start + SECONDS * 1000;

  const outage = (async () => {
    await sleep(DOWN_AT);
    await stack.stopUpstream();
    timeline.killed = Date.now();
    await sleep(DOWN_FOR);
    timeline.restarted = Date.now();
    await stack.startUpstream();
    timeline.answering = Date.now();
  })();

  const readers = Array.from({ length: CONNECTIONS - writers.length }, (_, i) => reader(i % 3 === 2 ? rep : dealer, i));
  const writes = writers.map((w) => writer(w));
  await Promise.all([outage, ...readers]);
  const placed = (await Promise.all(writes)).flat();
  return { phases, timeline, placed, verdict: await verify(placed, phases) };

  async function reader(cookie, offset) {
    let n = offset;
    while (Date.now() < end) {
      const path = PAGES[n++ % PAGES.length];
      const started = performance.now();
      try {
        const response = await fetch(origin + path, { headers: { ...BROWSER, cookie }, redirect: 'manual' });
        await response.arrayBuffer();
        record(response.status, performance.now() - started, path);
      } catch (error) {
        record('network', performance.now() - started, path, error);
      }
    }
  }

  /** Places orders one after another until the load ends; each is retried with its key until answered. */
  async function writer(w) {
    const done = [];
    let n = 0;
    while (Date.now() < end) {
      const write = { po: `${RUN}-${w.index}-${++n}`, key: randomUUID().replaceAll('-', ''), attempts: 0, status: null, orders: [] };
      done.push(write);
      while (write.status === null && Date.now() < end + SETTLE_MS) {
        write.attempts++;
        const started = performance.now();
        try {
          const cart = await call(w, 'PUT', '/api/cart/lines', { lines: [{ articleCode: w.article, sorg: w.sorg, qty: 1 }] });
          record(cart.status, performance.now() - started, 'PUT /api/cart/lines');
          if (cart.status !== 200) {
            await sleep(cart.status === 503 ? 500 : 100);
            continue;
          }
          const at = performance.now();
          const response = await call(w, 'POST', '/api/checkout', { shipto: w.shipto, paymentId: w.paymentId, poNumber: write.po }, { 'idempotency-key': write.key });
          record(response.status, performance.now() - at, 'POST /api/checkout');
          if (response.status === 201) {
            write.status = 201;
            write.orders = response.body.data.orders.map((o) => o.orderNumber);
          } else if (response.status === 422 || response.status === 409) {
            write.status = response.status; // refused (stock, limits): no order, nothing to retry
          } else await sleep(500);
        } catch (error) {
          record('network', performance.now() - started, 'write', error);
          await sleep(500);
        }
      }
    }
    return done;
  }
}

async function call(w, method, path, body, headers = {}) {
  const response = await fetch(origin + path, { method, headers: { 'content-type': 'application/json', cookie: w.cookie, origin, ...headers }, body: JSON.stringify(body) });
  const text = await response.text();
  let parsed = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  return { status: response.status, body: parsed };
}

/** Sessions that order, each acting for a customer of its own (one cart per customer in the upstream). */
async function writerSessions(count) {
  const sessions = [];
  const dealer = await signIn(origin, 'dealer.us');
  sessions.push(await writerFor(dealer, '0001000123', 0));
  if (count > 1) {
    const rep = await signIn(origin, 'sales.rep');
    const list = await (await fetch(`${origin}/api/customers`, { headers: { cookie: rep } })).json();
    const customers = (list.data ?? []).map((c) => c.custCode).filter((c) => c.r3 !== '0001000123');
    for (const customer of customers) {
      if (sessions.length >= count) break;
      const url = new URL('/api/change-cust', origin);
      url.searchParams.set('r3', customer.r3);
      if (customer.isr) url.searchParams.set('isr', customer.isr);
      const switched = await fetch(url, { method: 'POST', headers: { cookie: await signIn(origin, 'sales.rep'), origin } });
      if (!switched.ok) continue;
      const cookie = switched.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
      const session = await writerFor(cookie, customer.r3, sessions.length).catch(() => null);
      if (session) sessions.push(session);
    }
  }
  return sessions;
}

async function writerFor(cookie, custCode, index) {
  const gql = async (query, variables) => (await (await fetch(`${stack.upstreamUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) })).json()).data;
  const { shiptoV2 } = await gql('query S($c: String!) { shiptoV2(custCode: $c) { id } }', { c: custCode });
  const terms = await call({ cookie }, 'GET', '/api/checkout/payment-terms').catch(() => null);
  const sorg = 'US01';
  const { products } = await gql('query P($c: String!, $s: String!) { products(custCode: $c, sorg: $s, filter: { hasStock: true }, page: 1, limit: 100) { data { article_code price { currency } stock { available } orderLimit } } }', { c: custCode, s: sorg });
  const product = products.data.filter((p) => p.price && (p.orderLimit ?? Infinity) >= 1).sort((a, b) => b.stock.available - a.stock.available)[0];
  const paymentId = terms?.body?.data?.defaultCode ?? 'N030';
  if (!shiptoV2[0] || !product) throw new Error(`no ship-to or orderable product for ${custCode}`);
  return { cookie, index, custCode, sorg, shipto: shiptoV2[0].id, article: product.article_code, paymentId };
}

function stats() {
  const statuses = new Map();
  const latencies = [];
  const samples = [];
  const refusedPaths = new Map();
  return {
    statuses,
    latencies,
    samples,
    refusedPaths,
    add(status, ms, path, error) {
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status === 503) refusedPaths.set(path, (refusedPaths.get(path) ?? 0) + 1);
      latencies.push(ms);
      if ((status === 'network' || (typeof status === 'number' && status >= 500 && status !== 503)) && samples.length < 10) samples.push(`${status} ${path}${error ? ` ${error.message}` : ''}`);
    },
  };
}

/** The orders in the upstream's database for this run's PO numbers, against what the writers were told. */
async function verify(placed, phases) {
  const db = createClient({ url: stack.upstreamDatabase });
  const rows = (await db.execute({ sql: 'SELECT po_number, order_number FROM ledger_orders WHERE po_number LIKE ?', args: [`${RUN}-%`] })).rows;
  db.close();
  const byPo = new Map();
  for (const row of rows) byPo.set(row.po_number, [...(byPo.get(row.po_number) ?? []), row.order_number]);
  const answered = placed.filter((w) => w.status === 201);
  const lost = answered.filter((w) => w.orders.some((o) => !(byPo.get(w.po) ?? []).includes(o)));
  const duplicated = [...byPo.entries()].filter(([, orders]) => orders.length > 1);
  const unanswered = placed.filter((w) => w.status === null);
  const orphaned = [...byPo.keys()].filter((po) => !answered.some((w) => w.po === po));
  const count = (status) => Object.values(phases).reduce((n, p) => n + (p.statuses.get(status) ?? 0), 0);
  const other5xx = Object.values(phases).reduce((n, p) => n + [...p.statuses].filter(([s]) => typeof s === 'number' && s >= 500 && s !== 503).reduce((m, [, c]) => m + c, 0), 0);
  return {
    ok: other5xx === 0 && count('network') === 0 && lost.length === 0 && duplicated.length === 0,
    other5xx,
    network: count('network'),
    writes: placed.length,
    answered: answered.length,
    refused: placed.filter((w) => w.status === 422 || w.status === 409).length,
    retried: placed.filter((w) => w.attempts > 1).length,
    unanswered: unanswered.length,
    lost: lost.map((w) => w.po),
    duplicated: duplicated.map(([po, orders]) => `${po}: ${orders.join(', ')}`),
    orphaned,
  };
}

function summary(p) {
  const sorted = [...p.latencies].sort((a, b) => a - b);
  const q = (x) => (sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(x * sorted.length))]) : 0);
  const refused = [...p.refusedPaths].sort((a, b) => b[1] - a[1]).map(([path, n]) => `${path} ${n}`);
  return { requests: sorted.length, statuses: Object.fromEntries([...p.statuses].sort()), p50: q(0.5), p99: q(0.99), max: Math.round(sorted.at(-1) ?? 0), samples: p.samples, refused };
}

function report({ phases, timeline, verdict }) {
  const at = (t) => (t ? `${((t - timeline.start) / 1000).toFixed(1)} s` : '-');
  const rows = Object.entries(phases).map(([name, p]) => ({ phase: name, ...summary(p) }));
  const lines = [
    `Spoke outage benchmark ${new Date().toISOString()} (Node ${process.versions.node}; ${CONNECTIONS} connections for ${SECONDS} s, ${CONNECTIONS - WRITERS} reading pages, ${WRITERS} placing orders)`,
    `upstream killed at ${at(timeline.killed)}, started again at ${at(timeline.restarted)}, answering at ${at(timeline.answering)} (down ${((timeline.answering - timeline.killed) / 1000).toFixed(1)} s); last 503 at ${at(timeline.last503)}`,
    '',
    ...rows.map((r) => `${r.phase.padEnd(7)} ${String(r.requests).padStart(6)} requests  p50 ${r.p50} ms  p99 ${r.p99} ms  max ${r.max} ms  statuses ${JSON.stringify(r.statuses)}${r.refused.length ? `\n        503: ${r.refused.join(', ')}` : ''}${r.samples.length ? `\n        e.g. ${r.samples.join('; ')}` : ''}`),
    '',
    `5xx other than 503: ${verdict.other5xx} (budget 0); connection errors: ${verdict.network}`,
    `orders: ${verdict.writes} written, ${verdict.answered} answered 201 (${verdict.retried} after retries), ${verdict.refused} refused 4xx, ${verdict.unanswered} still unanswered at the end`,
    `lost: ${verdict.lost.length} (budget 0)${verdict.lost.length ? ` ${verdict.lost.join(', ')}` : ''}; duplicated: ${verdict.duplicated.length} (budget 0)${verdict.duplicated.length ? ` ${verdict.duplicated.join('; ')}` : ''}; in the upstream without an answer: ${verdict.orphaned.length}`,
    '',
    verdict.ok ? 'Within budget.' : 'OVER BUDGET.',
  ];
  console.log(lines.join('\n'));
  mkdirSync('.bench', { recursive: true });
  writeFileSync(`.bench/outage-${Date.now()}.txt`, `${lines.join('\n')}\n`);
}

function sleep(ms) {
  return new Promise((done) => setTimeout(done, ms));
}
