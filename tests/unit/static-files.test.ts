import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticFiles } from '../../src/server/runtime/node/static-files';

let client: string;
let server: Server;
let port: number;

function send(path: string, method = 'GET', headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((done, fail) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', fail);
    req.end();
  });
}

beforeAll(async () => {
  client = mkdtempSync(join(tmpdir(), 'spoke-files-'));
  mkdirSync(join(client, '_astro'));
  mkdirSync(join(client, 'brand'));
  writeFileSync(join(client, 'favicon.svg'), '<svg/>');
  writeFileSync(join(client, 'brand', 'logo mark.svg'), '<svg id="logo"/>');
  writeFileSync(join(client, '_astro', 'app.abc123.js'), 'export {};');
  writeFileSync(join(client, '.env'), 'SECRET=1');
  const files = createStaticFiles(client);
  server = createServer((req, res) => {
    if (!files(req, res)) res.writeHead(418).end('app');
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => {
  server.close();
  rmSync(client, { recursive: true, force: true });
});

describe('the client folder served from a list made at start', () => {
  it('serves a public file with its type, revalidated, and a hashed asset kept for good', async () => {
    const favicon = await send('/favicon.svg');
    expect([favicon.status, favicon.headers['content-type'], favicon.body]).toEqual([200, 'image/svg+xml', '<svg/>']);
    expect(favicon.headers['cache-control']).toBe('public, max-age=0');
    const asset = await send('/_astro/app.abc123.js?v=1');
    expect([asset.status, asset.headers['cache-control']]).toEqual([200, 'public, max-age=31536000, immutable']);
  });

  it('decodes the path, answers HEAD without a body and 304 to a known ETag', async () => {
    expect((await send('/brand/logo%20mark.svg')).body).toBe('<svg id="logo"/>');
    const head = await send('/favicon.svg', 'HEAD');
    expect([head.status, head.headers['content-length'], head.body]).toEqual([200, '6', '']);
    const again = await send('/favicon.svg', 'GET', { 'if-none-match': String(head.headers['etag']) });
    expect([again.status, again.body]).toEqual([304, '']);
  });

  it('leaves pages, unknown files, dot-files, other methods and traversal to the app', async () => {
    for (const [path, method] of [['/en-us/cart', 'GET'], ['/nope.svg', 'GET'], ['/.env', 'GET'], ['/favicon.svg', 'POST'], ['/brand/../favicon.svg', 'GET'], ['/_astro', 'GET']] as const) {
      expect((await send(path, method)).body, `${method} ${path}`).toBe('app');
    }
  });
});
