// A customer's upstream reads kept for a few seconds (decision 0087). Every signed-in page reads the
// same few ERP answers again (cart summary, open invoices, orders), and each read costs the portal a
// request to the upstream: about 0.4-0.8 ms of CPU, more than rendering the page.
// Any mutation sent through this client forgets the cached reads of the customer it names (of every
// customer when it names none), so the portal's own writes show at once; what the ERP changes by
// itself shows within the time to live.
import type { Cache } from '../runtime/types';
import { operationOf, type UpstreamClient } from './client';

/** A customer's reads that signed-in pages make again and again: the shell's cart badge, the cart,
 * orders, open invoices, the home's shipments, back-orders, claims and recalled frames, the catalogue's promotions. */
export const CACHED_READS: ReadonlySet<string> = new Set(['cartSummary', 'cart', 'orders', 'openInvoiceV5', 'shippedOrders', 'openOrderV4', 'ClaimsV3', 'RecallFrames', 'promotions', 'FramePassport']);

const CUSTOMER_KEYS = new Set(['custCode', 'cust_code', 'payerCode']);
const GLOBAL = '*';
/** A frame's generation beside the customers' (its passport is nobody's customer read, decision 0113). */
const frameName = (frameNumber: string) => `frame:${frameNumber}`;
const generationKey = (customer: string) => `upstream:generation:${customer}`;
/** Generations outlive every cached read, so a forgotten read can never come back. */
const GENERATION_TTL_SECONDS = 24 * 60 * 60;

/** The customer codes a request's variables name (custCode, cust_code, payerCode), three levels deep. */
export function customersIn(value: unknown, depth = 3, found = new Set<string>()): Set<string> {
  if (depth < 0 || value === null || typeof value !== 'object') return found;
  if (Array.isArray(value)) {
    for (const item of value.slice(0, 100)) customersIn(item, depth - 1, found);
    return found;
  }
  for (const [key, inner] of Object.entries(value)) {
    if (CUSTOMER_KEYS.has(key) && typeof inner === 'string' && inner !== '') found.add(inner);
    else customersIn(inner, depth - 1, found);
  }
  return found;
}

/**
 * The frame numbers a request's variables name (frameNumber), three levels deep; null when a list
 * was too long to look through (an upload of many frames), so the caller forgets every frame.
 */
export function framesIn(value: unknown, depth = 3, found: Set<string> | null = new Set<string>()): Set<string> | null {
  if (found === null || depth < 0 || value === null || typeof value !== 'object') return found;
  if (Array.isArray(value)) {
    if (value.length > 100) return null;
    for (const item of value) if (framesIn(item, depth - 1, found) === null) return null;
    return found;
  }
  for (const [key, inner] of Object.entries(value)) {
    if (key === 'frameNumber' && typeof inner === 'string' && inner !== '') found.add(frameName(inner.toUpperCase()));
    else if (framesIn(inner, depth - 1, found) === null) return null;
  }
  return found;
}

/** A generation never used before: a reader that sets one racing a write cannot bring back what the write forgot. */
const freshStamp = (): string => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The customer's (or everyone's) generation; a missing one is set, so the next read finds it in memory. */
async function generation(cache: Cache, name: string): Promise<string> {
  const known = await cache.get<string>(generationKey(name));
  if (known !== undefined) return known;
  const stamp = freshStamp();
  await cache.set(generationKey(name), stamp, GENERATION_TTL_SECONDS);
  return stamp;
}

async function generationOf(cache: Cache, customer: string): Promise<string> {
  const [own, global] = await Promise.all([generation(cache, customer), generation(cache, GLOBAL)]);
  return `${own}.${global}`;
}

async function forget(cache: Cache, customers: Set<string>): Promise<void> {
  const names = customers.size > 0 ? [...customers] : [GLOBAL];
  await Promise.all(names.map((name) => cache.set(generationKey(name), freshStamp(), GENERATION_TTL_SECONDS)));
}

/**
 * The answer frozen through and through, children first, so a frozen object is frozen all the way
 * down and a hit already frozen is returned at once.
 */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  for (const inner of Object.values(value)) deepFreeze(inner);
  return Object.freeze(value);
}

/**
 * `client` with the queries named in `operations` answered from `cache` for `seconds` per customer
 * and variables (0 turns it off; mutations still forget). A request with `fresh` is always sent, e.g.
 * the cart read right before a change to it. Every caller of a cached read gets the same frozen
 * answer: a copy per hit (JSON.parse) was a twentieth of the home's CPU, and no caller
 * changes what it reads (checked for all eight operations; a change would now throw).
 */
export function withReadCache(client: UpstreamClient, cache: Cache, operations: ReadonlySet<string>, seconds: number): UpstreamClient {
  return {
    async request(document, variables, options) {
      const operation = operationOf(document);
      if (operation.mutation) {
        try {
          return await client.request(document, variables, options);
        } finally {
          // A frame's reads go with its own name, and with every customer's when the write names none.
          const frames = framesIn(variables);
          await Promise.all([forget(cache, customersIn(variables)), frames === null ? forget(cache, new Set()) : frames.size > 0 ? forget(cache, frames) : undefined]);
        }
      }
      const shared = operation.name !== undefined && operations.has(operation.name);
      const named = shared && seconds > 0 && !options?.fresh ? customersIn(variables) : new Set<string>();
      // A read that names no customer but one frame (the passport) is kept under the frame's name.
      const frames = named.size === 0 && shared && seconds > 0 && !options?.fresh ? framesIn(variables) : null;
      const customers = frames?.size === 1 ? frames : named;
      const [customer] = customers;
      // Answers of these reads are frozen also when not cached (fresh, time to live 0 as in the tests),
      // so a caller that changed one would fail in every test run, not only when the cache is on.
      if (customer === undefined || customers.size > 1) return shared ? deepFreeze(await client.request(document, variables, options)) : client.request(document, variables, options);
      const key = `upstream:${operation.name}:${customer}:${await generationOf(cache, customer)}:${JSON.stringify(variables)}`;
      // On Workers a hit may come back from the Cache API as newly parsed JSON: frozen on its first use.
      const hit = await cache.get<object>(key);
      if (hit !== undefined) return deepFreeze(hit) as never;
      const data = deepFreeze(await client.request(document, variables, options));
      await cache.set(key, data, seconds);
      return data;
    },
  };
}
