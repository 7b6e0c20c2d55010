// Demo announcements per sales organisation, each in every portal language (en, de, fr, id, ms):
// the rows of one announcement share a translation key and the banner shows the reader's language
// (decision 0020).
import type { Language } from '../../src/domain/locales';
import { demoSeason } from '../seed-preseason';

export interface SeedAnnouncement {
  sorg: string | null;
  translationKey: string;
  language: Language;
  title: string;
  content: string;
  url: string | null;
}

type Texts = Readonly<Record<Language, readonly [title: string, content: string]>>;

const from = new Date('2025-01-01T00:00:00Z');
const to = new Date('2030-12-31T23:59:59Z');

// The pre-season announcement tells of the demo window (db/seed-preseason.ts): its closing day and
// first delivery month come from the day of seeding, so a fresh demo never announces a past date.
const DATE_LOCALE: Readonly<Record<Language, string>> = { en: 'en-US', de: 'de-DE', fr: 'fr-FR', id: 'id-ID', ms: 'ms-MY' };

function preSeason(today: string): Texts {
  const { season, closesOn, deliveryMonths } = demoSeason(today);
  const day = (language: Language) => new Intl.DateTimeFormat(DATE_LOCALE[language], { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${closesOn}T00:00:00Z`));
  const month = (language: Language) => new Intl.DateTimeFormat(DATE_LOCALE[language], { month: 'long', timeZone: 'UTC' }).format(new Date(`${deliveryMonths[0] ?? closesOn.slice(0, 7)}-01T00:00:00Z`));
  return {
    en: [`Model year ${season} pre-season orders are open`, `Pre-season ordering for model year ${season} road, gravel and e-bikes is open until <strong>${day('en')}</strong>. Orders placed now are confirmed at this season's dealer prices and ship from our Reno warehouse from ${month('en')}.`],
    de: [`Vororder für Modelljahr ${season} ist geöffnet`, `Die Vororder für Rennräder, Gravelbikes und E-Bikes des Modelljahrs ${season} läuft bis zum <strong>${day('de')}</strong>. Jetzt erteilte Aufträge werden zu den Händlerpreisen dieser Saison bestätigt und ab ${month('de')} aus unserem Lager in Reno geliefert.`],
    fr: [`Les précommandes du millésime ${season} sont ouvertes`, `Les précommandes de vélos de route, gravel et électriques du millésime ${season} sont ouvertes jusqu'au <strong>${day('fr')}</strong>. Les commandes passées maintenant sont confirmées aux prix revendeur de cette saison et expédiées de notre entrepôt de Reno à partir de ${month('fr')}.`],
    id: [`Pra-pesan model tahun ${season} telah dibuka`, `Pra-pesan sepeda road, gravel dan e-bike model tahun ${season} dibuka hingga <strong>${day('id')}</strong>. Pesanan yang masuk sekarang dikonfirmasi dengan harga dealer musim ini dan dikirim dari gudang Reno mulai ${month('id')}.`],
    ms: [`Pra-tempahan model tahun ${season} kini dibuka`, `Pra-tempahan basikal jalan raya, gravel dan e-basikal model tahun ${season} dibuka sehingga <strong>${day('ms')}</strong>. Pesanan yang dibuat sekarang disahkan pada harga pengedar musim ini dan dihantar dari gudang Reno mulai ${month('ms')}.`],
  };
}

const LEBARAN: Texts = {
  en: ['Shipping schedule during the Lebaran holiday', 'The Surabaya and Jakarta warehouses are closed during the joint Lebaran leave. Orders received after 12:00 on the last working day ship once the warehouses reopen.'],
  de: ['Versand während der Lebaran-Feiertage', 'Die Lager in Surabaya und Jakarta sind während der gemeinsamen Lebaran-Feiertage geschlossen. Aufträge, die am letzten Arbeitstag nach 12:00 Uhr eingehen, werden nach der Wiederöffnung versandt.'],
  fr: ["Calendrier d'expédition pendant les congés de Lebaran", "Les entrepôts de Surabaya et de Jakarta sont fermés pendant les congés communs de Lebaran. Les commandes reçues après 12 h le dernier jour ouvré sont expédiées à la réouverture des entrepôts."],
  id: ['Jadwal pengiriman selama libur Lebaran', 'Gudang Surabaya dan Jakarta tutup selama cuti bersama Lebaran. Pesanan yang masuk setelah pukul 12.00 pada hari kerja terakhir dikirim setelah gudang buka kembali.'],
  ms: ['Jadual penghantaran sepanjang cuti Lebaran', 'Gudang Surabaya dan Jakarta ditutup sepanjang cuti bersama Lebaran. Pesanan yang diterima selepas pukul 12.00 pada hari bekerja terakhir dihantar selepas gudang dibuka semula.'],
};

const BATTERIES: Texts = {
  en: ['New delivery times for e-bike batteries', 'Because of new dangerous goods rules, e-bike batteries are now delivered separately by freight carrier. Please allow two extra working days.'],
  de: ['Neue Lieferzeiten für E-Bike-Akkus', 'Wegen neuer Gefahrgutvorschriften werden E-Bike-Akkus ab sofort separat per Spedition geliefert. Bitte planen Sie zwei zusätzliche Werktage ein.'],
  fr: ['Nouveaux délais de livraison des batteries de VAE', 'En raison des nouvelles règles sur les marchandises dangereuses, les batteries de VAE sont désormais livrées séparément par transporteur. Prévoyez deux jours ouvrés de plus.'],
  id: ['Waktu pengiriman baru untuk baterai e-bike', 'Karena aturan barang berbahaya yang baru, baterai e-bike kini dikirim terpisah melalui jasa ekspedisi. Mohon tambahkan dua hari kerja.'],
  ms: ['Masa penghantaran baharu untuk bateri e-basikal', 'Disebabkan peraturan barangan berbahaya yang baharu, bateri e-basikal kini dihantar berasingan melalui syarikat pengangkutan. Sila jangkakan dua hari bekerja tambahan.'],
};

const FRAME_PHOTO: Texts = {
  en: ['Warranty claims now need a frame photo', 'From 1 March every frame warranty claim needs a photo of the frame number. Claims without one are returned to the dealer for completion.'],
  de: ['Garantieanträge brauchen jetzt ein Rahmenfoto', 'Ab dem 1. März braucht jeder Garantieantrag für einen Rahmen ein Foto der Rahmennummer. Anträge ohne Foto gehen zur Ergänzung an den Händler zurück.'],
  fr: ['Les demandes de garantie exigent une photo du cadre', "À partir du 1er mars, toute demande de garantie cadre doit comporter une photo du numéro de cadre. Les demandes sans photo sont renvoyées au revendeur pour être complétées."],
  id: ['Klaim garansi kini memerlukan foto rangka', 'Mulai 1 Maret setiap klaim garansi rangka memerlukan foto nomor rangka. Klaim tanpa foto dikembalikan ke dealer untuk dilengkapi.'],
  ms: ['Tuntutan waranti kini memerlukan foto rangka', 'Mulai 1 Mac setiap tuntutan waranti rangka memerlukan foto nombor rangka. Tuntutan tanpa foto dikembalikan kepada pengedar untuk dilengkapkan.'],
};

const MAINTENANCE: Texts = {
  en: ['Scheduled maintenance on Sunday night', 'The portal is briefly unavailable on Sunday between 01:00 and 02:00 (UTC) while we upgrade the order systems. Carts are kept.'],
  de: ['Geplante Wartung in der Nacht zum Montag', 'Das Portal ist am Sonntag zwischen 01:00 und 02:00 Uhr (UTC) kurz nicht erreichbar, während wir die Bestellsysteme aktualisieren. Warenkörbe bleiben erhalten.'],
  fr: ['Maintenance prévue dimanche soir', 'Le portail est brièvement indisponible dimanche entre 01:00 et 02:00 (UTC) pendant la mise à jour des systèmes de commande. Les paniers sont conservés.'],
  id: ['Pemeliharaan terjadwal pada Minggu malam', 'Portal tidak dapat diakses sebentar pada hari Minggu antara pukul 01.00 dan 02.00 (UTC) selama kami memperbarui sistem pesanan. Isi keranjang tetap tersimpan.'],
  ms: ['Penyelenggaraan berjadual pada malam Ahad', 'Portal tidak dapat diakses seketika pada hari Ahad antara pukul 01.00 dan 02.00 (UTC) semasa kami menaik taraf sistem pesanan. Troli anda kekal disimpan.'],
};

/** The demo announcements as seeded on `today` (YYYY-MM-DD). */
export function seedAnnouncements(today: string): (SeedAnnouncement & { validFrom: Date; validTo: Date })[] {
  const sources: readonly { key: string; sorg: string | null; url: string | null; texts: Texts }[] = [
    // The key is the row's natural key as first seeded: a folder seeded before keeps its one copy.
    { key: 'pre-season-2027', sorg: 'US01', url: '/catalog/bike', texts: preSeason(today) },
    { key: 'lebaran-shipping', sorg: 'ID01', url: null, texts: LEBARAN },
    { key: 'battery-delivery', sorg: 'DE01', url: null, texts: BATTERIES },
    { key: 'frame-photo', sorg: 'NL01', url: '/claim', texts: FRAME_PHOTO },
    { key: 'maintenance-sunday', sorg: null, url: null, texts: MAINTENANCE },
  ];
  return sources.flatMap(({ key, sorg, url, texts }) =>
    (Object.entries(texts) as [Language, readonly [string, string]][]).map(([language, [title, content]]) => ({
      sorg,
      translationKey: key,
      language,
      title,
      content: `<p>${content}</p>`,
      url,
      validFrom: from,
      validTo: to,
    })),
  );
}
