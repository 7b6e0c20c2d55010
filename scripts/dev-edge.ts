// npm run dev:edge -- <country>: the country's Worker build on this machine, signed in within a minute of
// a build: the libSQL HTTP stand-in for Turso, the embedded upstream over HTTP, the demo data seeded
// (its files in the Worker's local R2 bucket) and `wrangler dev --env <country>` with a generated
// session secret; prints the demo accounts of the country's site and stops everything on Ctrl-C.
//   npm run dev:edge -- us [--port 8787] [--dir data/edge-us] [--fresh] [--dist DIR]
// The build is dist-edge/ (or <dir>/dist when --dir is given), made again only when a source changed;
// --dist runs a finished build as it is. Ports port+1 to port+3 serve the database, the upstream and
// the inspector. The Worker's browser stories start it with --watch-pid: it also stops when that
// process is gone, so a test run that was killed leaves no workerd behind. "worker stack ready: <url>"
// is printed once /api/health answers.
import { createHash } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildIsFresh, sourceStamp, writeBuildStamp } from './build-stamp.mjs';
import { startWorkerStack } from './edge/stack';
import { formatAccounts } from './demo-accounts';

const ROOT = resolve(import.meta.dirname, '..');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    dir: { type: 'string' },
    port: { type: 'string', default: '8787' },
    dist: { type: 'string' },
    country: { type: 'string' },
    fresh: { type: 'boolean', default: false },
    'watch-pid': { type: 'string' },
  },
});
const country = positionals[0] ?? values.country ?? 'us';
const dir = resolve(values.dir ?? join(ROOT, 'data', `edge-${country}`));
const port = Number(values.port);
if (values.fresh) rmSync(dir, { recursive: true, force: true });

// A build of the same sources, country and wrangler.toml is used again.
const distDir = resolve(values.dist ?? (values.dir ? join(dir, 'dist') : join(ROOT, 'dist-edge')));
const stamp = `${sourceStamp(ROOT)}|${country}|${createHash('sha256').update(readFileSync(join(ROOT, 'wrangler.toml'))).digest('hex')}`;
const build = !values.dist && !buildIsFresh(distDir, stamp);
if (build) console.log(`Building the ${country} Worker into ${distDir} (about a minute)...`);

const started = Date.now();
const stack = await startWorkerStack({
  dir,
  country,
  ports: { worker: port, db: port + 1, upstream: port + 2, inspector: port + 3 },
  distDir,
  build,
  echo: true,
});
if (build) writeBuildStamp(distDir, stamp);
const site = `http://${country}.localhost:${port}/`;
console.log(`\nSpoke's ${country} Worker (wrangler dev, workerd): ${site}  (also ${stack.url}/)`);
console.log(`  data in ${dir}: portal database ${stack.portalDb.url} (libSQL HTTP), upstream http://127.0.0.1:${port + 2}/graphql`);
console.log(formatAccounts(stack.accounts.filter((account) => account.sites.includes(country)), () => site, `on the ${country} site (the others sign in on their own country's Worker)`));
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
