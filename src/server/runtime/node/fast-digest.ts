// Astro hashes every stylesheet and script of a route for its Content-Security-Policy on every page
// request (about fifteen on a signed-in page) with crypto.subtle.digest. On Node each call is a
// thread-pool job whose hand-off costs about five times the hash of these short strings; the profile
// of a signed-in page put it near a tenth of the page's CPU (issue 19, decision 0022). The Node
// server answers SHA digests from node:crypto instead: same bytes, still a promise.
import { createHash } from 'node:crypto';

const NODE_NAMES: Readonly<Record<string, string>> = { 'SHA-1': 'sha1', 'SHA-256': 'sha256', 'SHA-384': 'sha384', 'SHA-512': 'sha512' };

function nodeName(algorithm: AlgorithmIdentifier): string | undefined {
  const name = typeof algorithm === 'string' ? algorithm : algorithm.name;
  return NODE_NAMES[name.toUpperCase()];
}

function bytesOf(data: BufferSource): Uint8Array {
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  return new Uint8Array(data);
}

/** Replaces `subtle.digest` for SHA algorithms; anything else goes to the original. */
export function useSynchronousDigest(subtle: SubtleCrypto = globalThis.crypto.subtle): void {
  const original = subtle.digest.bind(subtle);
  subtle.digest = (algorithm: AlgorithmIdentifier, data: BufferSource): Promise<ArrayBuffer> => {
    const name = nodeName(algorithm);
    if (name === undefined) return original(algorithm, data);
    const hash = createHash(name).update(bytesOf(data)).digest();
    return Promise.resolve(hash.buffer.slice(hash.byteOffset, hash.byteOffset + hash.byteLength) as ArrayBuffer);
  };
}
