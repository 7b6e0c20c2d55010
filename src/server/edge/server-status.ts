// The upstream's `serverStatus(host)` as the maintenance step needs it. The host argument is the
// host's sales organisation (ID01, US01, ...): one ERP status per country.
import { getUpstream } from '../upstream/index.ts';
import { ServerStatusDocument } from '../upstream/generated.ts';
import type { ServerStatus } from './status-cache.ts';

export async function fetchServerStatus(hostSorg: string): Promise<ServerStatus> {
  const data = await getUpstream().request(ServerStatusDocument, { host: hostSorg });
  const { status, message } = data.serverStatus;
  const result: ServerStatus = { status: status === 'online' ? 'online' : 'maintenance' };
  if (message) result.message = message;
  return result;
}
