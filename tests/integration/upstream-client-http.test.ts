// The typed client over HTTP against the embedded upstream served by upstream/http-server.ts
// on a free port over a fresh database.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse } from 'graphql';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveUpstream, startUpstreamServer, type RunningUpstreamServer } from '../../upstream/http-server';
import { resetServerEnv } from '../../src/server/env';
import { closeEmbeddedUpstream } from '../../src/server/runtime/node/upstream';
import { createUpstreamClient, getUpstream, resetUpstream, UpstreamError } from '../../src/server/upstream/index';
import { CustomerDocument, ServerStatusDocument, SetServerStatusDocument, SorgsDocument, StocksDocument } from '../../src/server/upstream/generated';

const TOKEN = 'test-service-token';
let dir: string;
let server: RunningUpstreamServer;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'spoke-upstream-http-'));
  server = await startUpstreamServer({
    port: 0,
    url: `file:${join(dir, 'upstream.db')}`,
    token: TOKEN,
    testHooks: true,
  });
});

afterAll(async () => {
  await closeEmbeddedUpstream();
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

function client(options: { path?: string; token?: string; timeoutMs?: number } = {}) {
  return createUpstreamClient({
    url: `${server.url}${options.path ?? '/graphql'}`,
    token: options.token ?? TOKEN,
    timeoutMs: options.timeoutMs ?? 10_000,
  });
}

async function failure(promise: Promise<unknown>): Promise<UpstreamError> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(UpstreamError);
  return error as UpstreamError;
}

describe('upstream client over HTTP', () => {
  it('runs a real query and returns typed data', async () => {
    const data = await client().request(ServerStatusDocument, { host: 'localhost' });
    expect(data.serverStatus.status).toBe('online');
  });

  it('maps GraphQL errors from the upstream to kind graphql', async () => {
    const Bad = parse('query bad { noSuchField }') as unknown as TypedDocumentNode<unknown, Record<string, never>>;
    const error = await failure(client().request(Bad, {}));
    expect(error.kind).toBe('graphql');
    expect(error.operationName).toBe('bad');
    expect(error.message).toContain('noSuchField');
  });

  it('carries the resolver error code and path from the upstream', async () => {
    const error = await failure(client().request(StocksDocument, { articleCodes: ['X'], sorg: 'ZZ99' }));
    expect(error.kind).toBe('graphql');
    expect(error.message).toContain('ZZ99');
    expect(error.codes).toEqual(['BAD_USER_INPUT']);
    expect(error.errors[0]?.path).toEqual(['stocks']);
  });

  it('times out when the upstream answers later than the timeout', async () => {
    const slow = client({ path: '/graphql?test-delay-ms=2000', timeoutMs: 100 });
    const error = await failure(slow.request(ServerStatusDocument, { host: 'localhost' }));
    expect(error.kind).toBe('timeout');
  });

  it('cancels an in-flight request when the caller aborts', async () => {
    const controller = new AbortController();
    const slow = client({ path: '/graphql?test-delay-ms=2000' });
    const pending = slow.request(ServerStatusDocument, { host: 'localhost' }, { signal: controller.signal });
    setTimeout(() => controller.abort(), 30);
    expect((await failure(pending)).kind).toBe('cancelled');
  });

  it('reports a network error when nothing listens on the port', async () => {
    const gone = await serveUpstream({ execute: async () => ({ data: {} }) }, { port: 0 });
    await gone.close();
    const closed = createUpstreamClient({ url: `${gone.url}/graphql`, timeoutMs: 5000 });
    const error = await failure(closed.request(ServerStatusDocument, { host: 'localhost' }));
    expect(error.kind).toBe('network');
  });

  it('answers HTTP 401 when the bearer token is wrong', async () => {
    const error = await failure(client({ token: 'wrong' }).request(ServerStatusDocument, { host: 'localhost' }));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(401);
  });
});

describe('upstream HTTP server', () => {
  it('serves health without a token', async () => {
    const response = await fetch(`${server.url}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('mirrors the server status over REST with basic auth', async () => {
    const response = await fetch(`${server.url}/server/status?host=localhost`, {
      headers: { authorization: `Basic ${btoa(`portal:${TOKEN}`)}` },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'online' });
  });

  it('answers the REST status with 500 and the message while a host is in maintenance', async () => {
    const host = 'maintenance.spoke.test';
    await client().request(SetServerStatusDocument, { host, status: 'maintenance', message: 'Back at noon' });
    const response = await fetch(`${server.url}/server/status?host=${host}`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ data: { status: 'maintenance', message: 'Back at noon' } });
  });

  it('rejects a body without a query with 400', async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ variables: {} }),
    });
    expect(response.status).toBe(400);
  });
});

describe('upstream client in-process (UPSTREAM_GRAPHQL_URL unset)', () => {
  // Files share their worker's process (isolate: false): the environment goes back as it was.
  const before = { graphql: process.env['UPSTREAM_GRAPHQL_URL'], database: process.env['UPSTREAM_DATABASE_URL'] };
  afterAll(() => {
    for (const [name, value] of [['UPSTREAM_GRAPHQL_URL', before.graphql], ['UPSTREAM_DATABASE_URL', before.database]] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    resetServerEnv();
    resetUpstream();
  });

  beforeAll(() => {
    delete process.env['UPSTREAM_GRAPHQL_URL'];
    process.env['UPSTREAM_DATABASE_URL'] = `file:${join(dir, 'embedded.db')}`;
    resetServerEnv();
    resetUpstream();
  });

  it('runs the same query through getUpstream() without HTTP', async () => {
    const data = await getUpstream().request(ServerStatusDocument, { host: 'localhost' });
    expect(data.serverStatus.status).toBe('online');
  });

  it('serves the demo sales organisations', async () => {
    const { sorgs } = await getUpstream().request(SorgsDocument, {});
    expect(sorgs.map((sorg) => sorg.code)).toEqual(expect.arrayContaining(['ID01', 'US01', 'DE01', 'NL01']));
  });

  it('answers a customer query exactly as the HTTP transport does (same deterministic demo data)', async () => {
    const variables = { custCode: '0001000123' };
    const inProcess = await getUpstream().request(CustomerDocument, variables);
    const overHttp = await client().request(CustomerDocument, variables);
    expect(inProcess.customer?.custName).toBe('Pedal Pushers Bike Shop');
    expect(inProcess).toEqual(overHttp);
  });
});
