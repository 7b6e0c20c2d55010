// Outermost step: brotli or gzip for text responses (pages, JSON, SVG) on the runtime that does not
// compress by itself (#runtime/compression). A signed-in catalogue page is ~80 KB of HTML; gzip makes
// it ~12 KB, which a phone on a slow network receives about 0.3 s sooner. Brotli at quality 1 is as
// small as gzip at level 4 for about a third of the CPU, so clients that list it get it.
import type { MiddlewareHandler } from 'astro';
import { APP_COMPRESSES, brotliBody, gzipBody } from '#runtime/compression';

const COMPRESSIBLE = /^(?:text\/(?:html|css|plain|csv|javascript)|application\/(?:json|javascript|manifest\+json|xml)|image\/svg\+xml)\s*(?:;|$)/i;
/** Below this the gzip header and the CPU cost more than the bytes saved. */
const MIN_BYTES = 1024;

function accepts(acceptEncoding: string | null, names: readonly string[]): boolean {
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';');
    if (!names.includes(coding.trim())) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  }
  return false;
}

/** True when the client lists gzip (or `*`) without refusing it with q=0. */
export function acceptsGzip(acceptEncoding: string | null): boolean {
  return accepts(acceptEncoding, ['gzip', '*']);
}

/** True when the client names brotli without refusing it (a wildcard alone keeps gzip, the safe choice). */
export function acceptsBrotli(acceptEncoding: string | null): boolean {
  return accepts(acceptEncoding, ['br']);
}

function codingFor(request: Request): 'br' | 'gzip' | null {
  const header = request.headers.get('Accept-Encoding');
  if (acceptsBrotli(header)) return 'br';
  return acceptsGzip(header) ? 'gzip' : null;
}

function worthCompressing(request: Request, response: Response): boolean {
  if (!response.body || request.method === 'HEAD' || response.status === 204 || response.status === 304) return false;
  if (response.headers.has('Content-Encoding') || !COMPRESSIBLE.test(response.headers.get('Content-Type') ?? '')) return false;
  const length = response.headers.get('Content-Length');
  return length === null || Number(length) >= MIN_BYTES;
}

/**
 * The response in brotli or gzip when the client accepts one and the body is text worth compressing.
 * The body is read whole and compressed in one call: pages are rendered to one string (the Node
 * adapter does not stream, decision 0087), and a stream pair cost a fifth of a page's CPU in the page profile.
 */
export async function compressed(request: Request, response: Response): Promise<Response> {
  const coding = codingFor(request);
  if (!response.body || coding === null || !worthCompressing(request, response)) return response;
  const body = new Uint8Array(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  const init = { status: response.status, statusText: response.statusText, headers };
  if (body.byteLength < MIN_BYTES) return new Response(body, init);
  headers.set('Content-Encoding', coding);
  headers.delete('Content-Length');
  const vary = headers.get('Vary');
  if (!vary?.toLowerCase().includes('accept-encoding')) headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  return new Response(coding === 'br' ? brotliBody(body) : gzipBody(body), init);
}

export const compressStep: MiddlewareHandler = async (context, next) => {
  const response = await next();
  return APP_COMPRESSES ? compressed(context.request, response) : response;
};
