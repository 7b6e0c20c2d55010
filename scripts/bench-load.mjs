// Load measurement for the benchmark: autocannon at a fixed concurrency, with our own latency
// percentiles (autocannon reports p97.5, not p95).
import autocannon from 'autocannon';

/**
 * @param {{ url: string, headers?: Record<string, string> }} target  headers go with every request (cookies)
 * @returns {Promise<{ rps: number, p50: number, p95: number, p99: number, requests: number, non2xx: number, errors: number }>}
 */
export function measure({ url, headers = {} }, { connections = 20, seconds = 10 } = {}) {
  const latencies = [];
  return new Promise((done, fail) => {
    const instance = autocannon({ url, headers, connections, duration: seconds }, (error, result) => {
      if (error) return fail(error);
      latencies.sort((a, b) => a - b);
      done({
        rps: Math.round(result.requests.total / (result.duration || seconds)),
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        p99: percentile(latencies, 99),
        requests: result.requests.total,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
      });
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

/** Short runs that get the JIT, module caches and database pages warm before measuring. */
export async function warmUp(targets, seconds = 3) {
  for (const target of targets) await measure(target, { connections: 10, seconds });
}

function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)] * 10) / 10;
}
