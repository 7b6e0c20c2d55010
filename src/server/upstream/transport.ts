// The wire shape shared by both transports: the GraphQL-over-HTTP request and response bodies,
// which is also what the embedded upstream's `execute` takes and returns.

export interface GraphQLRequest {
  query: string;
  operationName?: string;
  variables?: Record<string, unknown>;
}

export interface GraphQLErrorEntry {
  message: string;
  path?: readonly (string | number)[];
  extensions?: Record<string, unknown>;
}

export interface GraphQLResponse {
  data?: unknown;
  errors?: readonly GraphQLErrorEntry[];
}

/** Anything that executes a GraphQL request: the embedded upstream satisfies it structurally. */
export interface UpstreamExecutor {
  execute(request: GraphQLRequest, options?: { signal?: AbortSignal }): Promise<GraphQLResponse>;
}

/** One way of sending a request; `signal` already combines the caller's signal and the timeout. */
export type Transport = (request: GraphQLRequest, signal: AbortSignal) => Promise<GraphQLResponse>;
