// Astro hashes each of a route's stylesheets and scripts with crypto.subtle.digest on every request
// (its CSP), the same few inputs each time: an empty string per external file, the route's inline
// CSS. Each digest is a thread-pool round trip, about 5 % of a signed-in page's CPU (decision 0056).
// Answers for inputs seen before come from memory; short inputs (token hashes, secrets) are never kept.
type Digest = (algorithm: AlgorithmIdentifier, data: BufferSource) => Promise<ArrayBuffer>;

/** Inputs kept: the empty string (an external file) and texts at least this long (inline CSS). */
const MIN_KEPT_BYTES = 512;
const MAX_ENTRIES = 64;

export function memoizeDigests(subtle: SubtleCrypto): void {
  const original: Digest = subtle.digest.bind(subtle);
  const memo = new Map<string, ArrayBuffer>();
  const digest: Digest = (algorithm, data) => {
    const key = keyOf(algorithm, data);
    if (key === null) return original(algorithm, data);
    const known = memo.get(key);
    if (known) return Promise.resolve(known.slice(0));
    return original(algorithm, data).then((result) => {
      if (memo.size >= MAX_ENTRIES) memo.clear();
      memo.set(key, result.slice(0));
      return result;
    });
  };
  subtle.digest = digest as SubtleCrypto['digest'];
}

function keyOf(algorithm: AlgorithmIdentifier, data: BufferSource): string | null {
  if (typeof algorithm !== 'string' || !ArrayBuffer.isView(data)) return null;
  const length = data.byteLength;
  if (length !== 0 && length < MIN_KEPT_BYTES) return null;
  return `${algorithm}\0${Buffer.from(data.buffer, data.byteOffset, length).toString('latin1')}`;
}
