// Catalogue material: brands, series, categories and the templates articles are built from.
export const bikeCategoryRows = [
  { id: 1, code: 'mountain', wording: 'Mountain', sort: 1 },
  { id: 2, code: 'road', wording: 'Road', sort: 2 },
  { id: 3, code: 'gravel', wording: 'Gravel', sort: 3 },
  { id: 4, code: 'city', wording: 'City', sort: 4 },
  { id: 5, code: 'e-bike', wording: 'E-Bike', sort: 5 },
  { id: 6, code: 'kids', wording: 'Kids', sort: 6 },
  { id: 7, code: 'bmx', wording: 'BMX', sort: 7 },
] as const;

export const merchandiseCategoryRows = [
  { id: 'MC-BK-MTB', name: 'Mountain Bikes', productType: 'Bike', bikeCategoryId: 1 },
  { id: 'MC-BK-RD', name: 'Road Bikes', productType: 'Bike', bikeCategoryId: 2 },
  { id: 'MC-BK-GRV', name: 'Gravel Bikes', productType: 'Bike', bikeCategoryId: 3 },
  { id: 'MC-BK-CTY', name: 'City and Trekking Bikes', productType: 'Bike', bikeCategoryId: 4 },
  { id: 'MC-BK-EMTB', name: 'E-Mountain Bikes', productType: 'Bike', bikeCategoryId: 5 },
  { id: 'MC-BK-ECTY', name: 'E-City Bikes', productType: 'Bike', bikeCategoryId: 5 },
  { id: 'MC-BK-KID', name: 'Kids Bikes', productType: 'Bike', bikeCategoryId: 6 },
  { id: 'MC-BK-BMX', name: 'BMX Bikes', productType: 'Bike', bikeCategoryId: 7 },
  { id: 'MC-PA-TYR', name: 'Tyres', productType: 'PAA', bikeCategoryId: null },
  { id: 'MC-PA-TUB', name: 'Inner Tubes', productType: 'PAA', bikeCategoryId: null },
  { id: 'MC-PA-CHN', name: 'Chains', productType: 'PAA', bikeCategoryId: null },
  { id: 'MC-PA-CAS', name: 'Cassettes', productType: 'PAA', bikeCategoryId: null },
  { id: 'MC-PA-BRP', name: 'Brake Pads', productType: 'PAA', bikeCategoryId: null },
  { id: 'MC-PA-SAD', name: 'Saddles', productType: 'PAA', bikeCategoryId: null },
  { id: 'MC-PA-HEL', name: 'Helmets', productType: 'PAA', bikeCategoryId: null },
  { id: 'MC-PA-LGT', name: 'Lights', productType: 'PAA', bikeCategoryId: null },
  { id: 'MC-PA-PMP', name: 'Pumps', productType: 'PAA', bikeCategoryId: null },
  { id: 'MC-PA-LCK', name: 'Locks', productType: 'PAA', bikeCategoryId: null },
  { id: 'MC-PA-BOT', name: 'Bottles and Cages', productType: 'PAA', bikeCategoryId: null },
  { id: 'MC-GS-RD', name: 'Road Groupsets', productType: 'Groupset', bikeCategoryId: null },
  { id: 'MC-GS-MTB', name: 'Mountain Groupsets', productType: 'Groupset', bikeCategoryId: null },
] as const;

export interface BikeLine {
  brand: string;
  series: string;
  mcId: string;
  wheels: readonly string[];
  sizes: readonly string[];
  /** Retail price range in USD. */
  usd: readonly [number, number];
  numbers: readonly string[];
}

const alpha = ['XS', 'S', 'M', 'L', 'XL'] as const;
const road = ['48', '50', '52', '54', '56', '58', '60'] as const;

