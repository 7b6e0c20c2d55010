// What the back office's returns page reads: returns of one status with their lines and photos.
import type { ReturnStatus } from '../../domain/returns/return.rules';
import type { Services } from '../services';
import { findReturn, returnsByStatus, type ReturnDetail } from './returns.repo';

/** Returns of one status from the site's own sales organisation: another country's desk decides its own. */
export async function returnsForDesk(deps: Pick<Services, 'db'>, sorg: string, status: ReturnStatus): Promise<ReturnDetail[]> {
  const rows = await returnsByStatus(deps.db, sorg, status);
  const details = await Promise.all(rows.slice(0, 50).map((r) => findReturn(deps.db, { sorg }, r.id)));
  return details.filter((d): d is ReturnDetail => d !== null);
}
