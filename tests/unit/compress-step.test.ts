import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsBrotli, acceptsGzip, compressed } from '../../src/server/edge/compress.step';

const html = `<!doctype html><main>${'<article>Gripline tube, 29 x 2.4, Presta 48 mm</article>'.repeat(200)}</main>`;
const page = (headers: Record<string, string> = {}) =>
  new Response(html, { status: 200, headers: { 'Content-Type': 'text/html', 'Set-Cookie': 'a=b', ...headers } });
const request = (acceptEncoding?: string, method = 'GET') =>
  new Request('http://127.0.0.1/en-us/catalog/list', { method, headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });

describe('response compression', () => {
  it('gzips a page for a browser that accepts gzip, keeping status and headers', async () => {
    const response = await compressed(request('gzip, deflate'), page({ Vary: 'Cookie' }));
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    expect(response.headers.get('Vary')).toBe('Cookie, Accept-Encoding');
    expect(response.headers.get('Set-Cookie')).toBe('a=b');
    expect(response.status).toBe(200);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.length).toBeLessThan(html.length / 5);
    expect(gunzipSync(bytes).toString()).toBe(html);
  });

  it('answers brotli to a browser that lists it, as small as gzip', async () => {
    const response = await compressed(request('gzip, deflate, br, zstd'), page());
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.length).toBeLessThan(html.length / 5);
    expect(brotliDecompressSync(bytes).toString()).toBe(html);
  });

  it('sends the body as it is to clients that do not ask for brotli or gzip or refuse them', async () => {
    for (const header of [undefined, 'deflate', 'gzip;q=0, identity', 'br;q=0']) {
      const response = await compressed(request(header), page());
      expect(response.headers.has('Content-Encoding')).toBe(false);
      expect(await response.text()).toBe(html);
    }
  });

  it('leaves binary, already encoded, small and bodiless responses alone', async () => {
    const pdf = new Response(html, { headers: { 'Content-Type': 'application/pdf' } });
    const encoded = page({ 'Content-Encoding': 'br' });
    const small = new Response('{"status":"ok"}', { headers: { 'Content-Type': 'application/json', 'Content-Length': '15' } });
    const redirect = new Response(null, { status: 302, headers: { Location: '/en-us/login', 'Content-Type': 'text/html' } });
    for (const response of [pdf, encoded, small, redirect]) expect(await compressed(request('gzip'), response)).toBe(response);
    const head = page();
    expect(await compressed(request('gzip', 'HEAD'), head)).toBe(head);
  });

  it('sends a short body of unknown length as it is, with its status and headers', async () => {
    const json = new Response('{"data":[]}', { status: 201, headers: { 'Content-Type': 'application/json', 'Set-Cookie': 'a=b' } });
    const response = await compressed(request('gzip, br'), json);
    expect(response.headers.has('Content-Encoding')).toBe(false);
    expect(response.status).toBe(201);
    expect(response.headers.get('Set-Cookie')).toBe('a=b');
    expect(await response.text()).toBe('{"data":[]}');
  });

  it('reads Accept-Encoding weights and the wildcard', () => {
    expect(acceptsGzip('deflate, gzip;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip; q=0.0')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(null)).toBe(false);
    expect(acceptsBrotli('gzip, br;q=0.8')).toBe(true);
    expect(acceptsBrotli('br;q=0')).toBe(false);
    expect(acceptsBrotli('*')).toBe(false);
  });
});
