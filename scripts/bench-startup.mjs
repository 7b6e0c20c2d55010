// `npm run bench:startup`: the newcomer's path, timed. Clones this repository into a temporary
// folder, runs `npm install` and `npm start` until the first page answers, stops it, then times a
// restart on the existing database. Budgets: under 90 s to the first page, under 5 s to restart.
//   --port 4502   --keep (leave the clone in place)
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { run, waitForHttp } from './processes.mjs';

const repo = resolve(import.meta.dirname, '..');
const { values: flags } = parseArgs({
  options: { port: { type: 'string', default: '4502' }, keep: { type: 'boolean', default: false } },
});
const url = `http://127.0.0.1:${flags.port}/`;
const clone = join(mkdtempSync(join(tmpdir(), 'spoke-startup-')), 'spoke');
const BUDGET = { firstPage: 90, restart: 5 };

try {
  let started = Date.now();
  await must(run('git', ['clone', '--quiet', repo, clone]), 'git clone');
  await must(run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: clone }), 'npm install');
  const install = elapsed(started);
  const firstStart = await timeStart();
  const firstPage = elapsed(started);
  started = Date.now();
  const restart = await timeStart();
  report({ install, firstStart, firstPage, restart });
} finally {
  if (!flags.keep) rmSync(join(clone, '..'), { recursive: true, force: true });
}

/** Seconds from `npm start` until the first page answers; stops the server afterwards. */
async function timeStart() {
  const started = Date.now();
  const server = spawn('npm', ['start', '--', '--port', flags.port], { cwd: clone, stdio: 'ignore', detached: true });
  try {
    await waitForHttp(url, { child: server, timeoutMs: 300_000 });
    const page = await fetch(url);
    if (!page.ok) throw new Error(`the first page answered ${page.status}`);
    return elapsed(started);
  } finally {
    await stop(server);
  }
}

function stop(child) {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.on('exit', done);
    process.kill(-child.pid, 'SIGTERM'); // npm, start.mjs and the server share the group
  });
}

async function must(codePromise, what) {
  const code = await codePromise;
  if (code !== 0) throw new Error(`${what} failed (exit ${code})`);
}

function elapsed(since) {
  return Math.round((Date.now() - since) / 100) / 10;
}

function report({ install, firstStart, firstPage, restart }) {
  const ok = (value, budget) => (value < budget ? 'ok' : 'OVER BUDGET');
  const text = [
    `Spoke start-up ${new Date().toISOString()}`,
    `git clone + npm install        ${install} s`,
    `npm start (first, fresh data)  ${firstStart} s`,
    `fresh clone to first page      ${firstPage} s   budget < ${BUDGET.firstPage} s ${ok(firstPage, BUDGET.firstPage)}`,
    `restart on existing database   ${restart} s   budget < ${BUDGET.restart} s ${ok(restart, BUDGET.restart)}`,
  ].join('\n');
  console.log(`\n${text}`);
  mkdirSync(join(repo, '.bench'), { recursive: true });
  writeFileSync(join(repo, '.bench/startup.txt'), `${text}\n`);
  writeFileSync(join(repo, '.bench/startup.json'), JSON.stringify({ install, firstStart, firstPage, restart }, null, 2));
}
