// <data folder>/server.json: the running `npm start` (its pid, where it listens, its server's pid)
// and its reloads, written by scripts/start.mjs and read by `npm run restart` (scripts/restart.mjs).
// requested counts SIGHUPs received; a reload records the count it began at in `done`, so a restart
// that signalled after reading count N waits for done >= N + 1.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * @typedef {{ pid: number, cmdline?: string, url: string, serverPid?: number, requested: number, done: number,
 *   lastReload?: { ok: boolean, message: string } }} ServerState
 */

export function serverStateFile(dataDir) {
  return join(dataDir, 'server.json');
}

/** @returns {ServerState | undefined} */
export function readServerState(dataDir) {
  const file = serverStateFile(dataDir);
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined; // being replaced; the next read sees it
  }
}

/** @param {ServerState} state */
export function writeServerState(dataDir, state) {
  const file = serverStateFile(dataDir);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(`${file}.tmp`, JSON.stringify(state));
  renameSync(`${file}.tmp`, file);
}

export function removeServerState(dataDir) {
  rmSync(serverStateFile(dataDir), { force: true });
}
