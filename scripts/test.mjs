// `npm test`: every test layer in order, stopping at the first failure:
// types + lint, unit, integration, Worker (workerd), end-to-end (Playwright in Debian's chromium, on the
// Node build and, in the worker project, on the Worker build).
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { OFFLINE_ENV, binPath, ensurePinnedNode, run } from './processes.mjs';

process.chdir(resolve(import.meta.dirname, '..'));
await ensurePinnedNode();

// One Worker build for the workerd tests and the worker browser stories, which would each build their own.
const workerBuild = mkdtempSync(join(tmpdir(), 'spoke-test-worker-'));
process.on('exit', () => rmSync(workerBuild, { recursive: true, force: true }));
const env = { ...process.env, ...OFFLINE_ENV, PATH: binPath(), SPOKE_WORKER_DIST: join(workerBuild, 'dist') };
const bin = (name) => resolve('node_modules/.bin', name);

const layers = [
  // The type check and the linter each keep one core busy: side by side they take as long as the slower one.
  { name: 'types and lint', together: [['npm', ['run', 'check:types']], ['npm', ['run', 'lint']]] },
  { name: 'unit', command: bin('vitest'), args: ['run', '--project', 'unit'] },
  { name: 'integration', command: bin('vitest'), args: ['run', '--project', 'integration'] },
  { name: 'worker build', command: process.execPath, args: ['--import', 'tsx', 'tests/worker/build.ts', env.SPOKE_WORKER_DIST, 'us'] },
  { name: 'worker', command: bin('vitest'), args: ['run', '--project', 'worker'], when: () => hasTests('tests/worker') },
  { name: 'end-to-end', command: bin('playwright'), args: ['test'], before: ensureChromium },
];

const timings = [];
const started = Date.now();
for (const layer of layers) {
  if (layer.when && !layer.when()) {
    timings.push([layer.name, 'skipped (no tests yet)']);
    continue;
  }
  console.log(`\n=== ${layer.name} ===`);
  layer.before?.();
  const layerStarted = Date.now();
  const code = layer.together
    ? (await Promise.all(layer.together.map(([command, args]) => run(command, args, { env })))).find((c) => c !== 0) ?? 0
    : await run(layer.command, layer.args, { env });
  timings.push([layer.name, `${code === 0 ? 'passed' : 'FAILED'} in ${seconds(layerStarted)}s`]);
  if (code !== 0) {
    summary();
    console.error(`\n${layer.name} failed; later layers did not run.`);
    process.exit(code);
  }
}
summary();
console.log(`\nAll test layers passed in ${seconds(started)}s.`);

function hasTests(dir) {
  if (!existsSync(dir)) return false;
  return readdirSync(dir, { recursive: true }).some((file) => /\.test\.tsx?$/.test(String(file)));
}

function seconds(since) {
  return ((Date.now() - since) / 1000).toFixed(1);
}

function summary() {
  console.log('\n--- test layers ---');
  for (const [name, outcome] of timings) console.log(`${name.padEnd(16)} ${outcome}`);
}
