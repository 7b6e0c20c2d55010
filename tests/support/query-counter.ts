// Counts the statements a libSQL client runs, to show that a code path touches no database.
import type { Client } from '@libsql/client';

export interface CountedClient {
  client: Client;
  /** Statements run since the last reset (a batch counts each of its statements). */
  count(): number;
  reset(): void;
}

const COUNTED = new Set(['execute', 'batch', 'executeMultiple', 'migrate', 'transaction']);

export function countQueries(inner: Client): CountedClient {
  let statements = 0;
  const client = new Proxy(inner, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof property !== 'string' || !COUNTED.has(property) || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const first = args[0];
        statements += Array.isArray(first) ? first.length : 1;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { client, count: () => statements, reset: () => (statements = 0) };
}
