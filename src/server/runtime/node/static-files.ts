// The build's client folder (public files and /_astro assets), served by the Node server itself. The
// files are listed once at start (a build never changes them), so a page request costs one Map lookup
// instead of the adapter's lstat and stat of a file that is not there: about 5 % of a signed-in
// page's CPU (decision 0056). Hashed /_astro files are kept for good; the others are revalidated.
import { createReadStream, readdirSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, relative, sep } from 'node:path';

const TYPES: Readonly<Record<string, string>> = {
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.html': 'text/html; charset=utf-8',
  '.pdf': 'application/pdf',
};

/** The service worker (decision 0115): revalidated on every update check, allowed the whole origin. */
const SERVICE_WORKER = '/sw.js';

interface StaticFile {
  path: string;
  size: number;
  etag: string;
  lastModified: string;
  type: string;
  immutable: boolean;
}

/** Every file under `dir` by URL path (`/favicon.svg`, `/_astro/x.css`); dot-files only under /.well-known. */
export function listClientFiles(dir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = join(folder, entry.name);
      const url = `/${relative(dir, full).split(sep).join('/')}`;
      if (entry.name.startsWith('.') && !url.startsWith('/.well-known')) continue;
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) {
        const stat = statSync(full);
        files.set(url, {
          path: full,
          size: stat.size,
          etag: `W/"${stat.size.toString(16)}-${stat.mtimeMs.toString(16)}"`,
          lastModified: stat.mtime.toUTCString(),
          type: TYPES[extname(entry.name).toLowerCase()] ?? 'application/octet-stream',
          immutable: url.startsWith('/_astro/'),
        });
      }
    }
  };
  walk(dir);
  return files;
}

/** Serves a listed file (GET and HEAD) and answers true, or answers false for the app to handle the request. */
export function createStaticFiles(dir: string): (req: IncomingMessage, res: ServerResponse) => boolean {
  const files = listClientFiles(dir);
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = req.url ?? '';
    const query = url.indexOf('?');
    let path = query === -1 ? url : url.slice(0, query);
    try {
      path = decodeURI(path);
    } catch {
      return false;
    }
    const file = files.get(path);
    if (!file) return false;
    res.setHeader('Cache-Control', file.immutable ? 'public, max-age=31536000, immutable' : path === SERVICE_WORKER ? 'no-cache' : 'public, max-age=0');
    if (path === SERVICE_WORKER) res.setHeader('Service-Worker-Allowed', '/');
    res.setHeader('ETag', file.etag);
    res.setHeader('Last-Modified', file.lastModified);
    if (req.headers['if-none-match'] === file.etag) {
      res.writeHead(304).end();
      return true;
    }
    res.writeHead(200, { 'Content-Type': file.type, 'Content-Length': file.size });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file.path).on('error', () => res.destroy()).pipe(res);
    return true;
  };
}
