import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { embeddedUpstream } from '#runtime/upstream';
import { createCircuitBreaker } from './circuit-breaker';
import { NO_DATA_MESSAGE, UpstreamError, toErrorDetails } from './errors';
import { embeddedTransport, type EmbeddedOpener } from './embedded-transport';
import { httpTransport } from './http-transport';
import type { GraphQLRequest, Transport } from './transport';

export interface UpstreamClientOptions {
  /** GraphQL endpoint; unset = the embedded upstream in-process. */
  url?: string | undefined;
  /** Bearer token for the HTTP transport. */
  token?: string | undefined;
  timeoutMs: number;
  /** Opens the in-process upstream; defaults to `#runtime/upstream` (null on Workers). */
  embedded?: EmbeddedOpener;
  /** How long calls fail at once after an outage failure before one is tried again. */
  breakerOpenMs?: number;
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** Skip the read cache (read-cache.ts): the answer must be the upstream's of this moment. */
  fresh?: boolean;
}

export interface UpstreamClient {
  request<TData, TVariables extends Record<string, unknown>>(
    document: TypedDocumentNode<TData, TVariables>,
    variables: TVariables,
    options?: RequestOptions,
  ): Promise<TData>;
}

export function createUpstreamClient(options: UpstreamClientOptions): UpstreamClient {
  const transport: Transport = options.url
    ? httpTransport(options.url, options.token)
    : embeddedTransport(options.embedded ?? embeddedUpstream);
  const breaker = createCircuitBreaker(options.breakerOpenMs);

  return {
    async request<TData, TVariables extends Record<string, unknown>>(
      document: TypedDocumentNode<TData, TVariables>,
      variables: TVariables,
      requestOptions: RequestOptions = {},
    ): Promise<TData> {
      const request = toRequest(document, variables);
      const timeout = AbortSignal.timeout(options.timeoutMs);
      const caller = requestOptions.signal;
      const signal = caller ? AbortSignal.any([caller, timeout]) : timeout;
      const response = await breaker.run(request.operationName, async () => {
        try {
          return await transport(request, signal);
        } catch (error) {
          throw mapFailure(error, request, caller, timeout);
        }
      });
      const operationName = request.operationName;
      if (response.errors && response.errors.length > 0) {
        const errors = toErrorDetails(response.errors);
        const message = errors.map((e) => e.message).join('; ');
        throw new UpstreamError('graphql', message, { operationName, errors, data: response.data });
      }
      if (response.data === undefined || response.data === null) {
        throw new UpstreamError('no-data', NO_DATA_MESSAGE, { operationName });
      }
      return response.data as TData;
    },
  };
}

const printed = new WeakMap<DocumentNode, GraphQLRequest>();

function toRequest(document: DocumentNode, variables: Record<string, unknown>): GraphQLRequest {
  let base = printed.get(document);
  if (!base) {
    base = { query: print(document) };
    const name = operationOf(document).name;
    if (name) base.operationName = name;
    printed.set(document, base);
  }
  return { ...base, variables };
}

export interface Operation {
  name: string | undefined;
  mutation: boolean;
}

const operations = new WeakMap<DocumentNode, Operation>();

/** The document's operation: its name and whether it writes (read once per document). */
export function operationOf(document: DocumentNode): Operation {
  let operation = operations.get(document);
  if (!operation) {
    const definition = document.definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition');
    operation = { name: definition?.name?.value, mutation: definition?.operation === 'mutation' };
    operations.set(document, operation);
  }
  return operation;
}

function mapFailure(
  error: unknown,
  request: GraphQLRequest,
  caller: AbortSignal | undefined,
  timeout: AbortSignal,
): UpstreamError {
  const operationName = request.operationName;
  const label = operationName ?? 'upstream request';
  if (caller?.aborted) {
    return new UpstreamError('cancelled', `${label} was cancelled`, { operationName, cause: error });
  }
  if (timeout.aborted) {
    return new UpstreamError('timeout', `${label} timed out`, { operationName, cause: error });
  }
  if (error instanceof UpstreamError) return error;
  return new UpstreamError('network', `${label} failed: ${describe(error)}`, { operationName, cause: error });
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
