// The bike models of the demo pre-season windows (decision 0081), read from the embedded upstream's
// catalogue: a few per sales organisation of the country sites. Node start and the Worker stack seed
// the same windows with them.
import { HOSTS } from '../src/content/hosts/index';
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
