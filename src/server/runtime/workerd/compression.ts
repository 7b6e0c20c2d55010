// Cloudflare compresses at its edge (gzip or brotli, per client); a Worker that set Content-Encoding
// itself would make the runtime encode the body a second time.
export const APP_COMPRESSES = false;

/** Unused while APP_COMPRESSES is false; the Web API form keeps the interface the same on both runtimes. */
export function gzipStream(): ReadableWritablePair<Uint8Array, Uint8Array> {
  return new CompressionStream('gzip') as unknown as ReadableWritablePair<Uint8Array, Uint8Array>;
}

/** Unused while APP_COMPRESSES is false (Cloudflare answers brotli itself); the interface matches Node's. */
export function brotliStream(): ReadableWritablePair<Uint8Array, Uint8Array> {
  throw new Error('the Worker leaves compression to Cloudflare');
}
