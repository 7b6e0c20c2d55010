/// <reference types="astro/client" />

// The Worker's bindings and variables, as wrangler.toml declares them. `cloudflare:workers` exists
// only in workerd; these types let the workerd runtime modules type-check in the shared project.
declare namespace SpokeWorker {
  type R2Bucket = import('@cloudflare/workers-types/index.ts').R2Bucket;
  type WorkersCache = import('@cloudflare/workers-types/index.ts').Cache;
  type WorkersResponse = import('@cloudflare/workers-types/index.ts').Response;

  interface Env {
    BLOB?: R2Bucket;
    ASSETS?: { fetch(request: Request): Promise<Response> };
    DEFAULT_HOST?: string;
    DATABASE_URL?: string;
    DATABASE_AUTH_TOKEN?: string;
    UPSTREAM_GRAPHQL_URL?: string;
    UPSTREAM_TOKEN?: string;
    SESSION_SECRET?: string;
    MAIL_API_URL?: string;
    MAIL_API_TOKEN?: string;
    MAIL_FROM?: string;
  }
}

declare module 'cloudflare:workers' {
  export const env: SpokeWorker.Env;
  /** Keeps the Worker alive until `promise` settles, from anywhere in a request (workerd since 2025-08). */
  export function waitUntil(promise: Promise<unknown>): void;
}
