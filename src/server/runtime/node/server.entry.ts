// The Node server `npm start` runs (built to dist/server/serve.mjs by src/integrations/node-server.ts,
// in the same build as Astro's dist/server/entry.mjs). /api/* goes straight to the Hono app through
// @hono/node-server; files of the build's client folder are served from a list made at start
// (static-files.ts); everything else goes to the Astro adapter's handler (middleware mode: the app
// alone, without the adapter's file-system check on every page, decision 0056).
// SPOKE_API_VIA_ASTRO=1 sends /api through Astro's middleware too (start.mjs --astro-only, decision 0010).
// Astro's Node pipeline costs most of an /api request's time; see
// docs/decisions/0010-api-fast-path-on-node.md. The Hono app is the one the Astro build holds
// (shared chunks), so caches, database clients and the embedded upstream exist once.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import { checkSessionSecret } from '../../auth/session-secret.check.ts';
import { serveApiRequest } from '../../edge/api.step.ts';
import { classifyPath } from '../../edge/paths.ts';
import { createStaticFiles } from './static-files.ts';
import { createStaticGzip } from './static-gzip.ts';
import { listen } from './supervised.ts';

type NodeHandler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

// This is the production server: without a usable secret it does not start (npm start passes the
// one scripts/prepare-data.ts keeps in the data folder).
const secret = checkSessionSecret(process.env['SESSION_SECRET'], true);
if (!secret.ok) {
  console.error(`[config] ${secret.problem}: the server does not start. Set SESSION_SECRET to 32+ random bytes (npm start makes one in the data folder).`);
  process.exit(1);
}

const port = Number(process.env['PORT'] ?? 4321);
const host = process.env['HOST'] ?? '127.0.0.1';

// Node's own Request/Response stay global: Astro checks `instanceof Response` on what middleware and
// endpoints return, which a fetch() result fails once the globals are replaced (honojs/node-server#154).
const api = getRequestListener((request, env) => serveApiRequest(request, env.incoming.socket.remoteAddress), {
  overrideGlobalObjects: false,
});
const astro = await loadAstroHandler();

const clientDir = fileURLToPath(new URL('../client/', import.meta.url));
const gzippedAsset = createStaticGzip(clientDir);
const staticFile = createStaticFiles(clientDir);
const apiViaAstro = process.env['SPOKE_API_VIA_ASTRO'] === '1';

const handler: NodeHandler = (req, res) => {
  if (!decodable(req.url)) return void res.writeHead(400).end('Bad request.');
  if (!apiViaAstro && isApi(req.url)) return void api(req, res);
  if (req.url?.startsWith('/_astro/')) return void gzippedAsset(req, res).then((served) => served || staticFile(req, res) || astro(req, res));
  if (!staticFile(req, res)) void astro(req, res);
};
const tls = certificate();
const server = tls ? createHttpsServer(tls, handler) : createServer(handler);
listen(server, handler, { port, host }, () => {
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

/** Astro's handler for pages and endpoints (the adapter's middleware mode: no server, no static files). */
async function loadAstroHandler(): Promise<NodeHandler> {
  // Packages loaded from node_modules (React renders the islands) pick their development builds
  // unless told otherwise: slower rendering and more garbage on every page. This is the production server.
  process.env['NODE_ENV'] ??= 'production';
  const here = import.meta.url;
  // A computed specifier: the bundler leaves the adapter's entry (built beside this file) alone.
  const entry = `${here.slice(0, here.lastIndexOf('/'))}/entry.mjs`;
  const module = (await import(/* @vite-ignore */ entry)) as { handler: NodeHandler };
  return module.handler;
}

function decodable(url: string | undefined): boolean {
  try {
    decodeURI(url ?? '/');
    return true;
  } catch {
    return false;
  }
}

function isApi(url: string | undefined): boolean {
  if (!url) return false;
  const query = url.indexOf('?');
  return classifyPath(query === -1 ? url : url.slice(0, query)).kind === 'api';
}
