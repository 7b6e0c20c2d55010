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
