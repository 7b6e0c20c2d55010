import { UpstreamError, toErrorDetails } from './errors';
import type { GraphQLRequest, GraphQLResponse, Transport } from './transport';

/** GraphQL over HTTP: one JSON POST per request, bearer token when configured. */
export function httpTransport(url: string, token: string | undefined): Transport {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/graphql-response+json, application/json',
  };
  if (token) headers['authorization'] = `Bearer ${token}`;

  return async (request, signal) => {
    const operationName = request.operationName;
    let response: Response;
    try {
      response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(request), signal });
    } catch (error) {
      if (signal.aborted) throw error;
      throw new UpstreamError('network', `Upstream unreachable at ${url}`, { operationName, cause: error });
    }
    const body = await readJson(response, signal, request);
    if (!response.ok) {
      const errors = isGraphQLResponse(body) ? toErrorDetails(body.errors ?? []) : [];
      throw new UpstreamError('http', `Upstream answered HTTP ${response.status}`, {
        operationName,
        status: response.status,
        errors,
      });
    }
    if (!isGraphQLResponse(body)) {
      throw new UpstreamError('network', 'Upstream sent a body that is not a GraphQL response', { operationName });
    }
    return body;
  };
}

async function readJson(response: Response, signal: AbortSignal, request: GraphQLRequest): Promise<unknown> {
  try {
    return await response.json();
  } catch (error) {
    if (signal.aborted) throw error;
    if (!response.ok) return undefined;
    throw new UpstreamError('network', 'Upstream sent a body that is not JSON', {
      operationName: request.operationName,
      cause: error,
    });
  }
}

function isGraphQLResponse(body: unknown): body is GraphQLResponse {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const errors = (body as { errors?: unknown }).errors;
  return errors === undefined || Array.isArray(errors);
}
