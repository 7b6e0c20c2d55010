// The Node standalone server sends bodies exactly as the app returns them, so the app gzips text itself.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const APP_COMPRESSES = true;

/**
 * zlib level 4 instead of the default 6: on a 76-86 KB signed-in page it takes about two thirds of the
 * CPU time for ~3% more bytes (16.5 KB instead of 15.9 KB), and every page pays it.
 */
export const GZIP_LEVEL = 4;

/**
 * gzip as a stream pair for `pipeThrough`. Astro streams a page in many small chunks; a zlib stream
 * costs a thread-pool round trip and a socket write per chunk it passes on, which the profile of a
 * signed-in page put at about a fifth of its CPU time (issue 19). A page is rendered in a few
 * milliseconds, so the body is collected and compressed in one call and sent as one chunk.
 */
export function gzipStream(): ReadableWritablePair<Uint8Array, Uint8Array> {
  return wholeBody((body) => gzipSync(body, { level: GZIP_LEVEL }));
}

/**
 * Brotli at quality 1: on a 64 KB signed-in page about a third of gzip level 4's CPU time for the
 * same size (13.7 KB against 13.4 KB), measured for issue 19. Collected and compressed like gzip.
 */
export function brotliStream(): ReadableWritablePair<Uint8Array, Uint8Array> {
  return wholeBody((body) =>
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } }),
  );
}

function wholeBody(compress: (body: Buffer) => Uint8Array): ReadableWritablePair<Uint8Array, Uint8Array> {
  const parts: Uint8Array[] = [];
  let size = 0;
  return new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk) {
      parts.push(chunk);
      size += chunk.byteLength;
    },
    flush(controller) {
      controller.enqueue(compress(Buffer.concat(parts, size)));
    },
  });
}
