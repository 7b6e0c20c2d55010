// `npm start`: build the Node target when the sources changed, prepare the local data (migrations,
// demo data, session secret), start the Node server and print where it runs. The server is
// dist/server/serve.mjs: /api/* by Hono first, everything else by Astro (docs/decisions/0010).
// This process stays as the server's supervisor: it owns the listening socket and runs the server as a
// cluster worker on it, so a reload (SIGHUP, or `npm run restart`) builds if the sources changed,
// starts the new server beside the old one and lets the old one finish its requests, without
// refusing a connection (scripts/supervisor.mjs, docs/decisions/0114-node-restarts-hand-the-socket-over.md).
//   --port 4321 --host 127.0.0.1   where to listen (or PORT/HOST)
//   --data-dir data                 where the databases, blobs, mail and session secret live (SPOKE_DATA_DIR);
//                                   also server.json, which `npm run restart` reads (scripts/server-state.mjs)
//   --remove-data-on-exit           delete the data folder when stopped (end-to-end runs on a temp folder)
//   SPOKE_SERVER_LOG=file           also append the server's stderr to this file (end-to-end runs check it)
//   --astro-only                    serve /api through Astro's middleware too, as before decision
//                                   0010 (SPOKE_API_VIA_ASTRO=1 for dist/server/serve.mjs); for comparisons
import { existsSync, rmSync, symlinkSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildIsFresh, sourceStamp, writeBuildStamp } from './build-stamp.mjs';
import { OFFLINE_ENV, ensurePinnedNode, runNode } from './processes.mjs';
import { dataEnv, existingSessionSecret, prepareData } from './prepare.mjs';
import { createSupervisor, reloadOnSignal } from './supervisor.mjs';

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
// A reload that must build writes into the folder the running server does not use: Astro empties
// its output folder first, and the old server still loads pages and files from its own.
const slots = [outDir, `${outDir}.reload`];
const seconds = (since = started) => ((Date.now() - since) / 1000).toFixed(1);
const dataDir = flags['data-dir'];
const url = `http://${flags.host}:${flags.port}/`;

const supervisor = createSupervisor({
  host: flags.host,
  port: flags.port,
  log: process.env.SPOKE_SERVER_LOG,
  onExit(code) {
    if (flags['remove-data-on-exit']) rmSync(dataDir, { recursive: true, force: true });
    else reloads.remove();
    process.exit(code);
  },
});
process.on('SIGINT', () => supervisor.stop('SIGINT'));
process.on('SIGTERM', () => supervisor.stop('SIGTERM'));
const reloads = reloadOnSignal({ supervisor, dataDir, url, reload });

let stamp = sourceStamp();
let serving = slots.find((dir) => buildIsFresh(dir, stamp));
if (!serving) {
  console.log('Building the Node server (sources changed since the last build)...');
  serving = outDir;
  const code = await build(serving, stamp);
  if (code !== 0) supervisor.stop('SIGTERM', code);
}
linkNodeModules(serving);
const env = { ...process.env, ...OFFLINE_ENV, ...dataEnv(dataDir), SPOKE_PORT: flags.port };

// On a restart the data exists already, so the server boots while migrations and the seed are
// re-checked (skipped when nothing changed); a first start prepares before the server opens the databases.
const knownSecret = existingSessionSecret(env);
try {
  const preparing = prepareData(env, stamp);
  const starting = knownSecret ? supervisor.start(serverFile(serving), serverEnv(knownSecret)) : undefined;
  const prepared = starting ? (await Promise.all([preparing, starting]))[0] : await preparing;
  if (!starting) await supervisor.start(serverFile(serving), serverEnv(prepared.sessionSecret));
  console.log(`\n${prepared.accountsTable}\n`);
  console.log(`Spoke is running at ${url} (the ${env.DEFAULT_HOST || 'us'} site; every country at http://<country>.localhost:${flags.port}/). Ready in ${seconds()}s; Ctrl-C stops it, \`npm run restart\` reloads it.`);
  reloads.ready();
} catch (error) {
  if (!supervisor.stopping) console.error(`Spoke did not start: ${error.message}`);
  supervisor.stop('SIGTERM', 1);
}

/** A new server from the current sources in place of the running one (SIGHUP, `npm run restart`). */
async function reload() {
  const since = Date.now();
  const previous = supervisor.serverPid;
  stamp = sourceStamp();
  let dir = [serving, ...slots].find((slot) => buildIsFresh(slot, stamp));
  if (!dir) {
    dir = slots.find((slot) => slot !== serving);
    // A server from an earlier reload may still be finishing its requests from that folder.
    await supervisor.drained();
    console.log(`Reloading: building the Node server into ${dir} (sources changed)...`);
    const code = await build(dir, stamp);
    if (code !== 0) throw new Error(`the build failed (exit ${code})`);
  } else {
    console.log('Reloading: the build is current...');
  }
  const prepared = await prepareData(env, stamp);
  const pid = await supervisor.replace(serverFile(dir), serverEnv(prepared.sessionSecret));
  serving = dir;
  return `Reloaded in ${seconds(since)}s: the server with pid ${pid} serves; pid ${previous} finishes its requests and exits.`;
}

function serverFile(dir) {
  return resolve(dir, 'server/serve.mjs');
}

function serverEnv(sessionSecret) {
  return { ...env, SESSION_SECRET: sessionSecret, HOST: flags.host, PORT: flags.port, ...(flags['astro-only'] ? { SPOKE_API_VIA_ASTRO: '1' } : {}) };
}

/** Builds the Node target into `dir`; resolves with the build's exit code. */
async function build(dir, sourcesStamp) {
  const code = await runNode(['scripts/build.mjs', 'node'], { env: { ...process.env, SPOKE_OUT_DIR: dir, SPOKE_BUILD_FOR_START: '1' } });
  if (code !== 0) return code;
  writeBuildStamp(dir, sourcesStamp);
  linkNodeModules(dir);
  return 0;
}

/** The server bundle imports its dependencies from node_modules; an out-of-tree build borrows ours. */
function linkNodeModules(dir) {
  const link = resolve(dir, 'node_modules');
  if (!dir.startsWith(`${process.cwd()}/`) && !existsSync(link)) symlinkSync(resolve('node_modules'), link, 'dir');
}
