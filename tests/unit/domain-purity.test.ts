// The lint rule is what keeps src/domain free of I/O; this proves the rule actually fires on a
// real file placed in src/domain (and stays quiet on pure code).
import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { afterEach, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
let probe: string | undefined;

async function lintDomainFile(source: string): Promise<string[]> {
  probe = join(root, 'src/domain', `purity-probe-${randomUUID()}.ts`);
  writeFileSync(probe, source);
  const [result] = await new ESLint({ cwd: root }).lintFiles([probe]);
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

afterEach(() => {
  if (probe) rmSync(probe, { force: true });
  probe = undefined;
});

describe('src/domain purity lint rule', () => {
  it('reports a node: import in src/domain', async () => {
    const messages = await lintDomainFile(
      "import { readFileSync } from 'node:fs';\nexport const size = (path: string): number => readFileSync(path).length;\n",
    );
    expect(messages).toEqual([expect.stringMatching(/^no-restricted-imports: .*node:fs.*src\/domain is pure/)]);
  });

  it('reports imports of the database driver, the runtime modules and server code', async () => {
    const messages = await lintDomainFile(
      [
        "import type { Client } from '@libsql/client';",
        "import { readEnv } from '#runtime/env';",
        "import { serverEnv } from '../server/env';",
        'export type Pair = [Client, typeof readEnv, typeof serverEnv];',
        '',
      ].join('\n'),
    );
    expect(messages).toEqual([
      expect.stringMatching(/^no-restricted-imports: '@libsql\/client'/),
      expect.stringMatching(/^no-restricted-imports: '#runtime\/env'/),
      expect.stringMatching(/^no-restricted-imports: '\.\.\/server\/env'/),
    ]);
  });

  it('reports fetch and browser storage used as globals', async () => {
    const messages = await lintDomainFile(
      "export const load = () => fetch('/api/health');\nexport const read = () => localStorage.getItem('k');\n",
    );
    expect(messages).toEqual([
      expect.stringMatching(/^no-restricted-globals: .*fetch/),
      expect.stringMatching(/^no-restricted-globals: .*localStorage/),
    ]);
  });

  it('accepts pure code that imports other pure modules and zod', async () => {
    const messages = await lintDomainFile(
      "import { z } from 'zod';\nexport const quantity = z.number().int().min(1);\nexport const double = (n: number): number => n * 2;\n",
    );
    expect(messages).toEqual([]);
  });
});
