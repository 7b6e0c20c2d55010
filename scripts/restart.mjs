// `npm run restart`: reload the server a running `npm start` supervises, without refusing a
// connection (docs/decisions/0114-node-restarts-hand-the-socket-over.md): finds it through
// <data folder>/server.json, sends it SIGHUP, and waits until the reload is done or has failed (a
// build when the sources changed takes minutes; its output appears where `npm start` runs).
//   --data-dir data   the data folder of that `npm start` (SPOKE_DATA_DIR)
//   --no-wait         signal and return at once
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readServerState, serverStateFile } from './server-state.mjs';

process.chdir(resolve(import.meta.dirname, '..'));

const { values: flags } = parseArgs({
  options: {
    'data-dir': { type: 'string', default: process.env.SPOKE_DATA_DIR ?? 'data' },
    'no-wait': { type: 'boolean', default: false },
  },
});
const dataDir = flags['data-dir'];
const WAIT_LIMIT_MS = 15 * 60_000;

const state = readServerState(dataDir);
if (!state || !isSupervisor(state)) {
  console.error(`No running \`npm start\` found for the data folder ${dataDir} (${serverStateFile(dataDir)}${state ? ` names pid ${state.pid}, which is not running it` : ' is missing'}). Start it with \`npm start\`.`);
  process.exit(1);
}

const asked = state.requested + 1;
const started = Date.now();
process.kill(state.pid, 'SIGHUP');
console.log(`Asked the server at ${state.url} (supervisor pid ${state.pid}, server pid ${state.serverPid ?? 'starting'}) to reload.`);
if (flags['no-wait']) process.exit(0);

while (Date.now() - started < WAIT_LIMIT_MS) {
  await new Promise((wait) => setTimeout(wait, 200));
  const now = readServerState(dataDir);
  if (now && now.done >= asked && now.lastReload) {
    (now.lastReload.ok ? console.log : console.error)(now.lastReload.message);
    process.exit(now.lastReload.ok ? 0 : 1);
  }
  if (!isSupervisor(state)) {
    console.error(`The supervisor (pid ${state.pid}) has exited.`);
    process.exit(1);
  }
}
console.error(`No answer within ${WAIT_LIMIT_MS / 60_000} minutes; see the output of \`npm start\`.`);
process.exit(1);

/** Whether the supervisor is alive and, where /proc tells, still runs its script (not a reused pid). */
function isSupervisor({ pid, cmdline }) {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const file = `/proc/${pid}/cmdline`;
  return !cmdline || !existsSync(file) || readFileSync(file, 'utf8') === cmdline;
}
