// Demo regions of the four demo countries: provinces (states) with their centre and the cities or
// districts in them with their own coordinates and a starting category (null: not yet categorised).
import type { salesRegionGroups, salesRegions } from '../../db/schema/visits';

type Group = [id: string, name: string, lat: number, lng: number, category: string | null];
type Region = [id: string, name: string, lat: number, lng: number, groups: Group[]];

const REGIONS: Record<string, Region[]> = {
  ID: [
    ['ID-JK', 'DKI Jakarta', -6.2, 106.82, [['ID-JK-JKS', 'Jakarta Selatan', -6.26, 106.81, 'A'], ['ID-JK-JKP', 'Jakarta Pusat', -6.18, 106.83, 'A'], ['ID-JK-JKT', 'Jakarta Timur', -6.22, 106.9, 'B']]],
    ['ID-JB', 'Jawa Barat', -6.9, 107.6, [['ID-JB-BDG', 'Kota Bandung', -6.91, 107.61, 'A'], ['ID-JB-BGR', 'Kota Bogor', -6.6, 106.8, 'B'], ['ID-JB-BKS', 'Kota Bekasi', -6.24, 106.99, 'B'], ['ID-JB-CRB', 'Kota Cirebon', -6.73, 108.55, 'C']]],
    ['ID-JT', 'Jawa Tengah', -7.15, 110.14, [['ID-JT-SMG', 'Kota Semarang', -6.99, 110.42, 'B'], ['ID-JT-SKA', 'Kota Surakarta', -7.57, 110.82, 'C'], ['ID-JT-TGL', 'Kota Tegal', -6.87, 109.14, null]]],
    ['ID-YO', 'DI Yogyakarta', -7.8, 110.37, [['ID-YO-YKA', 'Kota Yogyakarta', -7.8, 110.37, 'B'], ['ID-YO-SLM', 'Sleman', -7.72, 110.36, 'C']]],
    ['ID-JI', 'Jawa Timur', -7.54, 112.24, [['ID-JI-SBY', 'Kota Surabaya', -7.25, 112.75, 'A'], ['ID-JI-MLG', 'Kota Malang', -7.98, 112.63, 'B'], ['ID-JI-KDR', 'Kota Kediri', -7.82, 112.01, 'D']]],
    ['ID-BA', 'Bali', -8.34, 115.09, [['ID-BA-DPS', 'Kota Denpasar', -8.65, 115.22, 'B'], ['ID-BA-BDG', 'Badung', -8.58, 115.18, 'C']]],
    ['ID-SU', 'Sumatera Utara', 2.12, 99.55, [['ID-SU-MDN', 'Kota Medan', 3.6, 98.67, 'B'], ['ID-SU-PMS', 'Kota Pematangsiantar', 2.96, 99.06, null]]],
    ['ID-SS', 'Sulawesi Selatan', -3.67, 119.97, [['ID-SS-MKS', 'Kota Makassar', -5.15, 119.43, 'C'], ['ID-SS-PRE', 'Kota Parepare', -4.01, 119.63, 'D']]],
  ],
  US: [
    ['US-OR', 'Oregon', 44.0, -120.5, [['US-OR-PDX', 'Portland', 45.52, -122.68, 'A'], ['US-OR-EUG', 'Eugene', 44.05, -123.09, 'B'], ['US-OR-BND', 'Bend', 44.06, -121.31, 'B']]],
    ['US-WA', 'Washington', 47.4, -120.5, [['US-WA-SEA', 'Seattle', 47.61, -122.33, 'A'], ['US-WA-SPK', 'Spokane', 47.66, -117.43, 'C'], ['US-WA-TAC', 'Tacoma', 47.25, -122.44, 'B']]],
    ['US-CA', 'California', 37.2, -119.5, [['US-CA-SFO', 'San Francisco', 37.77, -122.42, 'A'], ['US-CA-LAX', 'Los Angeles', 34.05, -118.24, 'A'], ['US-CA-SAN', 'San Diego', 32.72, -117.16, 'B'], ['US-CA-SAC', 'Sacramento', 38.58, -121.49, 'C']]],
    ['US-CO', 'Colorado', 39.0, -105.5, [['US-CO-DEN', 'Denver', 39.74, -104.99, 'A'], ['US-CO-BOU', 'Boulder', 40.01, -105.27, 'B']]],
    ['US-TX', 'Texas', 31.0, -99.0, [['US-TX-AUS', 'Austin', 30.27, -97.74, 'B'], ['US-TX-HOU', 'Houston', 29.76, -95.37, 'C'], ['US-TX-DAL', 'Dallas', 32.78, -96.8, null]]],
    ['US-NY', 'New York', 42.9, -75.5, [['US-NY-NYC', 'New York City', 40.71, -74.01, 'A'], ['US-NY-BUF', 'Buffalo', 42.89, -78.88, 'D']]],
  ],
  DE: [
    ['DE-NW', 'Nordrhein-Westfalen', 51.48, 7.55, [['DE-NW-K', 'Köln', 50.94, 6.96, 'A'], ['DE-NW-D', 'Düsseldorf', 51.23, 6.78, 'A'], ['DE-NW-BN', 'Bonn', 50.74, 7.1, 'B'], ['DE-NW-MS', 'Münster', 51.96, 7.63, 'B']]],
    ['DE-BY', 'Bayern', 48.79, 11.5, [['DE-BY-M', 'München', 48.14, 11.58, 'A'], ['DE-BY-N', 'Nürnberg', 49.45, 11.08, 'B'], ['DE-BY-A', 'Augsburg', 48.37, 10.9, 'C']]],
    ['DE-BE', 'Berlin', 52.52, 13.4, [['DE-BE-MI', 'Berlin-Mitte', 52.52, 13.4, 'A'], ['DE-BE-PA', 'Pankow', 52.57, 13.4, 'B']]],
    ['DE-HH', 'Hamburg', 53.55, 10.0, [['DE-HH-HH', 'Hamburg', 53.55, 10.0, 'A']]],
    ['DE-BW', 'Baden-Württemberg', 48.66, 9.35, [['DE-BW-S', 'Stuttgart', 48.78, 9.18, 'B'], ['DE-BW-FR', 'Freiburg', 47.99, 7.84, 'B'], ['DE-BW-HD', 'Heidelberg', 49.4, 8.67, null]]],
    ['DE-SN', 'Sachsen', 51.1, 13.2, [['DE-SN-DD', 'Dresden', 51.05, 13.74, 'C'], ['DE-SN-L', 'Leipzig', 51.34, 12.37, 'C']]],
  ],
  NL: [
    ['NL-UT', 'Utrecht', 52.09, 5.12, [['NL-UT-UTR', 'Utrecht', 52.09, 5.12, 'A'], ['NL-UT-AMF', 'Amersfoort', 52.16, 5.39, 'B']]],
    ['NL-NH', 'Noord-Holland', 52.52, 4.79, [['NL-NH-AMS', 'Amsterdam', 52.37, 4.9, 'A'], ['NL-NH-HLM', 'Haarlem', 52.38, 4.64, 'B'], ['NL-NH-ALK', 'Alkmaar', 52.63, 4.75, 'C']]],
    ['NL-ZH', 'Zuid-Holland', 52.02, 4.49, [['NL-ZH-RTM', 'Rotterdam', 51.92, 4.48, 'A'], ['NL-ZH-DHG', 'Den Haag', 52.07, 4.3, 'A'], ['NL-ZH-LEI', 'Leiden', 52.16, 4.49, 'B']]],
    ['NL-GE', 'Gelderland', 52.06, 5.95, [['NL-GE-ARN', 'Arnhem', 51.98, 5.91, 'B'], ['NL-GE-NIJ', 'Nijmegen', 51.84, 5.86, 'B']]],
    ['NL-NB', 'Noord-Brabant', 51.56, 5.2, [['NL-NB-EIN', 'Eindhoven', 51.44, 5.48, 'B'], ['NL-NB-TIL', 'Tilburg', 51.56, 5.09, 'C'], ['NL-NB-BRD', 'Breda', 51.59, 4.78, null]]],
    ['NL-GR', 'Groningen', 53.22, 6.74, [['NL-GR-GRO', 'Groningen', 53.22, 6.57, 'C']]],
  ],
};

type RegionRow = typeof salesRegions.$inferInsert;
type GroupRow = typeof salesRegionGroups.$inferInsert;

export function regionRows(): { regions: RegionRow[]; groups: GroupRow[] } {
  const regions: RegionRow[] = [];
  const groups: GroupRow[] = [];
  for (const [country, list] of Object.entries(REGIONS)) {
    for (const [id, description, lat, lng, members] of list) {
      regions.push({ id, country, description, lat, lng });
      for (const [gid, name, glat, glng, category] of members) groups.push({ id: gid, regionId: id, description: name, category, lat: glat, lng: glng });
    }
  }
  return { regions, groups };
}
