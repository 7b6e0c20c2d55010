// Cloudflare compresses at its edge (gzip or brotli, per client); a Worker that set Content-Encoding
// itself would make the runtime encode the body a second time.
export const APP_COMPRESSES = false;

/** Unused while APP_COMPRESSES is false (Cloudflare compresses at its edge); the interface matches Node's. */
export function gzipBody(): Uint8Array<ArrayBuffer> {
  throw new Error('the Worker leaves compression to Cloudflare');
}

/** Unused while APP_COMPRESSES is false; the interface matches Node's. */
export function brotliBody(): Uint8Array<ArrayBuffer> {
  throw new Error('the Worker leaves compression to Cloudflare');
}
