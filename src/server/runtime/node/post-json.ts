// Upstream requests on Node through node:http with kept-alive sockets instead of fetch: undici's
// fetch cost about 0.85 ms of CPU per upstream request against 0.35 ms here, measured with the same
// 2,000 requests to the upstream, and a signed-in page makes two to seven of them.
import { Agent as HttpAgent, request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { PostAnswer, PostJson } from '../types';

// Idle sockets close after 4 s, before a server's usual 5 s keep-alive timeout (Node's default) can
// close one under a request about to be sent on it.
const AGENT_OPTIONS = { keepAlive: true, maxSockets: 64, timeout: 4_000 };
const agents = { http: new HttpAgent(AGENT_OPTIONS), https: new HttpsAgent(AGENT_OPTIONS) };

function send(url: string, headers: Record<string, string>, body: string, signal: AbortSignal): { request: ClientRequest; answer: Promise<PostAnswer> } {
  const secure = url.startsWith('https:');
  const options = { method: 'POST', headers: { ...headers, 'content-length': Buffer.byteLength(body) }, agent: secure ? agents.https : agents.http, signal };
  let request!: ClientRequest;
  const answer = new Promise<PostAnswer>((resolve, reject) => {
    request = (secure ? httpsRequest : httpRequest)(url, options, (response: IncomingMessage) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
  return { request, answer };
}

/** A kept-alive socket the server closed just as the request went out: the server never read it. */
function staleSocket(request: ClientRequest, error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return request.reusedSocket && (code === 'ECONNRESET' || code === 'EPIPE');
}

export const postJson: PostJson = async (url, headers, body, signal, idempotent) => {
  const first = send(url, headers, body, signal);
  try {
    return await first.answer;
  } catch (error) {
    if (!idempotent || signal.aborted || !staleSocket(first.request, error)) throw error;
    return send(url, headers, body, signal).answer;
  }
};
