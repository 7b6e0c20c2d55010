// The typed client over the in-process transport, against a small real GraphQL schema
// (graphql-js) standing in for the upstream: error mapping, no data, timeout, cancellation.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { buildSchema, graphql, GraphQLError, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createUpstreamClient, UpstreamError, type UpstreamExecutor } from '../../src/server/upstream/index';

const schema = buildSchema(`
  type Query {
    greeting(name: String!): String!
    failing(code: String!): String
    nothing: String
    slow(ms: Int!): String
  }
`);

const rootValue = {
  greeting: ({ name }: { name: string }) => `Hello ${name}`,
  failing: ({ code }: { code: string }) => {
    throw new GraphQLError(`Refused with ${code}`, { extensions: { code } });
  },
  nothing: () => null,
  slow: ({ ms }: { ms: number }) => new Promise((resolve) => setTimeout(() => resolve('late'), ms)),
};

const executor: UpstreamExecutor = {
  async execute(request) {
    const result = await graphql({
      schema,
      rootValue,
      source: request.query,
      variableValues: request.variables ?? null,
      operationName: request.operationName ?? null,
    });
    return JSON.parse(JSON.stringify(result)) as Awaited<ReturnType<UpstreamExecutor['execute']>>;
  },
};

function doc<TData, TVars extends Record<string, unknown>>(source: string) {
  return parse(source) as unknown as TypedDocumentNode<TData, TVars>;
}

const Greeting = doc<{ greeting: string }, { name: string }>(
  'query greeting($name: String!) { greeting(name: $name) }',
);
const Failing = doc<{ failing: string | null }, { code: string }>(
  'query failing($code: String!) { failing(code: $code) }',
);
const Slow = doc<{ slow: string | null }, { ms: number }>('query slow($ms: Int!) { slow(ms: $ms) }');

function client(timeoutMs = 1000) {
  return createUpstreamClient({ timeoutMs, embedded: () => Promise.resolve(executor) });
}

async function failure(promise: Promise<unknown>): Promise<UpstreamError> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(UpstreamError);
  return error as UpstreamError;
}

describe('upstream client (in-process transport)', () => {
  it('returns the data of a successful query', async () => {
    await expect(client().request(Greeting, { name: 'Portland' })).resolves.toEqual({ greeting: 'Hello Portland' });
  });

  it('maps GraphQL errors to kind graphql with the upstream code and operation name', async () => {
    const error = await failure(client().request(Failing, { code: 'C001' }));
    expect(error.kind).toBe('graphql');
    expect(error.code).toBe('C001');
    expect(error.operationName).toBe('failing');
    expect(error.message).toBe('Refused with C001');
    expect(error.errors[0]?.path).toEqual(['failing']);
  });

  it('reports UNKNOWN for a code the spec does not list, keeping the raw code', async () => {
    const error = await failure(client().request(Failing, { code: 'X999' }));
    expect(error.code).toBe('UNKNOWN');
    expect(error.codes).toEqual(['X999']);
  });

  it('maps a validation error of the document to kind graphql', async () => {
    const Bad = doc<{ missing: string }, Record<string, never>>('query bad { missing }');
    const error = await failure(client().request(Bad, {}));
    expect(error.kind).toBe('graphql');
    expect(error.message).toContain('missing');
  });

  it('throws no-data with the spec message when the upstream returns no data', async () => {
    const empty = createUpstreamClient({ timeoutMs: 1000, embedded: () => Promise.resolve({ execute: async () => ({}) }) });
    const error = await failure(empty.request(Greeting, { name: 'x' }));
    expect(error.kind).toBe('no-data');
    expect(error.message).toBe('graphql return no data');
  });

  it('times out a request that takes longer than the timeout', async () => {
    const error = await failure(client(50).request(Slow, { ms: 1000 }));
    expect(error.kind).toBe('timeout');
  });

  it('cancels a request when the caller aborts', async () => {
    const controller = new AbortController();
    const pending = client().request(Slow, { ms: 1000 }, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const error = await failure(pending);
    expect(error.kind).toBe('cancelled');
  });

  it('refuses with a configuration error when the runtime has no embedded upstream', async () => {
    const none = createUpstreamClient({ timeoutMs: 1000, embedded: () => null });
    const error = await failure(none.request(Greeting, { name: 'x' }));
    expect(error.kind).toBe('config');
    expect(error.message).toContain('UPSTREAM_GRAPHQL_URL');
  });

  it('maps a failure to open the embedded upstream to kind network', async () => {
    const broken = createUpstreamClient({
      timeoutMs: 1000,
      embedded: () => Promise.reject(new Error('database is locked')),
    });
    const error = await failure(broken.request(Greeting, { name: 'x' }));
    expect(error.kind).toBe('network');
    expect(error.message).toContain('database is locked');
  });
});
