// The Node upstream transport's kept-alive sockets: a socket the server closed just as a request went
// out on it is retried once on a fresh socket for a query, never for a mutation.
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson } from '../../src/server/runtime/node/post-json';

let server: Server;
let url: string;
const seen = new WeakMap<Socket, number>();
let received = 0;

beforeAll(async () => {
  // The second request on any socket finds it closed, as when a server's keep-alive timeout fires.
  server = createServer((req, res) => {
    const count = (seen.get(req.socket) ?? 0) + 1;
    seen.set(req.socket, count);
    req.resume();
    req.on('end', () => {
      if (count > 1) return void req.socket.destroy();
      received += 1;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: { n: received } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const post = (idempotent: boolean) => postJson(url, { 'content-type': 'application/json' }, '{"query":"{ n }"}', AbortSignal.timeout(5_000), idempotent);

describe('postJson on kept-alive sockets', () => {
  it('sends a query again on a fresh socket when its kept-alive socket was closed', async () => {
    expect(JSON.parse((await post(true)).text)).toEqual({ data: { n: 1 } });
    expect(JSON.parse((await post(true)).text)).toEqual({ data: { n: 2 } });
  });

  it('does not send a mutation twice: the failure reaches the caller', async () => {
    const sent = received;
    await post(true); // leaves one kept-alive socket that has served one request
    await expect(post(false)).rejects.toMatchObject({ code: 'ECONNRESET' });
    expect(received).toBe(sent + 1);
  });
});
