// Seeds the demo regions once (also into a database seeded before the map existed).
import type { Client } from '@libsql/client';
import * as t from '../../db/schema/visits';
import { insertAll, rowsOf } from '../../demo/insert';
import { regionRows } from './regions.data';

export async function backfillSalesAreas(client: Client): Promise<void> {
  const present = await client.execute('SELECT 1 FROM sales_regions LIMIT 1');
  if (present.rows.length > 0) return;
  const { regions, groups } = regionRows();
  await insertAll(client, [rowsOf(t.salesRegions, regions), rowsOf(t.salesRegionGroups, groups)]);
}
