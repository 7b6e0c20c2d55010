// `npm run dev`: the same local data preparation as `npm start`, then `astro dev` on the Node target.
//   --port 4321 --host 127.0.0.1 --data-dir data   (or PORT, HOST, SPOKE_DATA_DIR)
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { OFFLINE_ENV, ensurePinnedNode, superviseChild } from './processes.mjs';
import { dataEnv, prepareData } from './prepare.mjs';

process.chdir(resolve(import.meta.dirname, '..'));
await ensurePinnedNode();

const { values: flags } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '4321' },
    host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
    'data-dir': { type: 'string', default: process.env.SPOKE_DATA_DIR ?? 'data' },
  },
});

const env = { ...process.env, ...OFFLINE_ENV, ...dataEnv(flags['data-dir']), SPOKE_TARGET: 'node', SPOKE_PORT: flags.port };
const prepared = await prepareData(env);
console.log(`\n${prepared.accountsTable}\n`);

const astro = resolve('node_modules/astro/bin/astro.mjs');
const dev = spawn(process.execPath, [astro, 'dev', '--port', flags.port, '--host', flags.host], {
  stdio: 'inherit',
  env: { ...env, SESSION_SECRET: prepared.sessionSecret },
});
superviseChild(dev);
