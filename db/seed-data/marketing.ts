// Demo marketing material and news: a few categories of both types with pictures, and current news,
// so a fresh demo's reader pages are not empty; news in every portal language. Pictures are drawn at
// seed time (seed-data/demo-images).
import type { Language } from '../../src/domain/locales';
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

/** A news item in every portal language; the rows share a translation key (decision 0108). */
export interface SeedNews {
  key: string;
  texts: Readonly<Record<Language, readonly [title: string, body: string]>>;
  palette: DemoPalette;
  daysAgo: number;
}

export const SEED_NEWS: readonly SeedNews[] = [
  {
    key: 'seed-news-line-up-2027',
    palette: GREEN,
    daysAgo: 2,
    texts: {
      en: ['The 2027 line-up is here', '<p><strong>New season, new bikes.</strong> The 2027 city, trekking and e-bike ranges are now in the catalogue. Pre-season orders are open until the end of the month.</p>'],
      de: ['Das Programm 2027 ist da', '<p><strong>Neue Saison, neue Räder.</strong> Die City-, Trekking- und E-Bike-Modelle 2027 sind jetzt im Katalog. Die Vororder läuft bis zum Monatsende.</p>'],
      fr: ['La gamme 2027 est arrivée', '<p><strong>Nouvelle saison, nouveaux vélos.</strong> Les gammes ville, trekking et vélos électriques 2027 sont dans le catalogue. Les précommandes sont ouvertes jusqu’à la fin du mois.</p>'],
      id: ['Jajaran 2027 telah hadir', '<p><strong>Musim baru, sepeda baru.</strong> Jajaran sepeda kota, trekking, dan e-bike 2027 kini ada di katalog. Pra-pesan dibuka hingga akhir bulan.</p>'],
      ms: ['Barisan 2027 kini tiba', '<p><strong>Musim baharu, basikal baharu.</strong> Barisan basikal bandar, trekking dan e-basikal 2027 kini dalam katalog. Pra-tempahan dibuka sehingga hujung bulan.</p>'],
    },
  },
  {
    key: 'seed-news-spring-campaign',
    palette: BLUE,
    daysAgo: 6,
    texts: {
      en: ['Spring campaign material ready to download', '<p>Posters, shop window banners and social media visuals of <em>Ride the city</em> are in the marketing material area.</p>'],
      de: ['Material der Frühjahrskampagne zum Herunterladen', '<p>Plakate, Schaufensterbanner und Social-Media-Motive von <em>Ride the city</em> finden Sie im Bereich Marketingmaterial.</p>'],
      fr: ['Le matériel de la campagne de printemps est prêt', '<p>Affiches, bannières de vitrine et visuels pour les réseaux sociaux de <em>Ride the city</em> sont dans l’espace supports marketing.</p>'],
      id: ['Materi kampanye musim semi siap diunduh', '<p>Poster, banner etalase, dan visual media sosial <em>Ride the city</em> ada di area materi pemasaran.</p>'],
      ms: ['Bahan kempen musim bunga sedia dimuat turun', '<p>Poster, sepanduk tingkap kedai dan visual media sosial <em>Ride the city</em> ada di ruangan bahan pemasaran.</p>'],
    },
  },
  {
    key: 'seed-news-workshop-training',
    palette: NIGHT,
    daysAgo: 12,
    texts: {
      en: ['Workshop training dates', '<p>E-bike drive unit trainings take place in March and April. Ask your sales representative for a seat.</p><ul><li>Diagnosis and firmware</li><li>Battery care</li></ul>'],
      de: ['Termine für Werkstattschulungen', '<p>Schulungen zu E-Bike-Antrieben finden im März und April statt. Fragen Sie Ihren Außendienst nach einem Platz.</p><ul><li>Diagnose und Firmware</li><li>Akkupflege</li></ul>'],
      fr: ['Dates des formations atelier', '<p>Les formations sur les moteurs de VAE ont lieu en mars et en avril. Demandez une place à votre commercial.</p><ul><li>Diagnostic et micrologiciel</li><li>Entretien de la batterie</li></ul>'],
      id: ['Jadwal pelatihan bengkel', '<p>Pelatihan unit penggerak e-bike berlangsung pada Maret dan April. Tanyakan kursi kepada tenaga penjual Anda.</p><ul><li>Diagnosis dan firmware</li><li>Perawatan baterai</li></ul>'],
      ms: ['Tarikh latihan bengkel', '<p>Latihan unit pacuan e-basikal diadakan pada Mac dan April. Tanya wakil jualan anda untuk tempat.</p><ul><li>Diagnosis dan perisian tegar</li><li>Penjagaan bateri</li></ul>'],
    },
  },
];
