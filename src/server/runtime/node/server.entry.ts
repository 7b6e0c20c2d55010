// The Node server `npm start` runs (built to dist/server/serve.mjs by src/integrations/node-server.ts,
// in the same build as Astro's dist/server/entry.mjs). /api/* goes straight to the Hono app through
// @hono/node-server; everything else, static files included, to the Astro adapter's own handler.
// Astro's Node pipeline costs most of an /api request's time; see
// docs/decisions/0010-api-fast-path-on-node.md. The Hono app is the one the Astro build holds
// (shared chunks), so caches, database clients and the embedded upstream exist once.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import { serveApiRequest } from '../../edge/api.step.ts';
import { classifyPath } from '../../edge/paths.ts';
import { createStaticGzip } from './static-gzip.ts';

type NodeHandler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

const port = Number(process.env['PORT'] ?? 4321);
const host = process.env['HOST'] ?? '127.0.0.1';

// Node's own Request/Response stay global: Astro checks `instanceof Response` on what middleware and
// endpoints return, which a fetch() result fails once the globals are replaced (honojs/node-server#154).
const api = getRequestListener((request, env) => serveApiRequest(request, env.incoming.socket.remoteAddress), {
  overrideGlobalObjects: false,
});
const astro = await loadAstroHandler();

const gzippedAsset = createStaticGzip(fileURLToPath(new URL('../client/', import.meta.url)));

const handler: NodeHandler = (req, res) => {
  if (isApi(req.url)) return void api(req, res);
  void gzippedAsset(req, res).then((served) => served || astro(req, res));
};
const tls = certificate();
const server = tls ? createHttpsServer(tls, handler) : createServer(handler);
server.listen(port, host, () => {
  const { address, port: bound } = server.address() as AddressInfo;
  console.log(`Server listening on ${tls ? 'https' : 'http'}://${address}:${bound}/`);
});

// Stop cleanly when start.mjs forwards a stop signal: open connections are closed and the process
// exits normally, which is when `node --cpu-prof` writes its profile (npm run bench -- --profile).
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}

/** HTTPS when given a certificate, as the adapter's standalone server does. */
function certificate(): { cert: Buffer; key: Buffer } | undefined {
  const cert = process.env['SERVER_CERT_PATH'];
  const key = process.env['SERVER_KEY_PATH'];
  return cert && key ? { cert: readFileSync(cert), key: readFileSync(key) } : undefined;
}

/** Astro's standalone handler (static files, then pages) without the server it would start itself. */
async function loadAstroHandler(): Promise<NodeHandler> {
  process.env['ASTRO_NODE_AUTOSTART'] = 'disabled';
  // Packages loaded from node_modules (React renders the islands) pick their development builds
  // unless told otherwise: slower rendering and more garbage on every page. This is the production server.
  process.env['NODE_ENV'] ??= 'production';
  const here = import.meta.url;
  // A computed specifier: the bundler leaves the adapter's entry (built beside this file) alone.
  const entry = `${here.slice(0, here.lastIndexOf('/'))}/entry.mjs`;
  const module = (await import(/* @vite-ignore */ entry)) as { handler: NodeHandler };
  return module.handler;
}

function isApi(url: string | undefined): boolean {
  if (!url) return false;
  const query = url.indexOf('?');
  return classifyPath(query === -1 ? url : url.slice(0, query)).kind === 'api';
}
