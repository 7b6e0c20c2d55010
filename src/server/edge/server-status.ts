// The upstream's `serverStatus(host)` as the maintenance step needs it. The host argument is the
// host's sales organisation (ID01, US01, ...): one ERP status per country.
import { getUpstream, type UpstreamClient } from '../upstream/index.ts';
import { ServerStatusDocument } from '../upstream/generated.ts';
import type { ServerStatus, StatusSource } from './status-cache.ts';

export function serverStatusFrom(client: () => UpstreamClient): StatusSource {
  return async (hostSorg) => {
    const data = await client().request(ServerStatusDocument, { host: hostSorg });
    const { status, message } = data.serverStatus;
    const result: ServerStatus = { status: status === 'online' ? 'online' : 'maintenance' };
    if (message) result.message = message;
    return result;
  };
}

/** The status of a host's sales organisation from the configured upstream. */
export const fetchServerStatus: StatusSource = serverStatusFrom(getUpstream);
