// Builds the service worker (src/service-worker/sw.ts) into /sw.js beside the client files, with
// Vite, the project's own bundler: one classic script without imports (every browser runs it),
// minified, the `offline.*` words of every locale file put in. `npm run dev` builds it on request.
// The Worker build also says how to serve it (_headers): never from a stale HTTP cache, scope `/`.
// Decision: docs/decisions/0115-offline-shop-floor.md.
import { appendFileSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

export const SW_PATH = '/sw.js';
const ENTRY = fileURLToPath(new URL('../service-worker/sw.ts', import.meta.url));
const LOCALES = fileURLToPath(new URL('../../locales/', import.meta.url));
const PREFIX = 'offline.';

/** `{ en: { band: '…' }, de: { … } }` from locales/*.json. */
export function offlineTexts(dir = LOCALES): Record<string, Record<string, string>> {
  const texts: Record<string, Record<string, string>> = {};
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const messages = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, string>;
    const own = Object.entries(messages).filter(([key]) => key.startsWith(PREFIX));
    texts[file.replace(/\.json$/, '')] = Object.fromEntries(own.map(([key, value]) => [key.slice(PREFIX.length), value]));
  }
  return texts;
}

/** The worker's code; written into `outDir` when given. */
export async function buildServiceWorker(outDir?: string): Promise<string> {
  const { build } = await import('vite');
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    define: { __SPOKE_OFFLINE_TEXTS__: JSON.stringify(offlineTexts()) },
    build: {
      write: outDir !== undefined,
      ...(outDir ? { outDir } : {}),
      emptyOutDir: false,
      copyPublicDir: false,
      minify: true,
      sourcemap: false,
      reportCompressedSize: false,
      lib: { entry: ENTRY, formats: ['iife'], name: 'spokeServiceWorker', fileName: () => SW_PATH.slice(1) },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as { output?: { type: string; code?: string }[] }[];
  const chunk = outputs.flatMap((o) => o.output ?? []).find((o) => o.type === 'chunk');
  if (!chunk?.code) throw new Error('service worker: no output');
  return chunk.code;
}

/** Workers static assets (_headers): revalidated on every update check, allowed the whole origin. */
export const WORKER_HEADERS = `\n${SW_PATH}\n  Cache-Control: no-cache\n  Service-Worker-Allowed: /\n`;

export function serviceWorker(options: { edge: boolean }): AstroIntegration {
  let clientDir = '';
  return {
    name: 'spoke:service-worker',
    hooks: {
      'astro:config:done': ({ config }) => {
        clientDir = fileURLToPath(config.build.client);
      },
      'astro:server:setup': ({ server }) => {
        server.middlewares.use((req, res, next) => {
          if (req.url?.split('?')[0] !== SW_PATH) return next();
          buildServiceWorker().then((code) => {
            res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' });
            res.end(code);
          }, next);
        });
      },
      'astro:build:done': async ({ logger }) => {
        const code = await buildServiceWorker(clientDir);
        if (options.edge) appendFileSync(join(clientDir, '_headers'), WORKER_HEADERS);
        logger.info(`${SW_PATH}: ${code.length} bytes`);
      },
    },
  };
}
