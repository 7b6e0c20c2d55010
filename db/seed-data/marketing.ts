// Demo marketing material and news: a few categories of both types with pictures, and current news,
// so a fresh demo's reader pages are not empty. Pictures are drawn at seed time (seed-data/demo-images).
import type { DemoPalette } from './demo-images';

export interface SeedCategory {
  title: string;
  type: 'brand-assets' | 'product-lineup';
  palette: DemoPalette;
  items: readonly { title: string; body: string }[];
}

const BLUE: DemoPalette = { sky: [144, 202, 249], horizon: [227, 242, 253], ground: [120, 144, 156], frame: [198, 40, 40] };
const SUNSET: DemoPalette = { sky: [255, 183, 77], horizon: [255, 236, 179], ground: [109, 76, 65], frame: [21, 101, 192] };
const GREEN: DemoPalette = { sky: [165, 214, 167], horizon: [232, 245, 233], ground: [85, 139, 47], frame: [55, 71, 79] };
const NIGHT: DemoPalette = { sky: [57, 73, 171], horizon: [159, 168, 218], ground: [38, 50, 56], frame: [255, 202, 40] };

/** The pictures of a category cycle through these, starting at its own. */
export const DEMO_PALETTES: readonly DemoPalette[] = [BLUE, SUNSET, GREEN, NIGHT];

export const SEED_CATEGORIES: readonly SeedCategory[] = [
  {
    title: 'Campaign 2027: Ride the city',
    type: 'brand-assets',
    palette: BLUE,
    items: [
      { title: 'Key visual, blue sky', body: '<p>Main visual of the spring campaign. Use it on <strong>posters</strong> and in the shop window.</p>' },
      { title: 'Key visual, evening', body: '<p>Evening variant for social media.</p>' },
      { title: 'Shop window banner', body: '<p>Print at 100 × 75 cm.</p>' },
    ],
  },
  {
    title: 'Brand backgrounds',
    type: 'brand-assets',
    palette: SUNSET,
    items: [
      { title: 'Sunset background', body: '<p>For presentations and newsletters.</p>' },
      { title: 'Sunset background, wide', body: '' },
    ],
  },
  {
    title: 'City and trekking 2027',
    type: 'product-lineup',
    palette: GREEN,
    items: [
      { title: 'Urban 3 in green', body: '<p>Seven-speed hub, lights and rack. <a href="https://spoke.example/urban-3">Product page</a></p>' },
      { title: 'Trekking 5', body: '<ul><li>Aluminium frame</li><li>Hydraulic disc brakes</li></ul>' },
    ],
  },
  {
    title: 'E-bikes 2027',
    type: 'product-lineup',
    palette: NIGHT,
    items: [
      { title: 'E-Commute 7', body: '<p>Mid-drive motor, 625 Wh battery.</p>' },
      { title: 'E-Cargo 2', body: '<p>Cargo e-bike for families and deliveries.</p>' },
    ],
  },
];

export const SEED_NEWS: readonly { title: string; body: string; palette: DemoPalette; daysAgo: number }[] = [
  { title: 'The 2027 line-up is here', body: '<p><strong>New season, new bikes.</strong> The 2027 city, trekking and e-bike ranges are now in the catalogue. Pre-season orders are open until the end of the month.</p>', palette: GREEN, daysAgo: 2 },
  { title: 'Spring campaign material ready to download', body: '<p>Posters, shop window banners and social media visuals of <em>Ride the city</em> are in the marketing material area.</p>', palette: BLUE, daysAgo: 6 },
  { title: 'Workshop training dates', body: '<p>E-bike drive unit trainings take place in March and April. Ask your sales representative for a seat.</p><ul><li>Diagnosis and firmware</li><li>Battery care</li></ul>', palette: NIGHT, daysAgo: 12 },
];