export const bikeLines: readonly BikeLine[] = [
  { brand: 'Kestrel', series: 'Ridge', mcId: 'MC-BK-MTB', wheels: ['29"', '27.5"'], sizes: alpha, usd: [899, 4_999], numbers: ['3', '5', '7', '9'] },
  { brand: 'Kestrel', series: 'Apex', mcId: 'MC-BK-RD', wheels: ['700c'], sizes: road, usd: [1_199, 8_999], numbers: ['2', '4', '6', '8'] },
  { brand: 'Kestrel', series: 'Dustline', mcId: 'MC-BK-GRV', wheels: ['700c', '27.5"'], sizes: alpha, usd: [1_099, 4_499], numbers: ['1', '3', '5'] },
  { brand: 'Northpass', series: 'Trailhead', mcId: 'MC-BK-MTB', wheels: ['29"', '27.5"'], sizes: alpha, usd: [749, 3_999], numbers: ['20', '40', '60', '80'] },
  { brand: 'Northpass', series: 'Commuter', mcId: 'MC-BK-CTY', wheels: ['700c', '26"'], sizes: alpha, usd: [499, 1_499], numbers: ['1', '2', '3'] },
  { brand: 'Northpass', series: 'Voltra', mcId: 'MC-BK-EMTB', wheels: ['29"', '27.5"'], sizes: ['S', 'M', 'L', 'XL'], usd: [3_299, 7_999], numbers: ['500', '625', '750'] },
  { brand: 'Veloria', series: 'Aero', mcId: 'MC-BK-RD', wheels: ['700c'], sizes: road, usd: [1_499, 9_499], numbers: ['SL', 'RS', 'Disc'] },
  { brand: 'Veloria', series: 'Strada', mcId: 'MC-BK-CTY', wheels: ['700c'], sizes: ['S', 'M', 'L'], usd: [599, 1_799], numbers: ['7', '8', '9'] },
  { brand: 'Veloria', series: 'Citta E', mcId: 'MC-BK-ECTY', wheels: ['700c', '26"'], sizes: ['S', 'M', 'L'], usd: [2_199, 4_299], numbers: ['400', '500'] },
  { brand: 'Tandur', series: 'Bukit', mcId: 'MC-BK-MTB', wheels: ['27.5"', '26"'], sizes: ['S', 'M', 'L'], usd: [399, 1_299], numbers: ['1', '2', '3', '4'] },
  { brand: 'Tandur', series: 'Siklus', mcId: 'MC-BK-CTY', wheels: ['26"', '700c'], sizes: ['S', 'M', 'L'], usd: [299, 899], numbers: ['Urban', 'Lipat', 'Santai'] },
  { brand: 'Little Wren', series: 'Hatchling', mcId: 'MC-BK-KID', wheels: ['20"', '24"'], sizes: ['One size'], usd: [199, 549], numbers: ['16', '20', '24'] },
  { brand: 'Kinetix', series: 'Street', mcId: 'MC-BK-BMX', wheels: ['20"'], sizes: ['20.5" TT', '21" TT'], usd: [299, 899], numbers: ['Pro', 'Am', 'Jr'] },
  { brand: 'Kinetix', series: 'Dirt', mcId: 'MC-BK-BMX', wheels: ['24"', '26"'], sizes: ['S', 'M'], usd: [499, 1_299], numbers: ['Jump', 'Slope'] },
];

export const trims = ['Sport', 'Comp', 'Pro', 'Elite', 'Expert', 'SE', 'Race', 'LTD', 'Team', 'Base'] as const;

export const colours = [
  'Matte Black', 'Gloss Racing Red', 'Deep Teal', 'Sand Beige', 'Storm Grey', 'Ocean Blue', 'Forest Green', 'Pearl White', 'Sunburst Orange', 'Lilac Fade',
] as const;

export interface PaaFamily {
  brand: string;
  mcId: string;
  names: readonly string[];
  /** Variant axes: each variant is one value from every axis. */
  axes: readonly (readonly string[])[];
  usd: readonly [number, number];
  orderLimit: number | null;
}

