// Flat config: typescript-eslint's recommended rules on TypeScript, ESLint's on scripts, and the
// boundary that keeps src/domain pure (no I/O), so islands and the server can share it.
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

const nodeGlobals = Object.fromEntries(
  ['process', 'console', 'Buffer', 'URL', 'fetch', 'AbortSignal', 'AbortController', 'setTimeout', 'clearTimeout',
    'setInterval', 'clearInterval', 'Response', 'Request', 'Headers', 'TextEncoder', 'TextDecoder', 'performance',
    'structuredClone', 'crypto'].map((name) => [name, 'readonly']),
);

const ioModules = [
  'node:*',
  ...builtinModules.filter((name) => !name.startsWith('_')),
  '@libsql/*',
  'libsql',
  'drizzle-orm',
  'drizzle-orm/*',
  'hono',
  'hono/*',
  '@hono/*',
];

export default defineConfig(
  {
    ignores: [
      'dist*/**',
      '.astro/**',
      '.wrangler/**',
      'node_modules/**',
      'data/**',
      '.bench/**',
      'test-results/**',
      'playwright-report/**',
      'src/server/upstream/generated.ts',
    ],
  },
  { files: ['**/*.{js,mjs,cjs}'], ...js.configs.recommended, languageOptions: { globals: nodeGlobals } },
  { files: ['**/*.{ts,tsx,mts}'], extends: [tseslint.configs.recommended] },
  {
    files: ['**/*.{ts,tsx,mts}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/domain/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ioModules, message: 'src/domain is pure: no I/O modules (database, HTTP, files).' },
            // A regex, because `#` starts a comment in the gitignore-style groups.
            { regex: '^#runtime/', message: 'src/domain is pure: runtime modules do I/O.' },
            {
              regex: '(^|/)(src/server|server|upstream|db)(/|$)',
              message: 'src/domain is pure: it must not reach into src/server, upstream or db.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...['fetch', 'XMLHttpRequest', 'WebSocket', 'localStorage', 'sessionStorage', 'indexedDB', 'document', 'window']
          .map((name) => ({ name, message: `src/domain is pure: ${name} is I/O; pass data in instead.` })),
      ],
    },
  },
);
