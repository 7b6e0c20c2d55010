// Budgets of the invoice screens (issue 5): (1) the server-side work behind /invoice/open-invoice
// for a dealer with 2,000 open items (upstream read through the portal's client, split and grouping
// as the page does), p50/p95 over 60 runs; (2) gzip JavaScript of the /payment/invoice island from
// a build folder (argument, default dist). Run: npx tsx scripts/bench-invoices.mts [/path/to/build]
// With a running server: npx tsx scripts/bench-invoices.mts --page http://127.0.0.1:4321 file:data/upstream.db
// adds the 2,000 open items to that upstream database (once), signs in as dealer.us and times the
// whole /en-us/invoice/open-invoice and /en-us/payment/invoice pages over HTTP; BENCH_SERVER_PID=<pid of
// the server process> adds the server's CPU time per request.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createClient } from '@libsql/client';
import { groupByInvoice, splitInvoices } from '../src/domain/invoices';
import { readOpenInvoices } from '../src/server/invoices/invoices.reads';
import { createUpstreamClient } from '../src/server/upstream';
import { openEmbeddedUpstream } from '../upstream/executor';

const PAYER = '0001000123';
const EXTRA = 2_000;

async function addOpenItems(url: string): Promise<void> {
  const db = createClient({ url });
  const present = await db.execute("select count(*) as n from ledger_invoices where accounting_no like 'B%'");
  if (Number(present.rows[0]?.['n'] ?? 0) === 0) await db.execute({
    sql: `insert into ledger_invoices (accounting_no, invoice_no, assignment, payer_code, cust_code, sorg, currency, amount, document_date, due_date, status)
          with recursive n(i) as (select 1 union all select i + 1 from n where i < ?)
          select 'B' || printf('%09d', i), 'BI' || printf('%08d', i), 'BI' || printf('%08d', i), ?, ?, 'US01', 'USD', 10000 + i, date('now', '-' || (i % 90) || ' days'), date('now', ((i % 60) - 30) || ' days'), 'open' from n`,
    args: [EXTRA, PAYER, PAYER],
  });
  db.close();
}

const percentiles = (times: number[]) => {
  const sorted = times.toSorted((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]?.toFixed(1);
  return `p50 ${at(0.5)} ms, p95 ${at(0.95)} ms`;
};

async function serverSide(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-invoices-'));
  const url = `file:${join(dir, 'upstream.db')}`;
  const embedded = await openEmbeddedUpstream({ url, demoSize: 'demo' });
  await addOpenItems(url);
  const upstream = createUpstreamClient({ timeoutMs: 30_000, embedded: () => Promise.resolve(embedded) });
  const code = { r3: PAYER, isr: null };
  const times: number[] = [];
  const cpu: number[] = [];
  let rows = 0;
  for (let run = 0; run < 65; run++) {
    const start = performance.now();
    const used = process.cpuUsage();
    const companies = await readOpenInvoices(upstream, code);
    for (const c of companies) {
      const split = splitInvoices(c.rows);
      groupByInvoice(split.payable);
      rows = c.rows.length;
    }
    const spent = process.cpuUsage(used);
    if (run >= 5) times.push(performance.now() - start);
    if (run >= 5) cpu.push((spent.user + spent.system) / 1000);
  }
  // CPU time beside wall time: on a shared machine the wall time mostly measures the other processes.
  console.log(`open invoices data for ${PAYER} with ${rows} rows (in process): ${percentiles(times)}; CPU ${percentiles(cpu)}`);
  await embedded.close();
  rmSync(dir, { recursive: true, force: true });
}

function islandJs(buildDir: string): void {
  const assets = join(buildDir, 'client', '_astro');
  const entry = readdirSync(assets).find((f) => f.startsWith('PaymentFlow') && f.endsWith('.js'));
  if (!entry) return console.log(`no PaymentFlow chunk in ${assets}`);
  // The island plus what it imports, followed transitively, plus Astro's island runtime is in the page anyway.
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const m of readFileSync(join(assets, file), 'utf8').matchAll(/from"\.\/([^"]+)"/g)) if (m[1]) visit(m[1]);
  };
  visit(entry);
  const client = readdirSync(assets).find((f) => /^client\..*\.js$/.test(f));
  if (client) visit(client);
  const total = [...seen].reduce((sum, f) => sum + gzipSync(readFileSync(join(assets, f)), { level: 9 }).length, 0);
  console.log(`payment island JavaScript: ${[...seen].join(', ')} = ${(total / 1024).toFixed(1)} KB gzip (budget 90 KB for the page)`);
}

async function signIn(base: string): Promise<string> {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ username: 'dealer.us', password: 'Spoke-Demo-2026' }),
  });
  return login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

/** CPU seconds the server process has used (Linux /proc), when BENCH_SERVER_PID names it. */
function serverCpu(): number | null {
  const pid = process.env['BENCH_SERVER_PID'];
  if (!pid) return null;
  // Fields after the command name: utime and stime are the 12th and 13th, in clock ticks (100 per second).
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function timePage(base: string, path: string, cookie: string, rowPattern: RegExp): Promise<void> {
  const times: number[] = [];
  let cpuStart: number | null = null;
  let html = '';
  let encoding = 'none';
  for (let run = 0; run < 65; run++) {
    const start = performance.now();
    // Asked like a browser; fetch inflates the body but keeps content-encoding: whether the server compressed.
    const res = await fetch(`${base}${path}`, { headers: { cookie, 'accept-encoding': 'gzip, br' } });
    html = await res.text();
    encoding = res.headers.get('content-encoding') ?? 'none';
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    if (run >= 5) times.push(performance.now() - start);
    if (run === 4) cpuStart = serverCpu();
  }
  const cpuEnd = serverCpu();
  // Server CPU per request: on a shared machine the wall time mostly measures the other processes.
  const cpu = cpuStart === null || cpuEnd === null ? '' : `; server CPU ${(((cpuEnd - cpuStart) * 1000) / times.length).toFixed(1)} ms per request (mean)`;
  console.log(`${path} with ${EXTRA}+ open items over HTTP: ${percentiles(times)} (budget 100 ms p95)${cpu}`);
  const rows = html.match(rowPattern)?.length ?? 0;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(`  HTML ${kb(Buffer.byteLength(html))} for ${rows} invoice rows (${kb(gzipSync(html).length)} gzip), sent with content-encoding: ${encoding}`);
}

async function wholePages(base: string, upstreamUrl: string): Promise<void> {
  await addOpenItems(upstreamUrl);
  const cookie = await signIn(base);
  await timePage(base, '/en-us/invoice/open-invoice', cookie, /<tr data-overdue/g);
  // The payment page's selectable rows: one checkbox each, whether React or the server wrote it.
  await timePage(base, '/en-us/payment/invoice', cookie, /<input type="checkbox" id="sel-/g);
}

if (process.argv[2] === '--page') await wholePages(process.argv[3] ?? 'http://127.0.0.1:4321', process.argv[4] ?? 'file:data/upstream.db');
else {
  await serverSide();
  islandJs(process.argv[2] ?? 'dist');
}
