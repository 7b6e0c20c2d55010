// A small libSQL server speaking Hrana over HTTP (v2/v3 JSON pipeline), the protocol @libsql/client
// uses for http(s):// and libsql:// URLs. It is a TEST STAND-IN for sqld/Turso, which cannot be
// installed here: see docs/decisions/0002-libsql-over-http-in-tests.md for why and its limits.
//   npx tsx scripts/libsql-http-server.ts --port 8080 --file data/portal-http.db [--token SECRET]
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import Database from 'libsql';
import { StreamSession } from './libsql-http/session';
import { WriteLock } from './libsql-http/write-lock';
import { HranaHttpError, type PipelineRequest, type PipelineResponse } from './libsql-http/hrana.types';

export interface LibsqlHttpServerOptions {
  port: number;
  file: string;
  host?: string;
  /** When set, every request must carry `Authorization: Bearer <authToken>`, as Turso requires. */
  authToken?: string;
  /** A stream whose baton is not used for this long is closed and its transaction rolled back. */
  streamIdleMs?: number;
}

export interface LibsqlHttpServer {
  url: string;
  close(): Promise<void>;
}

interface OpenStream {
  session: StreamSession;
  timer?: NodeJS.Timeout;
}

export async function startLibsqlHttpServer(options: LibsqlHttpServerOptions): Promise<LibsqlHttpServer> {
  const file = resolve(options.file);
  const idleMs = options.streamIdleMs ?? 15_000;
  const setup = new Database(file);
  setup.exec('PRAGMA journal_mode = WAL');
  setup.close();
  const streams = new Map<string, OpenStream>();
  const lock = new WriteLock();
  const closeStream = (session: StreamSession): void => session.close();

  const pipeline = async (body: PipelineRequest): Promise<PipelineResponse> => {
    const stream = takeStream(body.baton ?? null);
    const results = [];
    let closed = false;
    try {
      for (const request of body.requests) {
        results.push(await stream.session.handle(request));
        if (request.type === 'close') closed = true;
      }
    } catch (error) {
      closeStream(stream.session);
      throw error;
    }
    if (closed) {
      closeStream(stream.session);
      return { baton: null, base_url: null, results };
    }
    const baton = randomBytes(18).toString('base64url');
    stream.timer = setTimeout(() => streams.delete(baton) && closeStream(stream.session), idleMs);
    streams.set(baton, stream);
    return { baton, base_url: null, results };
  };

  // Each baton is good for one request: the response hands out the next one.
  const takeStream = (baton: string | null): OpenStream => {
    if (baton === null) {
      return { session: new StreamSession(new Database(file), lock) };
    }
    const stream = streams.get(baton);
    if (!stream) throw new HranaHttpError(400, 'The stream for this baton has expired or was closed');
    streams.delete(baton);
    clearTimeout(stream.timer);
    return stream;
  };

  const server = createServer((req, res) => {
    route(req, res, options.authToken, pipeline).catch((error: unknown) => {
      const status = error instanceof HranaHttpError ? error.status : 500;
      const message = error instanceof Error ? error.message : String(error);
      sendJson(res, status, { message, code: status === 500 ? 'INTERNAL_ERROR' : 'PROTOCOL_ERROR' });
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((done, fail) => server.once('error', fail).listen(options.port, host, done));

  return {
    url: `http://${host}:${options.port}`,
    async close() {
      for (const stream of streams.values()) {
        clearTimeout(stream.timer);
        closeStream(stream.session);
      }
      streams.clear();
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}

async function route(
  req: IncomingMessage,
  res: ServerResponse,
  authToken: string | undefined,
  pipeline: (body: PipelineRequest) => Promise<PipelineResponse>,
): Promise<void> {
  const path = new URL(req.url ?? '/', 'http://localhost').pathname;
  if (authToken && req.headers.authorization !== `Bearer ${authToken}`) {
    return sendText(res, 401, 'Unauthorized');
  }
  if (req.method === 'GET') {
    // `v3-protobuf` is deliberately missing: the client's version probe then falls back to JSON.
    if (path === '/' || path === '/health' || path === '/v2' || path === '/v3') return sendText(res, 200, '');
    if (path === '/version') return sendText(res, 200, 'spoke-libsql-http (Hrana v2/v3 JSON)');
    return sendText(res, 404, `No such endpoint: GET ${path}`);
  }
  if (req.method === 'POST' && (path === '/v2/pipeline' || path === '/v3/pipeline')) {
    const body = parseBody(await readBody(req));
    return sendJson(res, 200, await pipeline(body));
  }
  return sendText(res, 404, `No such endpoint: ${req.method ?? ''} ${path} (cursors and protobuf are not supported)`);
}

function parseBody(text: string): PipelineRequest {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HranaHttpError(400, 'The request body is not JSON');
  }
  const requests = (body as { requests?: unknown }).requests;
  if (typeof body !== 'object' || body === null || !Array.isArray(requests)) {
    throw new HranaHttpError(400, 'A pipeline request needs a `requests` array');
  }
  return body as PipelineRequest;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function sendText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'content-type': 'text/plain' }).end(text);
}

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const port = Number(argument('port') ?? process.env.PORT ?? 8080);
  const file = argument('file') ?? 'data/portal-http.db';
  const token = argument('token');
  const server = await startLibsqlHttpServer({ port, file, ...(token ? { authToken: token } : {}) });
  console.log(`libSQL over HTTP on ${server.url} (file ${resolve(file)}); DATABASE_URL=${server.url}`);
  const stop = (): void => void server.close().then(() => process.exit(0));
  process.on('SIGINT', stop).on('SIGTERM', stop);
}
