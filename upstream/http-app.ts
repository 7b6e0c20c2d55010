// The embedded upstream's HTTP face (GraphQL over HTTP plus the REST server status), Web APIs only.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { UpstreamExecutor } from '../src/server/upstream/transport';
import { publicExecutor } from '../src/server/upstream/public-gate';

export interface UpstreamAppOptions {
  /** When set, every request must carry it as a bearer token (or as the basic-auth password). */
  token?: string | undefined;
  /** Honour `?test-delay-ms=` on /graphql (tests of timeouts and cancellation); never on in production. */
  testHooks?: boolean | undefined;
}

const graphqlBody = z.object({
  query: z.string().min(1),
  operationName: z.string().nullish(),
  variables: z.record(z.string(), z.unknown()).nullish(),
});

const SERVER_STATUS_QUERY = `query serverStatus($host: String!) { serverStatus(host: $host) { status message } }`;

export function createUpstreamApp(executor: UpstreamExecutor, options: UpstreamAppOptions = {}) {
  const app = new Hono();
  app.get('/health', (c) => c.json({ status: 'ok' }, 200));

  // The public inquiry's endpoint needs no token; it answers only the public operations (public.ts).
  const open = publicExecutor(executor);
  app.post('/public/graphql', async (c) => graphql(c, open));

  app.use('*', async (c, next) => {
    if (options.token && !authorised(c.req.header('authorization'), options.token)) {
      c.header('www-authenticate', 'Bearer');
      return c.json({ errors: [{ message: 'Unauthorized', extensions: { code: 'U001' } }] }, 401);
    }
    return next();
  });

  app.post('/graphql', async (c) => graphql(c, executor, options.testHooks));

  app.get('/server/status', async (c) => serverStatus(c, executor));
  return app;
}

async function graphql(c: Context, executor: UpstreamExecutor, testHooks?: boolean): Promise<Response> {
  const parsed = graphqlBody.safeParse(await c.req.json().catch(() => undefined));
  if (!parsed.success) {
    return c.json({ errors: [{ message: 'Body must be JSON with a string "query"' }] }, 400);
  }
  const signal = c.req.raw.signal;
  if (testHooks) await delay(Number(c.req.query('test-delay-ms') ?? 0), signal);
  if (signal.aborted) return new Response(null, { status: 499 }); // the caller is gone; nobody reads this
  const { query, operationName, variables } = parsed.data;
  const result = await executor.execute(
    {
      query,
      ...(operationName ? { operationName } : {}),
      ...(variables ? { variables } : {}),
    },
    { signal },
  );
  return c.json(result, 200);
}

/** REST mirror of the spec's `GET server/status?host`: 200 when online, else 500 with data. */
async function serverStatus(c: Context, executor: UpstreamExecutor) {
  const host = c.req.query('host') ?? '';
  const result = await executor.execute({
    query: SERVER_STATUS_QUERY,
    operationName: 'serverStatus',
    variables: { host },
  });
  const status = (result.data as { serverStatus?: { status: string; message: string | null } } | null | undefined)
    ?.serverStatus;
  if (!status) return c.json({ errors: result.errors ?? [{ message: 'graphql return no data' }] }, 502);
  if (status.status === 'online') return c.json({ status: status.status, message: status.message }, 200);
  return c.json({ data: { status: status.status, message: status.message } }, 500);
}

function authorised(header: string | undefined, token: string): boolean {
  if (!header) return false;
  const [scheme, value = ''] = header.split(' ', 2);
  if (scheme?.toLowerCase() === 'bearer') return sameText(value, token);
  if (scheme?.toLowerCase() === 'basic') {
    const decoded = safeAtob(value);
    return sameText(decoded.slice(decoded.indexOf(':') + 1), token);
  }
  return false;
}

function safeAtob(value: string): string {
  try {
    return atob(value);
  } catch {
    return '';
  }
}

/** Compares without an early exit so the time taken does not reveal the matching prefix. */
function sameText(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  return diff === 0;
}

function delay(ms: number, signal: AbortSignal): Promise<void> {
  if (!Number.isFinite(ms) || ms <= 0) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    }, { once: true });
  });
}
