import { webcrypto } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { useSynchronousDigest } from '../../src/server/runtime/node/fast-digest';

// A separate SubtleCrypto-shaped object, so the process-wide one stays as it is for other tests.
function patchedSubtle() {
  const subtle = Object.create(webcrypto.subtle) as SubtleCrypto;
  const webDigest = vi.fn(webcrypto.subtle.digest.bind(webcrypto.subtle));
  subtle.digest = webDigest;
  useSynchronousDigest(subtle);
  return { subtle, webDigest };
}

const hex = (buffer: ArrayBuffer) => Buffer.from(buffer).toString('hex');

describe('the Node server digest used for CSP hashes', () => {
  it('answers the same SHA digests as Web Crypto for strings, views into larger buffers and the empty input', async () => {
    const { subtle, webDigest } = patchedSubtle();
    const text = new TextEncoder().encode('astro-island,astro-slot{display:contents} — ünïcode');
    const view = new Uint8Array(Buffer.concat([Buffer.from('xx'), Buffer.from(text), Buffer.from('yy')]).buffer, 2, text.byteLength);
    for (const algorithm of ['SHA-256', 'SHA-384', 'SHA-512', { name: 'SHA-256' }] as const) {
      for (const data of [text, view, new Uint8Array(0), text.buffer]) {
        expect(hex(await subtle.digest(algorithm, data))).toBe(hex(await webcrypto.subtle.digest(algorithm, data)));
      }
    }
    expect(webDigest).not.toHaveBeenCalled();
  });

  it('leaves other algorithms to Web Crypto, which refuses unknown ones', async () => {
    const { subtle, webDigest } = patchedSubtle();
    await expect(subtle.digest('MD5', new Uint8Array(1))).rejects.toThrow();
    expect(webDigest).toHaveBeenCalledOnce();
  });
});
