// The server of restart-fixture.ts: listens as dist/server/serve.mjs does (listen() of
// src/server/runtime/node/supervised.ts) and answers every request with its pid after a short wait,
// so requests are in flight when it is told to drain; /slow?ms=N waits N ms; /background?ms=N answers
// at once and writes its pid to <folder>/background-done N ms later, as work started with
// inBackground. It takes a moment to start, as the real one does, and refuses to start while
// <folder>/fail-next exists.
import { existsSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { inBackground } from '../../src/server/runtime/node/background.ts';
import { listen } from '../../src/server/runtime/node/supervised.ts';

const folder = process.env['RESTART_FIXTURE_DIR'] ?? '';
if (existsSync(join(folder, 'fail-next'))) {
  console.error('restart-fixture-server: told to fail');
  process.exit(3);
}
await new Promise((started) => setTimeout(started, 300));

const handler = (request: IncomingMessage, response: ServerResponse): void => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname === '/background') {
    const later = new Promise((done) => setTimeout(done, Number(url.searchParams.get('ms'))));
    inBackground(later.then(() => writeFileSync(join(folder, 'background-done'), String(process.pid))));
  }
  const wait = url.pathname === '/slow' ? Number(url.searchParams.get('ms')) : url.pathname === '/api/health' ? 0 : 20;
  setTimeout(() => response.writeHead(200, { 'content-type': 'text/plain' }).end(String(process.pid)), wait);
};
const server = createServer(handler);
listen(server, handler, { port: Number(process.env['PORT']), host: '127.0.0.1' }, () => {});
process.once('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
