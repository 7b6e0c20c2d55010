// Global setup of the integration layer: seeds the embedded upstream once per common demo size, for
// tests/support/upstream-template.ts to copy into each file's own temporary database.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { openEmbeddedUpstream } from '../../upstream/executor';
import { TEMPLATE_DIR_ENV, TEMPLATE_SIZES, templateFile } from '../support/upstream-template';

export default async function setup(): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'spoke-upstream-templates-'));
  for (const size of TEMPLATE_SIZES) {
    const url = `file:${templateFile(dir, size)}`;
    const upstream = await openEmbeddedUpstream({ url, demoSize: size });
    await upstream.close();
    // Everything into the main file, so that a copy of that file is the whole database.
    const client = createClient({ url });
    await client.execute('PRAGMA wal_checkpoint(TRUNCATE)');
    client.close();
  }
  // Read by the test workers, which start after this setup.
  process.env[TEMPLATE_DIR_ENV] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
