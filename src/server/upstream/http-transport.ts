import { postJson as defaultPost } from '#runtime/post-json';
import type { PostJson } from '../runtime/types';
import { UpstreamError, toErrorDetails } from './errors';
import type { GraphQLResponse, Transport } from './transport';

/** GraphQL over HTTP: one JSON POST per request, bearer token when configured. */
export function httpTransport(url: string, token: string | undefined, post: PostJson = defaultPost): Transport {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/graphql-response+json, application/json',
  };
  if (token) headers['authorization'] = `Bearer ${token}`;

  return async (request, signal) => {
    const operationName = request.operationName;
    let answer;
    try {
      answer = await post(url, headers, JSON.stringify(request), signal, !/^\s*mutation\b/.test(request.query));
    } catch (error) {
      if (signal.aborted) throw error;
      throw new UpstreamError('network', `Upstream unreachable at ${url}`, { operationName, cause: error });
    }
    const ok = answer.status >= 200 && answer.status < 300;
    const body = parseJson(answer.text, ok, operationName);
    if (!ok) {
      const errors = isGraphQLResponse(body) ? toErrorDetails(body.errors ?? []) : [];
      throw new UpstreamError('http', `Upstream answered HTTP ${answer.status}`, {
        operationName,
        status: answer.status,
        errors,
      });
    }
    if (!isGraphQLResponse(body)) {
      throw new UpstreamError('network', 'Upstream sent a body that is not a GraphQL response', { operationName });
    }
    return body;
  };
}

function parseJson(text: string, ok: boolean, operationName: string | undefined): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    if (!ok) return undefined;
    throw new UpstreamError('network', 'Upstream sent a body that is not JSON', { operationName, cause: error });
  }
}

function isGraphQLResponse(body: unknown): body is GraphQLResponse {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const errors = (body as { errors?: unknown }).errors;
  return errors === undefined || Array.isArray(errors);
}
