import { describe, expect, it, vi } from 'vitest';
import { memoizeDigests } from '../../src/server/runtime/node/csp-digest-memo';

function subtleWithCounter() {
  const real = globalThis.crypto.subtle;
  const calls = vi.fn((algorithm: AlgorithmIdentifier, data: BufferSource) => real.digest(algorithm, data));
  const subtle = { digest: calls } as unknown as SubtleCrypto;
  memoizeDigests(subtle);
  return { subtle, calls };
}

const hex = (buffer: ArrayBuffer) => Buffer.from(buffer).toString('hex');
const bytes = (text: string) => new TextEncoder().encode(text);

describe('digests of repeated CSP inputs', () => {
  it('answers a repeated long input or the empty string from memory with the same digest', async () => {
    const { subtle, calls } = subtleWithCounter();
    const css = '.card{display:grid}'.repeat(100);
    const first = hex(await subtle.digest('SHA-256', bytes(css)));
    const again = hex(await subtle.digest('SHA-256', bytes(css)));
    await subtle.digest('SHA-256', bytes(''));
    const empty = hex(await subtle.digest('SHA-256', bytes('')));
    expect(again).toBe(first);
    expect(first).toBe(hex(await globalThis.crypto.subtle.digest('SHA-256', bytes(css))));
    expect(empty).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(calls).toHaveBeenCalledTimes(2);
  });

  it('never keeps short inputs such as token hashes', async () => {
    const { subtle, calls } = subtleWithCounter();
    await subtle.digest('SHA-256', bytes('refresh-token-1'));
    await subtle.digest('SHA-256', bytes('refresh-token-1'));
    expect(calls).toHaveBeenCalledTimes(2);
  });

  it('keeps algorithms apart and hands out copies the caller may change', async () => {
    const { subtle } = subtleWithCounter();
    const css = 'x'.repeat(600);
    const sha256 = await subtle.digest('SHA-256', bytes(css));
    new Uint8Array(sha256).fill(0);
    expect(hex(await subtle.digest('SHA-256', bytes(css)))).toBe(hex(await globalThis.crypto.subtle.digest('SHA-256', bytes(css))));
    expect((await subtle.digest('SHA-384', bytes(css))).byteLength).toBe(48);
  });
});

describe('inputs of the same length', () => {
  it('tells apart two inputs of equal length and answers each with its own digest', async () => {
    const { subtle, calls } = subtleWithCounter();
    const a = 'a'.repeat(700);
    const b = `${'a'.repeat(699)}b`;
    const first = hex(await subtle.digest('SHA-256', bytes(a)));
    const second = hex(await subtle.digest('SHA-256', bytes(b)));
    expect(second).not.toBe(first);
    expect(hex(await subtle.digest('SHA-256', bytes(a)))).toBe(first);
    expect(hex(await subtle.digest('SHA-256', bytes(b)))).toBe(second);
    expect(second).toBe(hex(await globalThis.crypto.subtle.digest('SHA-256', bytes(b))));
    expect(calls).toHaveBeenCalledTimes(2);
  });
});
