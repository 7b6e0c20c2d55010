// The Node standalone server sends bodies exactly as the app returns them, so the app gzips text itself.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const APP_COMPRESSES = true;

/**
 * zlib level 4 instead of the default 6: on a 76-86 KB signed-in page it takes about two thirds of the
 * CPU time for ~3% more bytes (16.5 KB instead of 15.9 KB), and every page pays it.
 */
export const GZIP_LEVEL = 4;

/** gzip of a whole body (see compress.step.ts for why bodies are compressed whole). */
export function gzipBody(body: Uint8Array): Uint8Array<ArrayBuffer> {
  return gzipSync(body, { level: GZIP_LEVEL });
}

/**
 * Brotli at quality 0: on a 64 KB signed-in page quality 1 took about a third of gzip level 4's CPU
 * time for the same size (13.7 KB against 13.4 KB). Quality 0 takes a third less again for at most 2 %
 * more bytes: a 25 KB cart 65 µs against 105 (8.64 KB against 8.60), a 46 KB catalogue list 80 µs
 * against 130 (12.3 KB against 12.1), measured on the built server.
 */
export function brotliBody(body: Uint8Array): Uint8Array<ArrayBuffer> {
  return brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 0, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength, [constants.BROTLI_PARAM_LGWIN]: windowBitsFor(body.byteLength) },
  });
}

/**
 * The smallest window that holds the whole body (64 KB to brotli's default 4 MB): the same output,
 * without the encoder setting up a 4 MB window for a 30 KB page.
 */
export function windowBitsFor(byteLength: number): number {
  let bits = 16;
  while (bits < 22 && 2 ** bits < byteLength) bits += 1;
  return bits;
}
