// `npm start`: build the Node target when the sources changed, prepare the local data (migrations,
// demo data, session secret), start the Node server and print where it runs. The server is
// dist/server/serve.mjs: /api/* by Hono first, everything else by Astro (docs/decisions/0010).
//   --port 4321 --host 127.0.0.1   where to listen (or PORT/HOST)
//   --data-dir data                 where the databases, blobs, mail and session secret live (SPOKE_DATA_DIR)
//   --remove-data-on-exit           delete the data folder when stopped (end-to-end runs on a temp folder)
//   SPOKE_SERVER_LOG=file           also append the server's stderr to this file (end-to-end runs check it)
//   --astro-only                    serve /api through Astro's middleware too, as before decision
//                                   0010 (SPOKE_API_VIA_ASTRO=1 for dist/server/serve.mjs); for comparisons
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, rmSync, symlinkSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildIsFresh, sourceStamp, writeBuildStamp } from './build-stamp.mjs';
import { OFFLINE_ENV, ensurePinnedNode, runNode, superviseChild, waitForHttp } from './processes.mjs';
import { dataEnv, existingSessionSecret, prepareData } from './prepare.mjs';

process.chdir(resolve(import.meta.dirname, '..'));
await ensurePinnedNode();

const { values: flags } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '4321' },
    host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
    'data-dir': { type: 'string', default: process.env.SPOKE_DATA_DIR ?? 'data' },
    'remove-data-on-exit': { type: 'boolean', default: false },
    'astro-only': { type: 'boolean', default: false },
  },
});

const started = Date.now();
const outDir = resolve(process.env.SPOKE_OUT_DIR ?? 'dist');
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);

const stamp = await buildIfStale();
linkNodeModules();
const env = { ...process.env, ...OFFLINE_ENV, ...dataEnv(flags['data-dir']), SPOKE_PORT: flags.port };
const url = `http://${flags.host}:${flags.port}/`;

// On a restart the data exists already, so the server boots while migrations and the seed are
// re-checked (skipped when nothing changed); a first start prepares before the server opens the databases.
const knownSecret = existingSessionSecret(env);
let server = knownSecret ? startServer(knownSecret) : undefined;
try {
  const preparing = prepareData(env, stamp);
  const prepared = server ? (await Promise.all([preparing, answered(server)]))[0] : await preparing;
  if (!server) await answered((server = startServer(prepared.sessionSecret)));
  console.log(`\n${prepared.accountsTable}\n`);
  console.log(`Spoke is running at ${url} (the ${env.DEFAULT_HOST || 'us'} site; every country at http://<country>.localhost:${flags.port}/). Ready in ${seconds()}s; Ctrl-C stops it.`);
} catch (error) {
  console.error(`Spoke did not start: ${error.message}`);
  if (server?.exitCode === null) server.kill('SIGTERM');
  else process.exit(1);
}

function startServer(sessionSecret) {
  const log = process.env.SPOKE_SERVER_LOG;
  const child = spawn(process.execPath, [resolve(outDir, 'server/serve.mjs')], {
    // SPOKE_SERVER_LOG: the server's stderr also goes to this file (the end-to-end run reads it for stack traces).
    stdio: ['inherit', 'inherit', log ? 'pipe' : 'inherit'],
    env: { ...env, SESSION_SECRET: sessionSecret, HOST: flags.host, PORT: flags.port, ...(flags['astro-only'] ? { SPOKE_API_VIA_ASTRO: '1' } : {}) },
  });
  if (log) {
    const file = createWriteStream(log, { flags: 'a' });
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      file.write(chunk);
    });
  }
  superviseChild(child, () => {
    if (flags['remove-data-on-exit']) rmSync(flags['data-dir'], { recursive: true, force: true });
  });
  return child;
}

function answered(child) {
  return waitForHttp(url, { child, timeoutMs: 120_000 });
}

async function buildIfStale() {
  const stamp = sourceStamp();
  if (buildIsFresh(outDir, stamp)) return stamp;
  console.log('Building the Node server (sources changed since the last build)...');
  const code = await runNode(['scripts/build.mjs', 'node'], { env: { ...process.env, SPOKE_OUT_DIR: outDir, SPOKE_BUILD_FOR_START: '1' } });
  if (code !== 0) process.exit(code);
  writeBuildStamp(outDir, stamp);
  return stamp;
}

/** The server bundle imports its dependencies from node_modules; an out-of-tree build borrows ours. */
function linkNodeModules() {
  const link = resolve(outDir, 'node_modules');
  if (!outDir.startsWith(`${process.cwd()}/`) && !existsSync(link)) symlinkSync(resolve('node_modules'), link, 'dir');
}
