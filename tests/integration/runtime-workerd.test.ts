// The workerd runtime modules against the real R2 and Cache API implementations (Miniflare runs
// workerd), and the HTTP mailer against a real HTTP endpoint.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Miniflare, convertV4MiniflareOptions } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEdgeCache } from '../../src/server/runtime/workerd/edge-cache';
import { createHttpMailer } from '../../src/server/runtime/workerd/http-mailer';
import { createR2BlobStore } from '../../src/server/runtime/workerd/r2-blob-store';

let mf: Miniflare;
let bucket: SpokeWorker.R2Bucket;
let store: SpokeWorker.WorkersCache;

beforeAll(async () => {
  mf = new Miniflare(
    convertV4MiniflareOptions({
      host: '127.0.0.1',
      port: 4405,
      modules: true,
      script: 'export default { fetch() { return new Response("ok"); } }',
      compatibilityDate: '2026-10-01',
      r2Buckets: ['BLOB'],
      cache: true,
    }),
  );
  bucket = (await mf.getR2Bucket('BLOB')) as unknown as SpokeWorker.R2Bucket;
  store = (await mf.getCaches()).default as unknown as SpokeWorker.WorkersCache;
});

afterAll(async () => {
  await mf.dispose();
});

describe('R2 blob store', () => {
  it('stores bytes with their content type and reads them back', async () => {
    const blobs = createR2BlobStore(bucket);
    const bytes = new Uint8Array([137, 80, 78, 71, 0, 255]);
    await blobs.put('claims/C-1001/photo-1.png', bytes, 'image/png');
    expect(await blobs.get('claims/C-1001/photo-1.png')).toEqual({ body: bytes, contentType: 'image/png', size: 6 });
  });

  it('answers null for a missing key and forgets a deleted one', async () => {
    const blobs = createR2BlobStore(bucket);
    await blobs.put('receipts/r-1.pdf', new Uint8Array([1]), 'application/pdf');
    await blobs.delete('receipts/r-1.pdf');
    expect(await blobs.get('receipts/r-1.pdf')).toBeNull();
    expect(await blobs.get('receipts/never.pdf')).toBeNull();
  });

  it('rejects keys the disk store would reject', async () => {
    const blobs = createR2BlobStore(bucket);
    for (const key of ['', '/abs', 'a/../b', 'a//b', 'x.meta.json']) {
      await expect(blobs.put(key, new Uint8Array([1]), 'text/plain')).rejects.toThrow(/Unsafe blob key/);
    }
  });
});

describe('edge cache', () => {
  it('serves a value from the Cache API to another isolate until it expires', async () => {
    let now = Date.now();
    const writer = createEdgeCache(store, () => now);
    const otherIsolate = createEdgeCache(store, () => now);
    await writer.set('server-status:us', { status: 'online' }, 30);
    expect(await otherIsolate.get('server-status:us')).toEqual({ status: 'online' });
    now += 31_000;
    const later = createEdgeCache(store, () => now);
    expect(await later.get('server-status:us')).toBeUndefined();
  });

  it('deletes a value from memory and from the Cache API', async () => {
    const cache = createEdgeCache(store);
    await cache.set('announcements:de', ['Winter stock'], 60);
    await cache.delete('announcements:de');
    expect(await cache.get('announcements:de')).toBeUndefined();
    expect(await createEdgeCache(store).get('announcements:de')).toBeUndefined();
  });

  it('keeps working from memory when there is no Cache API', async () => {
    const cache = createEdgeCache(undefined);
    await cache.set('k', 42, 60);
    expect(await cache.get('k')).toBe(42);
  });
});

describe('HTTP mailer', () => {
  let received: { headers: IncomingMessage['headers']; body: unknown }[] = [];
  let url = '';
  const server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(text) });
      res.writeHead(202, { 'content-type': 'application/json' }).end(JSON.stringify({ id: 'provider-42' }));
    });
  });

  beforeAll(async () => {
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`;
  });
  afterAll(async () => {
    await new Promise<void>((done) => server.close(() => done()));
  });

  it('posts the message with its attachments in base64 and the bearer token', async () => {
    received = [];
    const mailer = createHttpMailer({ url, token: 'mail-token', from: 'Spoke <no-reply@example.com>' });
    const sent = await mailer.send({
      to: 'dealer@example.com',
      subject: 'Your order 4711',
      text: 'Thank you',
      attachments: [{ filename: 'order.txt', contentType: 'text/plain', content: new TextEncoder().encode('4711') }],
    });
    expect(sent).toEqual({ id: 'provider-42' });
    expect(received[0]?.headers.authorization).toBe('Bearer mail-token');
    expect(received[0]?.body).toEqual({
      from: 'Spoke <no-reply@example.com>',
      to: 'dealer@example.com',
      subject: 'Your order 4711',
      text: 'Thank you',
      attachments: [{ filename: 'order.txt', contentType: 'text/plain', content: 'NDcxMQ==' }],
    });
  });

  it('logs and drops the message when no mail API is configured', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const mailer = createHttpMailer({ url: undefined, token: undefined, from: 'x@example.com' });
    const sent = await mailer.send({ to: 'dealer@example.com', subject: 'Hello', text: 'Hi' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`dropped mail ${sent.id} to dealer@example.com`));
    warn.mockRestore();
  });

  it('fails when the mail API refuses the message', async () => {
    const refusing = createHttpMailer({
      url,
      token: undefined,
      from: 'x@example.com',
      fetch: async () => new Response('no', { status: 500 }),
    });
    await expect(refusing.send({ to: 'a@example.com', subject: 's', text: 't' })).rejects.toThrow(/answered 500/);
  });
});
