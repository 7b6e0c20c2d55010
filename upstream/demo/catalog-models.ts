// Builds bike models (frame sizes × wheel sizes × colours) and PAA/groupset families as variants.
import { bikeLines, colours, modelYears, paaLines, trims, type BikeLine, type PaaFamily } from './catalog.data';
import { slugify, type GeneratedModel, type ProductRow } from './catalog.types';
import type { Rng } from './prng';

export interface ModelFactory {
  brandId(name: string): number;
  seriesId(brand: string, name: string): number;
  bikeCategoryOf(mcId: string): number | null;
  nextModelId(): number;
  nextProduct(prefix: string): { id: number; articleCode: string };
  uniqueSlug(base: string): string;
}

function cartesian(axes: readonly (readonly string[])[]): string[][] {
  return axes.reduce<string[][]>((acc, axis) => acc.flatMap((combo) => axis.map((v) => [...combo, v])), [[]]);
}

function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  return rng.sample(items, items.length);
}

function bikeSpecs(rng: Rng, line: BikeLine, trimIndex: number): { group: string; name: string; value: string }[] {
  const carbon = trimIndex >= 3 && line.usd[1] > 3_000;
  const electric = line.mcId.includes('-E');
  const [lo, hi] = BIKE_KG.find(([part]) => line.mcId.includes(part))?.[1] ?? [11, 16];
  return [
    { group: 'Frame', name: 'Material', value: carbon ? 'Carbon fibre, full internal routing' : rng.pick(['Aluminium 6061-T6', 'Aluminium 6066, hydroformed', 'Chromoly steel']) },
    { group: 'Frame', name: 'Fork', value: line.mcId.includes('MTB') ? `${rng.pick([100, 120, 140, 150])} mm air suspension` : 'Rigid, tapered steerer' },
    { group: 'Drivetrain', name: 'Groupset', value: `Shiftline ${rng.pick(['Summit', 'Trail', 'Tempo', 'Velocity'])} ${rng.pick(['1x11', '1x12', '2x11', '2x12'])}` },
    { group: 'Brakes', name: 'Type', value: rng.pick(['Hydraulic disc, 180/160 mm rotors', 'Mechanical disc, 160 mm rotors', 'Dual-pivot rim brakes']) },
    ...(electric ? [{ group: 'Motor', name: 'Drive unit', value: `Mid-drive, ${MOTOR_NM[trimIndex % MOTOR_NM.length]} Nm` }, { group: 'Motor', name: 'Battery', value: `${BATTERY_WH[trimIndex % BATTERY_WH.length]} Wh, integrated` }] : []),
    { group: 'General', name: 'Weight', value: `${(lo + rng.next() * (hi - lo)).toFixed(1)} kg` },
  ];
}

/** Plausible weights per kind of bike (kg), and e-bike drive figures chosen by trim (no extra draws). */
const BIKE_KG: readonly [string, readonly [number, number]][] = [['-E', [21, 27]], ['KID', [7, 11]], ['BMX', [10, 12.5]], ['RD', [7.2, 9.8]], ['GRV', [8.5, 11]]];
const MOTOR_NM = [50, 65, 85, 85] as const;
const BATTERY_WH = [400, 500, 625, 750] as const;

/** Grams per merchandise category of parts: a tube weighs grams, a lock a kilo or two. */
const PART_GRAMS: Readonly<Record<string, readonly [number, number]>> = {
  'MC-PA-TYR': [380, 1_150], 'MC-PA-TUB': [85, 260], 'MC-PA-CHN': [230, 340], 'MC-PA-CAS': [240, 620], 'MC-PA-BRP': [18, 60],
  'MC-PA-SAD': [170, 420], 'MC-PA-HEL': [230, 420], 'MC-PA-LGT': [45, 260], 'MC-PA-PMP': [85, 1_600], 'MC-PA-LCK': [300, 2_300],
  'MC-PA-BOT': [55, 340], 'MC-GS-RD': [2_100, 2_900], 'MC-GS-MTB': [1_900, 3_100],
};

