// How the Node server listens. Run directly, it listens on its port. Under `npm start` the supervisor
// (scripts/supervisor.mjs) owns the listening socket and runs this process as a cluster worker:
// the server first answers /api/health on a private loopback port, joins the shared socket when
// told, and when told to drain stops accepting, lets its requests (and the work they started in the
// background) finish and exits, while the socket, held by the supervisor and the next server, stays
// open (docs/decisions/0114-node-restarts-hand-the-socket-over.md).
import cluster from 'node:cluster';
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { Server as HttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { Server as NetServer } from 'node:net';
import { backgroundSettled } from './background.ts';

/** After this long a draining server closes what is still open and exits, whatever still runs. */
const DRAIN_LIMIT_MS = 30_000;

interface Where {
  port: number;
  host: string;
}

type Message = { spoke?: 'join' | 'drain' } | undefined;

/**
 * Listens `server` (built on `handler`) at `where`, or under the supervisor as described above.
 * `listening` runs once it accepts on the public port.
 */
export function listen(server: Server | HttpsServer, handler: RequestListener, where: Where, listening: () => void): void {
  if (process.env['SPOKE_SUPERVISED'] !== '1' || !cluster.isWorker || !process.send) {
    server.listen(where.port, where.host, listening);
    return;
  }
  const inFlight = trackResponses(server);
  let draining = false;
  // The probe is plain HTTP on loopback whatever the public server speaks: only the supervisor calls it.
  const probe = createServer(handler);
  // exclusive: this worker's own socket, not one shared through the supervisor.
  probe.listen({ host: '127.0.0.1', port: 0, exclusive: true }, () => {
    process.send?.({ spoke: 'probe', port: (probe.address() as AddressInfo).port });
  });
  process.on('message', (message: Message) => {
    if (message?.spoke === 'join') {
      probe.close();
      probe.closeAllConnections();
      // In a cluster worker this asks the supervisor for its socket instead of binding the port.
      server.listen(where.port, where.host, listening);
    } else if (message?.spoke === 'drain' && !draining) {
      draining = true;
      for (const response of inFlight) if (!response.headersSent) response.setHeader('connection', 'close');
      server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) => response.setHeader('connection', 'close'));
      // net.Server's close, not http.Server's: that one also drops idle keep-alive connections at
      // once, racing a request a client is sending on one. Left alone, such a connection either
      // carries one more request (answered with `Connection: close`) or ends at the keep-alive
      // timeout the server announces to clients; the callback runs when the last connection is gone.
      // Work those requests started in the background ends before the process does.
      NetServer.prototype.close.call(server, () => void backgroundSettled().then(() => process.exit(0)));
      setTimeout(() => {
        server.closeAllConnections();
        process.exit(0);
      }, DRAIN_LIMIT_MS).unref();
    }
  });
}

/** Responses not yet finished, so a drain can still mark them `Connection: close`. */
function trackResponses(server: Server | HttpsServer): Set<ServerResponse> {
  const open = new Set<ServerResponse>();
  server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) => {
    open.add(response);
    response.once('close', () => open.delete(response));
  });
  return open;
}
