// Demo announcements and pop-up banners per sales organisation, plus the target markets and
// layouts the admin content areas need before they open.

const from = new Date('2025-01-01T00:00:00Z');
const to = new Date('2030-12-31T23:59:59Z');

export { seedAnnouncements, type SeedAnnouncement } from './announcements';

export interface SeedBanner {
  sorg: string;
  bannerFile: string;
  headline: string;
  subline: string;
  colour: string;
  link: string | null;
}

export const SEED_BANNERS: readonly (SeedBanner & { validFrom: Date; validTo: Date })[] = [
  { sorg: 'US01', bannerFile: 'us01-preseason.svg', headline: 'Pre-season 2027', subline: 'Lock in dealer prices today', colour: '#1565c0', link: '/catalog/bike' },
  { sorg: 'US01', bannerFile: 'us01-groupsets.svg', headline: 'Groupset week', subline: 'Extra 5% on 12-speed drivetrains', colour: '#2e7d32', link: '/catalog/groupset' },
  { sorg: 'ID01', bannerFile: 'id01-promo.svg', headline: 'Promo suku cadang', subline: 'Diskon bertingkat untuk ban dan rantai', colour: '#c62828', link: '/catalog/paa' },
  { sorg: 'DE01', bannerFile: 'de01-ebike.svg', headline: 'E-Bike Saison 2027', subline: 'Jetzt vorbestellen', colour: '#0d47a1', link: '/catalog/bike' },
  { sorg: 'NL01', bannerFile: 'nl01-city.svg', headline: 'City bikes are back', subline: 'New colours in stock', colour: '#ef6c00', link: null },
].map((banner) => ({ ...banner, validFrom: from, validTo: to }));

/** A small banner image (1200 x 400) with the headline; escaped because it is XML. */
export function bannerSvg(banner: SeedBanner): string {
  const escape = (text: string): string =>
    text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">',
    `<rect width="1200" height="400" fill="${banner.colour}"/>`,
    '<circle cx="980" cy="250" r="110" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="18"/>',
    '<circle cx="760" cy="250" r="110" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="18"/>',
    '<path d="M760 250 L850 150 L980 250 M850 150 L900 150" stroke="#ffffff" stroke-opacity="0.35" stroke-width="14" fill="none"/>',
    `<text x="60" y="190" font-family="Helvetica, Arial, sans-serif" font-size="64" font-weight="700" fill="#ffffff">${escape(banner.headline)}</text>`,
    `<text x="60" y="260" font-family="Helvetica, Arial, sans-serif" font-size="34" fill="#ffffff">${escape(banner.subline)}</text>`,
    '</svg>',
  ].join('');
}

export const SEED_TARGET_MARKETS: readonly { type: string; marketName: string }[] = [
  { type: 'marketing_material', marketName: 'Global' },
  { type: 'marketing_material', marketName: 'Asia Pacific' },
  { type: 'marketing_material', marketName: 'North America' },
  { type: 'marketing_material', marketName: 'Europe' },
  { type: 'sales_document', marketName: 'Global' },
  { type: 'news', marketName: 'Global' },
];

export const SEED_LAYOUTS: readonly { type: string; description: string }[] = [
  { type: 'marketing_material', description: 'Image grid with titles' },
  { type: 'marketing_material', description: 'Product line-up cards' },
  { type: 'news', description: 'News list with placeholder image' },
];
