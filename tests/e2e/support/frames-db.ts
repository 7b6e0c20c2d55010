// Frame numbers the stories need, read from the e2e server's own upstream database: frames shipped
// to a dealer that nobody registered yet. Each worker takes its own slice so parallel stories never
// register the same frame.
import { createClient } from '@libsql/client';
import type { TestInfo } from '@playwright/test';

export const US_DEALER = '0001000123';

/** `dbFile`: another server's upstream database (the Worker stack's), else the Node server's. */
export async function freeFrames(info: TestInfo, count: number, custCode = US_DEALER, dbFile = `${process.env['SPOKE_E2E_DATA_DIR'] ?? ''}/upstream.db`): Promise<string[]> {
  const db = createClient({ url: `file:${dbFile}` });
  try {
    const slice = (info.parallelIndex * 2 + (info.project.name === 'phone' ? 1 : 0)) * 6 + info.retry * 3;
    const rs = await db.execute({
      sql: 'SELECT frame_number FROM frames WHERE cust_code = ? AND frame_number NOT IN (SELECT frame_number FROM frame_registrations) ORDER BY frame_number LIMIT ? OFFSET ?',
      args: [custCode, count, slice],
    });
    return rs.rows.map((r) => String(r['frame_number']));
  } finally {
    db.close();
  }
}
