// Bodies are bounded before anything reads them: 64 KB for what anyone may send (sign-in, refresh,
// sign-out, inquiry), 1 MB for other JSON, a route's own limit for a form with files. A 20 MB body
// is refused with 413 in the user's language, from its declared length or, sent in chunks, as soon
// as the count passes the limit, so only a sliver of it is ever read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_COOKIE } from '../../src/domain/locales';
import { JSON_BODY_MAX_BYTES, SIGN_IN_BODY_MAX_BYTES } from '../../src/server/api/body-limits';
import { createTestApp, type TestApp } from '../support/app';

const MB = 1024 * 1024;
const CHUNK = 64 * 1024;
const SITE = 'http://localhost';
/** The stream queues a chunk or two ahead of the reader. */
const READ_AHEAD = 2 * CHUNK;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.cleanup());

/** A JSON-looking body of `size` bytes made as it is read; `pulled()` says how much was read. */
function countedBody(size: number) {
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= size) return controller.close();
      const chunk = new Uint8Array(Math.min(CHUNK, size - sent)).fill(0x20);
      if (sent === 0) chunk[0] = 0x7b;
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled: () => sent };
}

function post(path: string, size: number, options: { declared: boolean; headers?: Record<string, string>; method?: string }) {
  const body = countedBody(size);
  const headers: Record<string, string> = { 'content-type': 'application/json', origin: SITE, ...options.headers };
  if (options.declared) headers['content-length'] = String(size);
  const request = new Request(`${SITE}${path}`, { method: options.method ?? 'POST', headers, body: body.stream, duplex: 'half' } as RequestInit);
  return { response: t.app.fetch(request, { clientAddress: '198.51.100.7' }), pulled: body.pulled };
}

const UNAUTHENTICATED = ['/api/login', '/api/inquiry', '/api/refresh-token', '/api/logout', '/api/public/v1/cart', '/api/health'];

describe('a 20 MB body to a route anyone may call', () => {
  it.each(UNAUTHENTICATED)('%s answers 413 from the declared length without reading the body', async (path) => {
    const started = performance.now();
    const { response, pulled } = post(path, 20 * MB, { declared: true });
    const res = await response;
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.', messageKey: 'api.error.payload_too_large' } });
    expect(pulled()).toBeLessThanOrEqual(CHUNK);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it.each(UNAUTHENTICATED)('%s answers 413 to a chunked body once the count passes the limit', async (path) => {
    const { response, pulled } = post(path, 20 * MB, { declared: false });
    const res = await response;
    expect(res.status).toBe(413);
    expect(pulled()).toBeLessThanOrEqual(JSON_BODY_MAX_BYTES + READ_AHEAD);
  });

  it('stops reading a chunked sign-in body at 64 KB', async () => {
    const { response, pulled } = post('/api/login', 20 * MB, { declared: false });
    expect((await response).status).toBe(413);
    expect(pulled()).toBeLessThanOrEqual(SIGN_IN_BODY_MAX_BYTES + READ_AHEAD);
  });

  it('says so in the language of the page', async () => {
    const { response } = post('/api/login', 20 * MB, { declared: true, headers: { cookie: `${LOCALE_COOKIE}=de` } });
    const res = await response;
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe('Die Anfrage ist zu groß.');
  });
});

describe('limits per kind of body', () => {
  it('lets a sign-in body under 64 KB through to the route', async () => {
    const res = await t.request('/api/login', { method: 'POST', headers: { 'content-type': 'application/json', origin: SITE }, body: JSON.stringify({ username: 'x'.repeat(60 * 1024), password: 'y' }) });
    expect(res.status).not.toBe(413);
  });

  it('refuses JSON past 1 MB elsewhere before the guard, and lets 900 KB reach it', async () => {
    expect((await post('/api/cart/lines', 2 * MB, { declared: true, method: 'PUT' }).response).status).toBe(413);
    expect((await post('/api/cart/lines', 900 * 1024, { declared: true, method: 'PUT' }).response).status).toBe(401);
  });

  it('leaves a form with files to its route, which checks the session before reading it', async () => {
    const multipart = { 'content-type': 'multipart/form-data; boundary=x' };
    const { response, pulled } = post('/api/claims/files?kind=photo', 20 * MB, { declared: true, headers: multipart });
    expect((await response).status).toBe(401);
    expect(pulled()).toBeLessThanOrEqual(CHUNK);
    expect((await post('/api/claims/files?kind=photo', 2 * MB, { declared: true }).response).status).toBe(413);
  });

  it('does not take a file route for another path', async () => {
    const multipart = { 'content-type': 'multipart/form-data; boundary=x' };
    expect((await post('/api/claims/bike', 2 * MB, { declared: true, headers: multipart }).response).status).toBe(413);
  });
});
