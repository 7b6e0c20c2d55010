// `npm start`: build the Node target when the sources changed, prepare the local data (migrations,
// demo data, session secret), start the standalone server and print where it runs.
//   --port 4321 --host 127.0.0.1   where to listen (or PORT/HOST)
//   --data-dir data                 where the databases, blobs, mail and session secret live (SPOKE_DATA_DIR)
//   --remove-data-on-exit           delete the data folder when stopped (end-to-end runs on a temp folder)
import { spawn } from 'node:child_process';
import { existsSync, rmSync, symlinkSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildIsFresh, sourceStamp, writeBuildStamp } from './build-stamp.mjs';
import { OFFLINE_ENV, ensurePinnedNode, runNode, superviseChild, waitForHttp } from './processes.mjs';
import { dataEnv, prepareData } from './prepare.mjs';

process.chdir(resolve(import.meta.dirname, '..'));
ensurePinnedNode();

const { values: flags } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '4321' },
    host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
    'data-dir': { type: 'string', default: process.env.SPOKE_DATA_DIR ?? 'data' },
    'remove-data-on-exit': { type: 'boolean', default: false },
  },
});

const started = Date.now();
const outDir = resolve(process.env.SPOKE_OUT_DIR ?? 'dist');
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);

await buildIfStale();
linkNodeModules();
const env = { ...process.env, ...OFFLINE_ENV, ...dataEnv(flags['data-dir']) };
const prepared = await prepareData(env);
env.SESSION_SECRET = prepared.sessionSecret;

const server = spawn(process.execPath, [resolve(outDir, 'server/entry.mjs')], {
  stdio: 'inherit',
  env: { ...env, HOST: flags.host, PORT: flags.port },
});
superviseChild(server, () => {
  if (flags['remove-data-on-exit']) rmSync(flags['data-dir'], { recursive: true, force: true });
});

const url = `http://${flags.host}:${flags.port}/`;
try {
  await waitForHttp(url, { child: server, timeoutMs: 120_000 });
} catch (error) {
  console.error(`Spoke did not start: ${error.message}`);
  server.kill('SIGTERM');
  process.exitCode = 1;
}
if (process.exitCode !== 1) {
  console.log(`\n${prepared.accountsTable}\n`);
  console.log(`Spoke is running at ${url} (ready in ${seconds()}s; Ctrl-C stops it)`);
}

async function buildIfStale() {
  const stamp = sourceStamp();
  if (buildIsFresh(outDir, stamp)) return;
  console.log('Building the Node server (sources changed since the last build)...');
  const code = await runNode(['scripts/build.mjs', 'node'], { env: { ...process.env, SPOKE_OUT_DIR: outDir } });
  if (code !== 0) process.exit(code);
  writeBuildStamp(outDir, stamp);
}

/** The server bundle imports its dependencies from node_modules; an out-of-tree build borrows ours. */
function linkNodeModules() {
  const link = resolve(outDir, 'node_modules');
  if (!outDir.startsWith(`${process.cwd()}/`) && !existsSync(link)) symlinkSync(resolve('node_modules'), link, 'dir');
}
