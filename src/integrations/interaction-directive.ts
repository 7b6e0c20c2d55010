// `client:interaction`: an island hydrates on the user's first pointer, focus, key or hover inside
// it, so heavy React islands (dialogs, menus) cost no JavaScript until someone reaches for them.
import type { AstroIntegration } from 'astro';

export function interactionDirective(): AstroIntegration {
  return {
    name: 'spoke:interaction-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'interaction', entrypoint: decodeURIComponent(new URL('./interaction.client.ts', import.meta.url).pathname) });
      },
    },
  };
}
