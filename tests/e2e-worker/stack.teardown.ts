// Stops the Worker stack that stack.setup.ts started and removes its folder.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { test as teardown } from '@playwright/test';
import { workerStackDir } from './stack';
import { alive } from '../support/process-alive';

teardown('the Worker stack stops', async () => {
  const dir = workerStackDir();
  const pidFile = join(dir, 'stack.pid');
  if (existsSync(pidFile)) {
    const pid = Number(readFileSync(pidFile, 'utf8'));
    if (alive(pid)) process.kill(pid, 'SIGTERM');
    const deadline = Date.now() + 15_000;
    while (alive(pid) && Date.now() < deadline) await new Promise((done) => setTimeout(done, 100));
    if (alive(pid)) process.kill(pid, 'SIGKILL');
  }
  rmSync(dir, { recursive: true, force: true });
});
