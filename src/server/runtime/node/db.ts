import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient, type Client } from '@libsql/client';

/** Opens a libSQL client; for a `file:` URL the parent folder is created first (fresh clone, no data/). */
export function createLibsqlClient(url: string, authToken?: string): Client {
  const path = localPath(url);
  if (path) mkdirSync(dirname(path), { recursive: true });
  // timeout (ms, local files only): wait for a busy file instead of failing at once. The client's own
  // pooled connections, prepare-data beside a running server, and the old and new server while a
  // reload hands over (docs/decisions/0114-node-restarts-hand-the-socket-over.md) all share it.
  return createClient({ url, timeout: 5_000, ...(authToken ? { authToken } : {}) });
}

function localPath(url: string): string | null {
  if (!url.startsWith('file:')) return null;
  if (url.startsWith('file://')) return fileURLToPath(url.split('?')[0] ?? url);
  const rest = url.slice('file:'.length).split('?')[0] ?? '';
  return rest === '' || rest === ':memory:' ? null : rest;
}
