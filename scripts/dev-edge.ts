// Runs the Worker stack (stack.ts) until stopped, for the Worker's browser stories; prints the
// Worker's output and "worker stack ready: <url>" once /api/health answers.
//   node --import tsx scripts/dev-edge.ts --dir DIR --port 4410 [--dist DIR] [--watch-pid PID]
// Ports port+1 to port+3 serve the database, the upstream and the inspector. With --watch-pid it also
// stops when that process is gone, so a test run that was killed leaves no workerd behind.
import { parseArgs } from 'node:util';
import { startWorkerStack } from './edge/stack';

const { values } = parseArgs({
  options: {
    dir: { type: 'string' },
    port: { type: 'string', default: '4410' },
    dist: { type: 'string' },
    country: { type: 'string', default: 'us' },
    'watch-pid': { type: 'string' },
  },
});
if (!values.dir) throw new Error('--dir is required');
const port = Number(values.port);

const started = Date.now();
const stack = await startWorkerStack({
  dir: values.dir,
  country: values.country,
  ports: { worker: port, db: port + 1, upstream: port + 2, inspector: port + 3 },
  distDir: values.dist,
  echo: true,
});
console.log(`worker stack ready: ${stack.url} in ${((Date.now() - started) / 1000).toFixed(1)}s`);

let stopping = false;
const stop = async (): Promise<void> => {
  if (stopping) return;
  stopping = true;
  await stack.stop();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
const watched = Number(values['watch-pid']);
if (watched) {
  setInterval(() => {
    try {
      process.kill(watched, 0);
    } catch {
      void stop();
    }
  }, 2_000).unref();
}
