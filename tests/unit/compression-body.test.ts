import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { brotliBody, gzipBody } from '#runtime/compression';

const encoder = new TextEncoder();

describe('body compression of the Node server', () => {
  it('gzip and brotli decode to the same bytes, several times smaller', () => {
    const page = encoder.encode(Array.from({ length: 3_000 }, (_, i) => `<li data-row="${i}">Gripline tube ${i % 17}</li>`).join(''));
    for (const [compress, decompress] of [[gzipBody, gunzipSync], [brotliBody, brotliDecompressSync]] as const) {
      const packed = compress(page);
      expect(Buffer.from(decompress(packed)).equals(Buffer.from(page))).toBe(true);
      expect(packed.byteLength).toBeLessThan(page.byteLength / 4);
    }
  });

  it('decodes an empty body', () => {
    expect(gunzipSync(gzipBody(new Uint8Array())).byteLength).toBe(0);
    expect(brotliDecompressSync(brotliBody(new Uint8Array())).byteLength).toBe(0);
  });
});

describe('brotli window', () => {
  it('is the smallest that holds the body, from 64 KB up to brotli default of 4 MB', async () => {
    const { windowBitsFor } = await import('../../src/server/runtime/node/compression');
    expect([0, 30_000, 65_536, 65_537, 200_000, 4_194_304, 50_000_000].map(windowBitsFor)).toEqual([16, 16, 16, 17, 18, 22, 22]);
  });

  it('still finds a repeat at the far end of a large body', () => {
    const half = encoder.encode(Array.from({ length: 9_000 }, (_, i) => `<td>${(i * 7919) % 10007}</td>`).join(''));
    const body = new Uint8Array(half.byteLength * 2);
    body.set(half);
    body.set(half, half.byteLength);
    const packed = brotliBody(body);
    expect(Buffer.from(brotliDecompressSync(packed)).equals(Buffer.from(body))).toBe(true);
    expect(packed.byteLength).toBeLessThan(brotliBody(half).byteLength * 1.2);
  });
});
