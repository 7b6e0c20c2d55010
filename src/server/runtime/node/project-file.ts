// Node only. Files shipped beside source modules (SDL, migrations) are read from next to the module
// when it runs from source (tests, tsx), and from the project root once Vite has bundled it into dist/.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export function projectFile(besideUrl: URL, pathFromRoot: string): string {
  const beside = fileURLToPath(besideUrl);
  return existsSync(beside) ? beside : resolve(pathFromRoot);
}
