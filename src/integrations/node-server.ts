// Adds the Node server (src/server/runtime/node/server.entry.ts) to Astro's own server build as a
// second entry, dist/server/serve.mjs. One Rollup build means one copy of every shared module: the
// /api fast path and Astro's pages use the same Hono app, caches and database clients.
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

const NODE_SERVER_FILE = 'serve.mjs';

const ENTRY = fileURLToPath(new URL('../server/runtime/node/server.entry.ts', import.meta.url));

interface EmitContext {
  emitFile(file: { type: 'chunk'; id: string; fileName: string }): string;
}

export function nodeServer(): AstroIntegration {
  return {
    name: 'spoke:node-server',
    hooks: {
      'astro:config:setup': ({ updateConfig, command }) => {
        if (command !== 'build') return;
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'spoke:node-server-entry',
                // Only the server environment; client and prerender builds do not run it.
                applyToEnvironment: (environment: { name: string }) => environment.name === 'ssr',
                buildStart(this: EmitContext) {
                  this.emitFile({ type: 'chunk', id: ENTRY, fileName: NODE_SERVER_FILE });
                },
              },
            ],
          },
        });
      },
    },
  };
}
