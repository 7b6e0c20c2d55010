// The bike models of the demo pre-season windows (decision 0081), read from the embedded upstream's
// catalogue: a few per sales organisation of the country sites. Node start and the Worker stack seed
// the same windows with them. Also the articles that arrive minutes after a fresh seed, to name at start.
import type { Client } from '@libsql/client';
import { HOSTS } from '../src/content/hosts/index';
import { detailPath } from '../src/domain/catalog/paths';
import type { UpstreamExecutor } from '../src/server/upstream/transport';

/** Bike model slugs per sales organisation. */
export type DemoModels = Record<string, string[]>;

const QUERY = 'query M($s: String) { productGroups(sorg: $s, filter: { category: "Bike" }, limit: 5) { data { slug } } }';

export async function demoPreseasonModels(upstream: UpstreamExecutor): Promise<DemoModels> {
  const models: DemoModels = {};
  for (const sorg of new Set(HOSTS.map((h) => h.sorg))) {
    const out = await upstream.execute({ query: QUERY, variables: { s: sorg } });
    models[sorg] = ((out.data as { productGroups?: { data: { slug: string }[] } } | undefined)?.productGroups?.data ?? []).map((g) => g.slug);
  }
  return models;
}

export interface SoonArrival {
  site: string;
  locale: string;
  articleCode: string;
  name: string;
  path: string;
  arrivesAt: string;
}

/** Per country site, the next article the embedded upstream books in within the hour (upstream/demo/arrivals.demo.ts). */
export async function soonArrivals(client: Pick<Client, 'execute'>, now: Date = new Date()): Promise<SoonArrival[]> {
  const soon = new Date(now.getTime() + 3_600_000).toISOString();
  const out: SoonArrival[] = [];
  for (const host of HOSTS) {
    const rs = await client.execute({
      sql: `SELECT p.article_code, p.name, p.product_type, m.slug, s.arrives_at FROM stock s JOIN products p ON p.id = s.product_id JOIN models m ON m.id = p.model_id
            WHERE s.sorg = ? AND s.arrives_at > ? AND s.arrives_at <= ? ORDER BY s.arrives_at LIMIT 1`,
      args: [host.sorg, now.toISOString(), soon],
    });
    const row = rs.rows[0];
    if (!row) continue;
    out.push({
      site: host.key, locale: host.defaultLocale, articleCode: String(row['article_code']), name: String(row['name']),
      path: detailPath(String(row['product_type']), String(row['slug'])), arrivesAt: String(row['arrives_at']),
    });
  }
  return out;
}
