// One codebase, two targets: SPOKE_TARGET=edge builds the Cloudflare Worker, anything else the
// Node server that `npm start` runs on one machine (the embedded default).
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import node from '@astrojs/node';
import cloudflare from '@astrojs/cloudflare';
import { interactionDirective } from './src/integrations/interaction-directive.ts';
import { nodeServer } from './src/integrations/node-server.ts';
import { buildId } from './src/integrations/build-id.ts';
import { serviceWorker } from './src/integrations/service-worker.ts';

const edge = process.env.SPOKE_TARGET === 'edge';

export default defineConfig({
  output: 'server',
  outDir: process.env.SPOKE_OUT_DIR ?? (edge ? './dist-edge' : './dist'),
  // Node: the adapter's handler alone; dist/server/serve.mjs serves the files itself (decision 0056).
  adapter: edge ? cloudflare({ imageService: 'passthrough' }) : node({ mode: 'middleware', experimentalDisableStreaming: true }),
  // The Node target also builds dist/server/serve.mjs: /api/* by Hono before Astro (decision 0010).
  integrations: [react({ experimentalDisableStreaming: true }), interactionDirective(), buildId(), serviceWorker({ edge }), ...(edge ? [] : [nodeServer()])],
  server: { host: '127.0.0.1' },
  security: {
    checkOrigin: false,
    // Scripts and <style> elements by hash (Astro computes them, after its default 'self'); style=""
    // attributes stay allowed because islands and components set them. Naming 'self' here as well
    // only made Astro warn at every build. More directives: src/server/edge/security.step.ts.
    csp: { styleDirective: { resources: [{ resource: "'unsafe-inline'", kind: 'attribute' }] } },
  },
  // No Markdown is rendered; Shiki's inline styles would not pass the CSP and Astro warns about them.
  markdown: { syntaxHighlight: false },
  // Sessions are our own (libSQL + signed tokens); without this the Cloudflare adapter adds a SESSION KV binding.
  session: false,
  devToolbar: { enabled: false },
  prefetch: false,
  // Every stylesheet a file the browser keeps, none copied into each page (decision 0056).
  build: { inlineStylesheets: 'never' },
  i18n: undefined,
  vite: {
    // One stylesheet for the whole site, kept by the browser after the first page: Astro's CSP
    // hashes each of a route's stylesheets on every request (six to nine per page split by
    // component), one with a single file; -8 % CPU per page (docs/decisions/0094-react-islands-on-astros-terms.md).
    build: { cssCodeSplit: false },
    // No resolve.conditions here: top-level ones reach the client build too, where 'workerd' and
    // 'worker' bundled a second copy of the islands' hooks. The Cloudflare Vite plugin already gives
    // the server environments (ssr, prerender) their workerd conditions.
  },
});
