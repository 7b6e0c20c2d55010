// Astro hashes each of a route's stylesheets and scripts with crypto.subtle.digest on every request
// (its CSP), the same few inputs each time: an empty string per external file, the route's inline
// CSS. Each digest is a thread-pool round trip, about 5 % of a signed-in page's CPU (decision 0056).
// Answers for inputs seen before come from memory; short inputs (token hashes, secrets) are never kept.
// An input is found by algorithm and length, then compared byte for byte (a memcmp): turning a few KB
// into a string key on every request cost a further 1 % (issue 19).
type Digest = (algorithm: AlgorithmIdentifier, data: BufferSource) => Promise<ArrayBuffer>;

/** Inputs kept: the empty string (an external file) and texts at least this long (inline CSS). */
const MIN_KEPT_BYTES = 512;
const MAX_ENTRIES = 64;

interface Known {
  readonly bytes: Buffer;
  readonly result: ArrayBuffer;
}

export function memoizeDigests(subtle: SubtleCrypto): void {
  const original: Digest = subtle.digest.bind(subtle);
  const memo = new Map<string, Known[]>();
  let size = 0;
  const digest: Digest = (algorithm, data) => {
    const input = keptInput(algorithm, data);
    if (input === null) return original(algorithm, data);
    const slot = `${algorithm as string}\0${input.byteLength}`;
    const known = memo.get(slot)?.find((entry) => entry.bytes.equals(input));
    if (known) return Promise.resolve(known.result.slice(0));
    return original(algorithm, data).then((result) => {
      if (size >= MAX_ENTRIES) {
        memo.clear();
        size = 0;
      }
      const entries = memo.get(slot) ?? [];
      entries.push({ bytes: Buffer.from(input), result: result.slice(0) });
      memo.set(slot, entries);
      size += 1;
      return result;
    });
  };
  subtle.digest = digest as SubtleCrypto['digest'];
}

/** The input as a view on its bytes when it may be kept, else null. */
function keptInput(algorithm: AlgorithmIdentifier, data: BufferSource): Buffer | null {
  if (typeof algorithm !== 'string' || !ArrayBuffer.isView(data)) return null;
  const length = data.byteLength;
  if (length !== 0 && length < MIN_KEPT_BYTES) return null;
  return Buffer.from(data.buffer, data.byteOffset, length);
}
