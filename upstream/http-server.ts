// Node only: serves the embedded upstream over HTTP (`npm run upstream`, tests, the Worker's tests).
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { UpstreamExecutor } from '../src/server/upstream/transport';
import { createUpstreamApp, type UpstreamAppOptions } from './http-app';

export interface RunningUpstreamServer {
  /** Base URL, e.g. http://127.0.0.1:4000 (GraphQL at `${url}/graphql`). */
  url: string;
  port: number;
  close(): Promise<void>;
}

export interface ServeOptions extends UpstreamAppOptions {
  /** 0 picks a free port. */
  port: number;
  hostname?: string | undefined;
}

export interface StartUpstreamOptions extends ServeOptions {
  /** The embedded upstream's database, e.g. file:data/upstream.db. */
  url: string;
  authToken?: string | undefined;
  demoSize?: string | undefined;
}

/** Opens the embedded upstream over `url` and serves it; closing stops both. */
export async function startUpstreamServer(options: StartUpstreamOptions): Promise<RunningUpstreamServer> {
  const { openEmbeddedUpstream } = await import('./executor');
  const upstream = await openEmbeddedUpstream({
    url: options.url,
    ...(options.authToken ? { authToken: options.authToken } : {}),
    ...(options.demoSize ? { demoSize: options.demoSize } : {}),
  });
  const server = await serveUpstream(upstream, options);
  return {
    ...server,
    async close() {
      await server.close();
      await upstream.close();
    },
  };
}

/** Serves any executor over HTTP. */
export function serveUpstream(executor: UpstreamExecutor, options: ServeOptions): Promise<RunningUpstreamServer> {
  const hostname = options.hostname ?? '127.0.0.1';
  const app = createUpstreamApp(executor, options);
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port: options.port, hostname }, (info: AddressInfo) => {
      resolve({
        url: `http://${hostname}:${info.port}`,
        port: info.port,
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((error) => (error ? fail(error) : done()));
            if ('closeAllConnections' in server) server.closeAllConnections();
          }),
      });
    });
    server.once('error', reject);
  });
}
