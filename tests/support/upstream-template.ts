// Seeding the embedded upstream's demo data takes seconds, and most integration files open one. The
// integration layer's global setup (tests/setup/upstream-templates.ts) seeds one database per common
// demo size once per run; a file then opens a copy of it, which the upstream finds seeded (its
// backfills check and skip), as on a restart. A size without a template is seeded in place as before.
import { copyFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { openEmbeddedUpstream, type EmbeddedUpstream } from '../../upstream/executor';

/** Set by the global setup to the folder holding the templates. */
export const TEMPLATE_DIR_ENV = 'SPOKE_TEST_UPSTREAM_TEMPLATES';
/** The sizes the integration files open most: 'demo' (the signed-in worlds) and '600' (the fixture's default). */
export const TEMPLATE_SIZES = ['demo', '600'] as const;

export function templateFile(dir: string, size: string): string {
  return join(dir, `upstream-${size}.db`);
}

/** The embedded upstream of demo size `size` on the database file `path` (which must not exist yet). */
export async function openSeededUpstream(path: string, size = 'demo'): Promise<EmbeddedUpstream> {
  const dir = process.env[TEMPLATE_DIR_ENV];
  const template = dir ? templateFile(dir, size) : undefined;
  if (template && existsSync(template) && !existsSync(path)) {
    copyFileSync(template, path);
    // The template is closed and checkpointed; a log left beside it still belongs to it.
    if (existsSync(`${template}-wal`)) copyFileSync(`${template}-wal`, `${path}-wal`);
  }
  return openEmbeddedUpstream({ url: `file:${path}`, demoSize: size });
}
