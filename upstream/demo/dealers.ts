// Dealers per country with their sales areas, ship-tos and sales reps, plus the well-known actors.
import type { customerAreas, customers, salesReps, shipTos } from '../db/schema/sales';
import { demoActors } from './actors';
import { countryPools, customerGroups, salesRepRows, type CountryPool } from './dealers.data';
import type { Rng } from './prng';

type CustomerRow = typeof customers.$inferInsert;
type AreaRow = typeof customerAreas.$inferInsert;
type ShipToRow = typeof shipTos.$inferInsert;

export interface DealerData {
  customers: CustomerRow[];
  areas: AreaRow[];
  shipTos: ShipToRow[];
  reps: (typeof salesReps.$inferInsert)[];
}

const dealersPerSorg: Record<string, number> = { US01: 18, DE01: 12, NL01: 10, ID01: 17 };

function slugForEmail(name: string): string {
  return name.toLowerCase().normalize('NFD').replace(/[^a-z0-9]+/g, '').slice(0, 24);
}

function phone(rng: Rng, pool: CountryPool): string {
  return `${pool.phonePrefix} ${rng.int(20, 89)} ${rng.int(100, 999)} ${rng.int(1000, 9999)}`;
}

function salesmanFor(sorg: string, index: number): string {
  const reps = salesRepRows.filter((r) => (r.sorgs as readonly string[]).includes(sorg));
  // Dana Whitfield (S10025) looks after two of every three dealers in ID01 and US01.
  if ((sorg === 'ID01' || sorg === 'US01') && index % 3 !== 2) return 'S10025';
  const rep = reps.find((r) => r.code !== 'S10025') ?? reps[0];
  if (!rep) throw new Error(`no sales rep for ${sorg}`);
  return rep.code;
}

function area(rng: Rng, custCode: string, sorg: string, index: number): AreaRow {
  const salesman = salesmanFor(sorg, index);
  const rep = salesRepRows.find((r) => r.code === salesman);
  return { custCode, sorg, custGroup: rng.pick(customerGroups), salesman, salesGroup: rep?.salesGroup ?? null, salesOffice: rep?.salesOffice ?? null };
}

function countryOf(sorg: string): CountryPool {
  const pool = countryPools.find((p) => p.sorg === sorg);
  if (!pool) throw new Error(`no country pool for ${sorg}`);
  return pool;
}

function actorRows(): CustomerRow[] {
  const { singleCompanyDealer: a, multiCompanyDealer: b, customerVendor: c } = demoActors;
  return [
    { r3: a.r3, isr: null, name: a.name, address: '2218 SE Hawthorne Blvd', city: a.city, region: a.region, postalCode: '97214', country: 'United States', phone: '+1 503 555 0142', email: 'orders@pedalpushers.example', category: 'dealer' },
    { r3: b.r3, isr: b.isr, name: b.name, address: 'Aachener Straße 412', city: b.city, region: b.region, postalCode: '50933', country: 'Germany', phone: '+49 221 555 0187', email: 'einkauf@radhaus-mueller.example', category: 'dealer' },
    { r3: c.r3, isr: null, name: c.name, address: 'Jl. Raya Darmo No. 88', city: c.city, region: c.region, postalCode: '60241', country: 'Indonesia', phone: '+62 31 555 0199', email: 'purchasing@velonusantara.example', category: 'customer_vendor' },
  ];
}

/** Draws shop names until one is new; dealers never share a name. */
function uniqueShop(rng: Rng, pool: CountryPool, taken: readonly CustomerRow[]): { name: string; place: CountryPool['places'][number] } {
  for (let attempt = 0; ; attempt++) {
    const place = rng.pick(pool.places);
    const base = rng.pick(pool.shopNames)(rng.pick(pool.surnames), place.city);
    const name = attempt < 20 ? base : `${base} ${attempt}`;
    if (!taken.some((c) => c.name === name)) return { name, place };
  }
}

export function generateDealers(rng: Rng): DealerData {
  const out: DealerData = { customers: actorRows(), areas: [], shipTos: [], reps: salesRepRows.map(({ sorgs: _s, ...rep }) => rep) };
  const { singleCompanyDealer: a, multiCompanyDealer: b, customerVendor: c } = demoActors;
  out.areas.push(area(rng, a.r3, 'US01', 0), area(rng, b.r3, 'DE01', 2), area(rng, b.r3, 'NL01', 2), area(rng, c.r3, 'ID01', 0));
  let seq = 0;
  for (const [sorg, count] of Object.entries(dealersPerSorg)) {
    const pool = countryOf(sorg);
    for (let i = 1; i <= count; i++) {
      seq += 1;
      const { name, place } = uniqueShop(rng, pool, out.customers);
      const r3 = `0004${String(100_000 + seq * 137).padStart(6, '0')}`;
      out.customers.push({
        r3, isr: rng.chance(0.3) ? `I${r3.slice(1)}` : null, name,
        address: pool.address(rng.pick(pool.streets), rng.int(1, 240)), city: place.city, region: place.region, postalCode: place.postal,
        country: pool.country, phone: rng.chance(0.9) ? phone(rng, pool) : null,
        email: rng.chance(0.85) ? `info@${slugForEmail(name)}.example` : null, category: i === count && sorg === 'ID01' ? 'customer_vendor' : 'dealer',
      });
      out.areas.push(area(rng, r3, sorg, i));
      if (sorg === 'DE01' && i % 4 === 0) out.areas.push(area(rng, r3, 'NL01', i));
    }
  }
  out.shipTos = generateShipTos(rng, out.customers);
  return out;
}

function generateShipTos(rng: Rng, customerRows: readonly CustomerRow[]): ShipToRow[] {
  const rows: ShipToRow[] = [];
  let seq = 0;
  for (const customer of customerRows) {
    const pool = countryPools.find((p) => p.country === customer.country);
    const extra = rng.int(0, 2);
    for (let n = 0; n <= extra; n++) {
      seq += 1;
      const place = n === 0 || !pool ? null : rng.pick(pool.places);
      rows.push({
        id: `0005${String(200_000 + seq).padStart(6, '0')}`, custCode: customer.r3,
        name: n === 0 ? customer.name : `${customer.name} – ${place?.city ?? customer.city} ${n === 1 ? 'Store' : 'Warehouse'}`,
        address: n === 0 || !pool ? customer.address : pool.address(rng.pick(pool.streets), rng.int(1, 240)),
        city: place?.city ?? customer.city, region: place?.region ?? customer.region ?? null, postalCode: place?.postal ?? customer.postalCode ?? null,
        country: customer.country, phone: customer.phone ?? null, isDefault: n === 0,
      });
    }
  }
  return rows;
}
