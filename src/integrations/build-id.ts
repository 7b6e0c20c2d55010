// A name for this build, baked into the server bundle: caches that outlive a process (the Worker's
// Cache API) key what they keep by it, so a deploy never serves pages pointing at the last build's files.
import type { AstroIntegration } from 'astro';

export function buildId(): AstroIntegration {
  return {
    name: 'spoke:build-id',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        const id = Date.now().toString(36);
        updateConfig({ vite: { define: { 'import.meta.env.SPOKE_BUILD_ID': JSON.stringify(id) } } });
      },
    },
  };
}