export const paaFamilies: readonly PaaFamily[] = [
  { brand: 'Gripline', mcId: 'MC-PA-TYR', names: ['Trailhound', 'Rockgrip', 'Dustrunner', 'Roadflash', 'Cobble King', 'Urban Shield', 'Mudclaw'], axes: [['26 x 2.25', '27.5 x 2.40', '29 x 2.40', '29 x 2.60', '700 x 28c', '700 x 32c', '700 x 40c'], ['Folding', 'Wire']], usd: [29, 79], orderLimit: 200 },
  { brand: 'Gripline', mcId: 'MC-PA-TUB', names: ['Tube', 'Light Tube', 'Thorn-Resistant Tube'], axes: [['20 x 1.75-2.25', '26 x 1.9-2.35', '27.5 x 2.1-2.5', '29 x 2.1-2.5', '700 x 25-32c'], ['Presta 48mm', 'Schrader 40mm']], usd: [6, 15], orderLimit: 500 },
  { brand: 'TrueLink', mcId: 'MC-PA-CHN', names: ['Chain', 'Hollow Pin Chain', 'E-Bike Chain'], axes: [['9-Speed', '10-Speed', '11-Speed', '12-Speed'], ['116L', '126L']], usd: [19, 69], orderLimit: 100 },
  { brand: 'Shiftline', mcId: 'MC-PA-CAS', names: ['Cassette', 'Wide Range Cassette'], axes: [['11-32T', '11-34T', '10-45T', '10-51T', '11-28T']], usd: [39, 299], orderLimit: 50 },
  { brand: 'Stopwell', mcId: 'MC-PA-BRP', names: ['Resin Pad', 'Sintered Pad', 'Rim Brake Insert'], axes: [['Type B01', 'Type D03', 'Type G05', 'Type K02']], usd: [9, 29], orderLimit: 300 },
  { brand: 'Saddlecraft', mcId: 'MC-PA-SAD', names: ['Ridgeline', 'Tourer', 'Aeroflow', 'Comfort Gel'], axes: [['143mm', '155mm', '168mm']], usd: [39, 169], orderLimit: 40 },
  { brand: 'Halo Guard', mcId: 'MC-PA-HEL', names: ['Aerial MIPS', 'Trailguard', 'Commute', 'Junior Spark'], axes: [['S', 'M', 'L'], ['Matte Black', 'Pearl White', 'Ocean Blue']], usd: [49, 229], orderLimit: 30 },
  { brand: 'Lumen Trail', mcId: 'MC-PA-LGT', names: ['Front Light', 'Rear Light', 'Light Set'], axes: [['200 lm', '400 lm', '800 lm', '1200 lm']], usd: [19, 149], orderLimit: 60 },
  { brand: 'AirForge', mcId: 'MC-PA-PMP', names: ['Floor Pump', 'Mini Pump', 'Shock Pump', 'CO2 Inflator'], axes: [['Standard', 'Digital Gauge']], usd: [19, 89], orderLimit: 40 },
  { brand: 'Bolt & Bar', mcId: 'MC-PA-LCK', names: ['U-Lock', 'Folding Lock', 'Chain Lock', 'Cable Lock'], axes: [['Level 7', 'Level 10', 'Level 15']], usd: [19, 129], orderLimit: 50 },
  { brand: 'Hydra', mcId: 'MC-PA-BOT', names: ['Bottle', 'Insulated Bottle', 'Bottle Cage'], axes: [['500 ml', '620 ml', '750 ml'], ['Clear', 'Smoke', 'Blue']], usd: [7, 29], orderLimit: 500 },
];

export const paaLines = ['', 'Pro', 'Race', 'Sport', 'Team Edition', 'Endurance', 'Lite', 'XC', 'Enduro', 'All-Mountain'] as const;

export const groupsetFamilies: readonly PaaFamily[] = [
  { brand: 'Shiftline', mcId: 'MC-GS-RD', names: ['Velocity', 'Tempo', 'Sprint'], axes: [['2x11', '2x12'], ['Rim', 'Hydraulic Disc']], usd: [599, 2_499], orderLimit: 10 },
  { brand: 'Shiftline', mcId: 'MC-GS-MTB', names: ['Summit', 'Trail', 'Descent'], axes: [['1x11', '1x12'], ['Mechanical', 'Wireless']], usd: [449, 1_999], orderLimit: 10 },
];

export const articleTagPool = [
  { category: 'highlight', tag: 'new_arrival' },
  { category: 'highlight', tag: 'clearance' },
  { category: 'highlight', tag: 'staff_pick' },
  { category: 'marin_preview_page', tag: 'preview_2026' },
  { category: 'usage', tag: 'commuting' },
  { category: 'usage', tag: 'racing' },
] as const;

export const modelYears = [2022, 2023, 2024, 2025, 2026] as const;
