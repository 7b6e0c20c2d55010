// Starts the Worker build in workerd with its backends (scripts/dev-edge.ts, as `npm run dev:edge`) for the worker project's
// stories, in a process of its own that outlives this test worker; stack.teardown.ts stops it.
import { spawn } from 'node:child_process';
import { mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test as setup } from '@playwright/test';
import { workerStackDir } from './stack';

setup('the Worker build runs in workerd with the demo data', async ({ baseURL }) => {
  // A fresh build when npm test has not made one (SPOKE_WORKER_DIST): about a minute on two cores.
  setup.setTimeout(300_000);
  const dir = workerStackDir();
  mkdirSync(dir, { recursive: true });
  const log = join(dir, 'stack.log');
  const dist = process.env['SPOKE_WORKER_DIST'];
  const runner = process.env['SPOKE_E2E_RUNNER_PID'];
  const args = [
    '--import', 'tsx', resolve('scripts/dev-edge.ts'),
    '--dir', dir,
    '--port', new URL(baseURL ?? '').port,
    ...(dist ? ['--dist', dist] : []),
    ...(runner ? ['--watch-pid', runner] : []),
  ];
  const output = openSync(log, 'a');
  const child = spawn(process.execPath, args, { detached: true, stdio: ['ignore', output, output] });
  child.unref();
  writeFileSync(join(dir, 'stack.pid'), String(child.pid));
  const exited = new Promise<number | null>((done) => child.on('exit', done));
  for (;;) {
    if (/^worker stack ready: /m.test(readFileSync(log, 'utf8'))) return;
    const code = await Promise.race([exited, new Promise<'waiting'>((done) => setTimeout(() => done('waiting'), 250))]);
    if (code !== 'waiting') throw new Error(`the Worker stack exited (${String(code)}) before it was ready:\n${readFileSync(log, 'utf8').slice(-8_000)}`);
  }
});
