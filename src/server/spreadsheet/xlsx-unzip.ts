// Unpacks the XML parts of an .xlsx upload without trusting what the zip says about itself: every
// entry is inflated through fflate's streaming API, its bytes are counted as they come out, and the
// file is refused the moment the count passes the limit. The input is pushed in 1 KB slices (one
// inflates to at most about 1 MB) and the event loop is handed back every 8 ms or 512 KB inflated,
// so a zip bomb of any declared size holds up other requests for a few milliseconds at a time.
import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';
import { concatBytes } from '../bytes';
import { yieldToEventLoop } from './yield';

/** Inflated bytes of all entries together; a 10,000-row sheet with shared strings is about 3 MB. */
export const XLSX_MAX_INFLATED_BYTES = 20 * 1024 * 1024;
const MAX_ENTRIES = 2_000;
const SLICE_BYTES = 1024;
const YIELD_EVERY_BYTES = 512 * 1024;

export type Unzipped = { ok: true; parts: Map<string, Uint8Array> } | { ok: false; reason: 'not_xlsx' | 'too_large' };

/** A zip file starts with the local file header signature PK\x03\x04. */
export function isZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

const wanted = (name: string) => name.endsWith('.xml') || name.endsWith('.rels');

/** The .xml and .rels parts by name, or why the file is refused. */
export async function unzipXlsxParts(bytes: Uint8Array, limit = XLSX_MAX_INFLATED_BYTES): Promise<Unzipped> {
  if (!isZip(bytes)) return { ok: false, reason: 'not_xlsx' };
  const parts = new Map<string, Uint8Array>();
  let inflated = 0;
  let entries = 0;
  let refused: 'not_xlsx' | 'too_large' | null = null;
  const open: UnzipFile[] = [];
  const unzip = new Unzip((file) => {
    if (++entries > MAX_ENTRIES) refused = 'too_large';
    if (refused) return;
    const keep = wanted(file.name);
    const chunks: Uint8Array[] = [];
    let size = 0;
    file.ondata = (error, chunk, final) => {
      if (refused) return;
      if (error) {
        refused = 'not_xlsx';
        return;
      }
      inflated += chunk.length;
      size += chunk.length;
      if (inflated > limit) {
        refused = 'too_large';
        return;
      }
      if (keep) chunks.push(chunk);
      if (final && keep) parts.set(file.name, concatBytes(chunks, size));
    };
    open.push(file);
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    let sliceStarted = performance.now();
    let inflatedAtYield = 0;
    for (let at = 0; at < bytes.length && !refused; at += SLICE_BYTES) {
      const end = Math.min(at + SLICE_BYTES, bytes.length);
      unzip.push(bytes.subarray(at, end), end === bytes.length);
      // Workers' clocks stand still while code runs, so the inflated bytes decide there.
      if (performance.now() - sliceStarted > 8 || inflated - inflatedAtYield > YIELD_EVERY_BYTES) {
        await yieldToEventLoop();
        sliceStarted = performance.now();
        inflatedAtYield = inflated;
      }
    }
  } catch {
    refused ??= 'not_xlsx';
  }
  if (refused) {
    for (const file of open) file.terminate();
    return { ok: false, reason: refused };
  }
  return { ok: true, parts };
}
