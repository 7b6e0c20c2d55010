// `npm run bench:zip-bomb`: the production Node server (npm start on a temporary data folder), a
// sales rep acting for a dealer uploads a 5 MB zip bomb (1,000 bytes declared, 5 GB inflated) to the
// upload area while another client asks /api/health every 5 ms over real HTTP. Budgets: refused in
// < 2 s, /api/health p99 < 100 ms meanwhile (decision 0090). `-- --origin URL` uses a running server.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { whileProbingHealth } from '../tests/support/health-probe';
import { zipBomb } from '../tests/support/zip-bomb';
import { OFFLINE_ENV, waitForHttp } from './processes.mjs';

process.chdir(resolve(import.meta.dirname, '..'));
const { values: flags } = parseArgs({ options: { origin: { type: 'string' }, port: { type: 'string', default: '4520' }, runs: { type: 'string', default: '5' } } });
const origin = flags.origin ?? `http://127.0.0.1:${flags.port}`;
const server = flags.origin
  ? null
  : spawn(process.execPath, ['scripts/start.mjs', '--port', flags.port, '--data-dir', mkdtempSync(join(tmpdir(), 'spoke-bench-bomb-')), '--remove-data-on-exit'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, ...OFFLINE_ENV },
    });

try {
  if (server) await waitForHttp(`${origin}/api/health`, { timeoutMs: 300_000 });
  const headers = await actingRep();
  const body = await multipart(zipBomb(5 * 1024 ** 3 - 64 * 1024 ** 2, 1_000));
  const refusals: number[] = [];
  const health: number[] = [];
  for (let run = 0; run < Number(flags.runs); run++) {
    const run = await whileProbingHealth(
      () => fetch(`${origin}/api/health`),
      () => fetch(`${origin}/api/upload-area`, { method: 'POST', body: body.bytes, headers: { ...headers, 'content-type': body.type } }),
    );
    const res = run.result;
    refusals.push(run.took);
    health.push(...run.health);
    if (res.status !== 413) throw new Error(`the bomb was answered ${res.status}, not 413`);
  }
  const p = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))] ?? NaN;
  console.log(`zip bomb (${(body.bytes.byteLength / 1024 / 1024).toFixed(1)} MB, 1,000 bytes declared, ~5 GB inflated), ${refusals.length} runs`);
  console.log(`  refused (413):       max ${Math.max(...refusals).toFixed(0)} ms   (budget 2000 ms)`);
  console.log(`  /api/health, ${health.length} answers: p50 ${p(health, 0.5).toFixed(1)} ms, p99 ${p(health, 0.99).toFixed(1)} ms, max ${Math.max(...health).toFixed(1)} ms   (budget p99 100 ms)`);
} finally {
  server?.kill('SIGTERM');
}

async function actingRep(): Promise<Record<string, string>> {
  const login = await fetch(`${origin}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify({ username: 'sales.rep', password: 'Spoke-Demo-2026', client: 'api' }) });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
  const { requestToken } = (await login.json()) as { requestToken: string };
  const switched = await fetch(`${origin}/api/change-cust/0001000123`, { method: 'POST', headers: { authorization: `Bearer ${requestToken}`, origin } });
  if (!switched.ok) throw new Error(`choosing the customer failed: ${switched.status}`);
  const { requestToken: acting } = (await switched.json()) as { requestToken: string };
  return { authorization: `Bearer ${acting}`, origin };
}

async function multipart(bytes: Uint8Array<ArrayBuffer>): Promise<{ bytes: ArrayBuffer; type: string }> {
  const form = new FormData();
  form.set('file', new File([bytes], 'sales.xlsx'));
  const encoded = new Response(form);
  return { bytes: await encoded.arrayBuffer(), type: encoded.headers.get('content-type') ?? '' };
}