export function* bikeModels(rng: Rng, f: ModelFactory, baseYear: number): Generator<GeneratedModel> {
  for (let generation = 1; ; generation++) {
    const combos = bikeLines.flatMap((line) => line.numbers.flatMap((n) => trims.map((trim, t) => ({ line, n, trim, t }))));
    for (const { line, n, trim, t } of shuffled(rng, combos)) {
      const year = baseYear - rng.int(0, modelYears.length - 2) + (rng.chance(0.2) ? 1 : 0);
      const name = `${line.series} ${n} ${trim}${generation > 1 ? ` Gen ${generation}` : ''}`;
      const slug = f.uniqueSlug(slugify(`${line.brand} ${name} ${year}`));
      const id = f.nextModelId();
      const model = {
        id, code: `MD${String(id).padStart(6, '0')}`, slug, name, productType: 'Bike', brandId: f.brandId(line.brand),
        seriesId: f.seriesId(line.brand, line.series), mcId: line.mcId, bikeCategoryId: f.bikeCategoryOf(line.mcId), modelYear: year,
        description: `The ${line.brand} ${name} (${year}) is a ${line.series} ${trim.toLowerCase()} build for dealers who stock ${line.mcId.includes('KID') ? 'first bikes' : 'performance-minded riders'}.`,
        specifications: JSON.stringify(bikeSpecs(rng, line, t)), images: JSON.stringify([`bikes/${slug}/hero.webp`, `bikes/${slug}/side.webp`, `bikes/${slug}/detail.webp`]),
      };
      const wheels = rng.sample(line.wheels, rng.int(1, line.wheels.length));
      const paint = rng.sample(colours, rng.int(1, 3));
      const usd = Math.round(line.usd[0] + ((line.usd[1] - line.usd[0]) * (t + rng.next() * 2)) / (trims.length + 1));
      const variants: ProductRow[] = [];
      for (const [frameSize, wheelSize, colour] of cartesian([line.sizes, wheels, paint])) {
        const { id, articleCode } = f.nextProduct('1');
        variants.push({
          id, articleCode, modelId: model.id, name: `${line.brand} ${name} ${wheelSize} ${frameSize} ${colour}`, productType: 'Bike',
          brandId: model.brandId, seriesId: model.seriesId, mcId: line.mcId, bikeCategoryId: model.bikeCategoryId, modelYear: year,
          frameSize: frameSize ?? null, wheelSize: wheelSize ?? null, colour: colour ?? null, imageKey: `bikes/${slug}/${slugify(colour ?? '')}.webp`,
          uom: 'EA', orderLimit: usd > 3_000 ? 10 : 25, bestSellerRank: null, releasedOn: `${year - 1}-${String(rng.int(6, 12)).padStart(2, '0')}-01`,
        });
      }
      yield { model, variants, usd, searchExtra: line.series };
    }
  }
}

export function* familyModels(rng: Rng, f: ModelFactory, families: readonly PaaFamily[], type: 'PAA' | 'Groupset', baseYear: number): Generator<GeneratedModel> {
  const prefix = type === 'PAA' ? '2' : '3';
  for (let generation = 1; ; generation++) {
    const combos = families.flatMap((family) => family.names.flatMap((n) => paaLines.map((line) => ({ family, n, line }))));
    for (const { family, n, line } of shuffled(rng, combos)) {
      const year = baseYear - rng.int(0, 3);
      const name = [n, line, generation > 1 ? `V${generation}` : ''].filter(Boolean).join(' ');
      const slug = f.uniqueSlug(slugify(`${family.brand} ${name} ${year}`));
      const id = f.nextModelId();
      const model = {
        id, code: `MD${String(id).padStart(6, '0')}`, slug, name, productType: type, brandId: f.brandId(family.brand),
        seriesId: f.seriesId(family.brand, n), mcId: family.mcId, bikeCategoryId: null, modelYear: year,
        description: `${family.brand} ${name}: workshop-proven ${type === 'PAA' ? 'parts and accessories' : 'groupset'} for the ${year} season.`,
        specifications: JSON.stringify([{ group: 'General', name: 'Weight', value: `${rng.int(...(PART_GRAMS[family.mcId] ?? [40, 2_400]))} g` }, { group: 'General', name: 'Warranty', value: `${rng.pick([1, 2, 5])} years` }]),
        images: JSON.stringify([`${type.toLowerCase()}/${slug}/hero.webp`]),
      };
      const usd = Math.round(family.usd[0] + (family.usd[1] - family.usd[0]) * rng.next());
      const variants: ProductRow[] = cartesian(family.axes).map((values) => {
        const p = f.nextProduct(prefix);
        return {
          id: p.id, articleCode: p.articleCode, modelId: id, name: `${family.brand} ${name} ${values.join(' ')}`, productType: type,
          brandId: model.brandId, seriesId: model.seriesId, mcId: family.mcId, bikeCategoryId: null, modelYear: year,
          frameSize: null, wheelSize: null, colour: values.find((v) => (colours as readonly string[]).includes(v)) ?? null,
          imageKey: `${type.toLowerCase()}/${slug}/${slugify(values.join(' '))}.webp`, uom: 'EA', orderLimit: family.orderLimit,
          bestSellerRank: null, releasedOn: `${year - 1}-${String(rng.int(1, 12)).padStart(2, '0')}-15`,
        };
      });
      yield { model, variants, usd, searchExtra: n };
    }
  }
}
