import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticGzip } from '../../src/server/runtime/node/static-gzip';

const css = `.card{display:grid;gap:1rem}\n`.repeat(400);
let client: string;
let server: Server;
let port: number;

/** Raw HTTP with the path as written (fetch would normalise it and decode the body). */
function get(path: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((done, fail) => {
    const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
    const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', fail);
    req.end();
  });
}

beforeAll(async () => {
  client = mkdtempSync(join(tmpdir(), 'spoke-static-'));
  mkdirSync(join(client, '_astro'));
  writeFileSync(join(client, '_astro', 'AppFrame.abc123.css'), css);
  writeFileSync(join(client, '_astro', 'logo.png'), 'not text');
  const gzipped = createStaticGzip(client);
  server = createServer((req, res) => {
    void gzipped(req, res).then((served) => served || res.writeHead(418).end('adapter'));
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => {
  server.close();
  rmSync(client, { recursive: true, force: true });
});

describe('gzipped static assets on the Node server', () => {
  it('sends a hashed stylesheet gzipped and cached for a year to a browser that accepts gzip', async () => {
    const response = await get('/_astro/AppFrame.abc123.css', 'gzip, deflate, br');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['vary']).toBe('Accept-Encoding');
    expect(response.body.length).toBeLessThan(css.length / 10);
    expect(gunzipSync(response.body).toString()).toBe(css);
  });

  it('leaves clients without gzip, binary files, missing files and other folders to the adapter', async () => {
    for (const [path, encoding] of [
      ['/_astro/AppFrame.abc123.css', undefined],
      ['/_astro/logo.png', 'gzip'],
      ['/_astro/missing.js', 'gzip'],
      ['/brand/AppFrame.abc123.css', 'gzip'],
      ['/_astro/../_astro/AppFrame.abc123.css', 'gzip'],
    ] as const) {
      const response = await get(path, encoding);
      expect({ path, status: response.status, body: response.body.toString() }).toEqual({ path, status: 418, body: 'adapter' });
    }
  });
});
