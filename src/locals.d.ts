// What the edge middleware (src/middleware.ts) puts on `Astro.locals` for every page and endpoint.
declare namespace App {
  interface Locals {
    /** Host configuration for the request's hostname. */
    host: import('./domain/hosts.types.ts').HostConfig;
    /** Locale prefix of the page, or the visitor's preferred locale outside the prefixes. */
    locale: import('./domain/locales.ts').Locale;
    /** Set on the maintenance page while the host is not online, with the upstream's message. */
    serverStatus?: import('./server/edge/status-cache.ts').ServerStatus;
    /** The signed-in user's verified access token claims (edge session step); null when anonymous. */
    user?: import('./server/auth/claims.ts').AccessClaims | null;
  }
}
