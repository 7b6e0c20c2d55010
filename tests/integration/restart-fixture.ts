// The supervisor `npm start` runs (scripts/supervisor.mjs), with a small server in place of the built
// one: node --import tsx tests/integration/restart-fixture.ts <port> <data folder>. Reloads on SIGHUP
// and `npm run restart` as start.mjs does, without the build and the data preparation.
import { fileURLToPath } from 'node:url';
import { createSupervisor, reloadOnSignal } from '../../scripts/supervisor.mjs';

const [port = '', dataDir = ''] = process.argv.slice(2);
const server = fileURLToPath(new URL('./restart-fixture-server.ts', import.meta.url));
const env = { ...process.env, HOST: '127.0.0.1', PORT: port, RESTART_FIXTURE_DIR: dataDir };

const supervisor = createSupervisor({
  host: '127.0.0.1',
  port,
  execArgv: ['--import', 'tsx'],
  onExit(code: number) {
    reloads.remove();
    process.exit(code);
  },
});
process.on('SIGTERM', () => supervisor.stop('SIGTERM'));
const reloads = reloadOnSignal({
  supervisor,
  dataDir,
  url: `http://127.0.0.1:${port}/`,
  async reload() {
    const previous = supervisor.serverPid;
    const pid = await supervisor.replace(server, env);
    return `Reloaded: ${previous} -> ${pid}`;
  },
});
await supervisor.start(server, env);
reloads.ready();
console.log(`ready ${supervisor.serverPid}`);
