import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient, type Client } from '@libsql/client';

/** Opens a libSQL client; for a `file:` URL the parent folder is created first (fresh clone, no data/). */
export function createLibsqlClient(url: string, authToken?: string): Client {
  const path = localPath(url);
  if (path) mkdirSync(dirname(path), { recursive: true });
  return createClient(authToken ? { url, authToken } : { url });
}

function localPath(url: string): string | null {
  if (!url.startsWith('file:')) return null;
  if (url.startsWith('file://')) return fileURLToPath(url.split('?')[0] ?? url);
  const rest = url.slice('file:'.length).split('?')[0] ?? '';
  return rest === '' || rest === ':memory:' ? null : rest;
}
