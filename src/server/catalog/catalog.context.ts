// Who a catalogue read is for: the acting customer (prices are theirs) on the host's sorg.
import type { HostConfig } from '../../domain/hosts.types';
import type { CustCode } from '../auth/claims';

export interface CatalogViewer {
  custCode: string | null;
  sorg: string;
}

export function viewerOf(host: Pick<HostConfig, 'sorg'>, code: CustCode | null | undefined): CatalogViewer {
  return { custCode: code?.r3 ?? null, sorg: host.sorg };
}
