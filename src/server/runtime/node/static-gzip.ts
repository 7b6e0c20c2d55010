// Astro's Node adapter sends the hashed /_astro files uncompressed; every signed-in page waits for a
// 21 KB stylesheet (5 KB gzipped) before it paints. Text assets are gzipped once per process and kept in
// memory (they are immutable); anything else falls through to the adapter.
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { acceptsGzip } from '../../edge/compress.step.ts';

const ASSET = /^\/_astro\/[\w.-]+\.(css|js|mjs|svg|json)$/;
const TYPES: Readonly<Record<string, string>> = {
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  svg: 'image/svg+xml',
  json: 'application/json',
};

/** Serves a gzipped text asset and answers true, or answers false for the adapter to handle it. */
export function createStaticGzip(clientDir: string): (req: IncomingMessage, res: ServerResponse) => Promise<boolean> {
  const gzipped = new Map<string, Promise<Buffer | null>>();
  const load = (path: string) =>
    readFile(join(clientDir, path)).then((raw) => gzipSync(raw, { level: 9 }), () => null);
  return async (req, res) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    const extension = ASSET.exec(path)?.[1];
    if (!extension || req.method !== 'GET' || !acceptsGzip(req.headers['accept-encoding'] ?? null)) return false;
    if (!gzipped.has(path)) gzipped.set(path, load(path));
    const body = await gzipped.get(path);
    if (!body) return false;
    res.writeHead(200, {
      'Content-Type': TYPES[extension] ?? 'application/octet-stream',
      'Content-Encoding': 'gzip',
      'Content-Length': body.length,
      'Cache-Control': 'public, max-age=31536000, immutable',
      Vary: 'Accept-Encoding',
    });
    res.end(body);
    return true;
  };
}
