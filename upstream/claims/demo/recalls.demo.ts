// Recall campaigns of the demo (decision 0111): the distributor's recalls in every portal language,
// each covering frames of many dealers of its sales organisations, some already done (repaired in a
// workshop, or a claim filed). The well-known dealers keep their recalled frames at the end of their
// list (claims.demo.ts), open, and one more each already repaired, so their recall list shows both.
import type { Client } from '@libsql/client';
import { demoActors } from '../../demo/actors';

const DAY = 86_400_000;

type Texts = Readonly<Record<'de' | 'fr' | 'id' | 'ms', readonly [title: string, description: string, instruction: string]>>;

/** Translations of recalls 1 and 2 (claims.demo.ts writes their English) and all of recall 3. */
const TEXTS: Readonly<Record<number, Texts>> = {
  1: {
    de: ['Prüfung der Gabelkrone', 'Bei einer Charge Gabeln kann die Schweißnaht der Gabelkrone schwach sein.', 'Nicht fahren. Tauschen Sie die Gabel gegen das Kit, das der Großhändler schickt, vor jeder anderen Reparatur.'],
    fr: ['Contrôle du té de fourche', 'Un lot de fourches peut présenter une soudure de té fragile.', 'Ne pas rouler. Remplacez la fourche par le kit envoyé par le distributeur avant toute autre réparation.'],
    id: ['Pemeriksaan mahkota garpu', 'Satu batch garpu mungkin memiliki las mahkota yang lemah.', 'Jangan dikendarai. Ganti garpu dengan kit yang dikirim distributor sebelum perbaikan lain.'],
    ms: ['Pemeriksaan mahkota fork', 'Satu kelompok fork mungkin mempunyai kimpalan mahkota yang lemah.', 'Jangan ditunggang. Gantikan fork dengan kit yang dihantar pengedar sebelum pembaikan lain.'],
  },
  2: {
    de: ['Rückruf Akkuschloss', 'Das Akkuschloss kann sich auf unebener Strecke öffnen.', 'Bauen Sie den neuen Schließzylinder (Kit BL-2) ein und prüfen Sie, ob der Akku fest sitzt.'],
    fr: ['Rappel de la serrure de batterie', 'La serrure de batterie peut s’ouvrir sur route accidentée.', 'Montez le nouveau barillet (kit BL-2) et vérifiez que la batterie est bien fixée.'],
    id: ['Penarikan kunci baterai', 'Kunci baterai dapat terbuka di jalan yang kasar.', 'Pasang silinder kunci baru (kit BL-2) dan pastikan baterai terpasang kuat.'],
    ms: ['Panggil balik kunci bateri', 'Kunci bateri boleh terbuka di jalan yang kasar.', 'Pasang silinder kunci baharu (kit BL-2) dan pastikan bateri dipasang dengan kukuh.'],
  },
  3: {
    de: ['Prüfung der hinteren Bremsleitung', 'Die hintere Bremsleitung kann am Rahmenausgang scheuern.', 'Prüfen Sie die Leitung am Rahmenausgang, setzen Sie die Schutztülle (Kit BH-1) ein und tauschen Sie eine beschädigte Leitung.'],
    fr: ['Contrôle de la durite de frein arrière', 'La durite de frein arrière peut frotter à sa sortie du cadre.', 'Contrôlez la durite à la sortie du cadre, posez le passe-câble (kit BH-1) et remplacez une durite abîmée.'],
    id: ['Pemeriksaan selang rem belakang', 'Selang rem belakang dapat tergesek di lubang keluar rangka.', 'Periksa selang di lubang keluar rangka, pasang grommet (kit BH-1) dan ganti selang yang rusak.'],
    ms: ['Pemeriksaan hos brek belakang', 'Hos brek belakang boleh bergesel di lubang keluar rangka.', 'Periksa hos di lubang keluar rangka, pasang grommet (kit BH-1) dan gantikan hos yang rosak.'],
  },
};

const RECALL_3 = {
  id: 3,
  title: 'Rear brake hose check',
  description: 'The rear brake hose can chafe where it leaves the frame.',
  instruction: 'Check the hose where it leaves the frame, fit the grommet (kit BH-1) and replace a damaged hose.',
};

/** Which frames of other dealers each recall covers: sales organisations and how many dealers. */
const REACH: readonly { recallId: number; sorgs: readonly string[]; dealers: number }[] = [
  { recallId: 1, sorgs: ['US01'], dealers: 24 },
  { recallId: 2, sorgs: ['DE01'], dealers: 16 },
  { recallId: 3, sorgs: ['NL01', 'ID01'], dealers: 20 },
];

const WELL_KNOWN = [demoActors.singleCompanyDealer.r3, demoActors.multiCompanyDealer.r3];
const REPAIRERS = ['Workshop', 'Sam Rivera', 'Jamie Lee'];

/**
 * Adds the campaigns' translations, recall 3, the frames of other dealers and the done marks, once
 * (a no-op when translations exist), after claims.demo.ts wrote recalls 1 and 2.
 */
export async function backfillRecallCampaigns(client: Client, baseDate: string): Promise<void> {
  const present = await client.execute('SELECT 1 FROM claim_recall_texts LIMIT 1');
  if (present.rows.length > 0) return;
  const recalls = await client.execute('SELECT id FROM claim_recalls');
  if (recalls.rows.length === 0) return;
  const base = Date.parse(`${baseDate}T00:00:00Z`);
  const iso = (time: number) => new Date(time).toISOString();
  const statements: { sql: string; args: (string | number | null)[] }[] = [
    { sql: 'INSERT OR IGNORE INTO claim_recalls (id, title, description, instruction, created_at) VALUES (?, ?, ?, ?, ?)', args: [RECALL_3.id, RECALL_3.title, RECALL_3.description, RECALL_3.instruction, iso(base - 20 * DAY)] },
  ];
  for (const [id, texts] of Object.entries(TEXTS)) {
    for (const [language, [title, description, instruction]] of Object.entries(texts)) {
      statements.push({ sql: 'INSERT OR IGNORE INTO claim_recall_texts (recall_id, language, title, description, instruction) VALUES (?, ?, ?, ?, ?)', args: [Number(id), language, title, description, instruction] });
    }
  }
  for (const reach of REACH) {
    const marks = reach.sorgs.map(() => '?').join(', ');
    // The last frame of each of the first dealers of the sorgs: the first frames are the ones stories take.
    const rs = await client.execute({
      sql: `SELECT max(f.frame_number) AS frame_number FROM frames f JOIN customer_areas a ON a.cust_code = f.cust_code AND a.sorg IN (${marks})
            WHERE f.cust_code NOT IN (?, ?) AND f.frame_number NOT IN (SELECT frame_number FROM claim_recall_frames) AND f.frame_number NOT IN (SELECT frame_number FROM stolen_frames)
            GROUP BY f.cust_code ORDER BY f.cust_code LIMIT ?`,
      args: [...reach.sorgs, ...WELL_KNOWN, reach.dealers],
    });
    rs.rows.forEach((row, i) => {
      // A third are repaired already, spread over the campaign so far.
      const done = i % 3 === 0;
      statements.push({
        sql: 'INSERT OR IGNORE INTO claim_recall_frames (recall_id, frame_number, done_at, done_by, done_by_name) VALUES (?, ?, ?, ?, ?)',
        args: [reach.recallId, String(row['frame_number']), done ? iso(base - (i + 1) * DAY) : null, done ? 'repair' : null, done ? (REPAIRERS[i % REPAIRERS.length] ?? null) : null],
      });
    });
  }
  // The well-known dealers: one more recalled frame each, already repaired, before the open ones and the stolen.
  for (const [r3, recallId] of [[WELL_KNOWN[0], 1], [WELL_KNOWN[1], 2]] as const) {
    const rs = await client.execute({
      sql: 'SELECT frame_number FROM frames WHERE cust_code = ? AND frame_number NOT IN (SELECT frame_number FROM claim_recall_frames) AND frame_number NOT IN (SELECT frame_number FROM stolen_frames) ORDER BY frame_number DESC LIMIT 1',
      args: [r3 ?? ''],
    });
    const frame = rs.rows[0]?.['frame_number'];
    if (frame) statements.push({ sql: 'INSERT OR IGNORE INTO claim_recall_frames (recall_id, frame_number, done_at, done_by, done_by_name) VALUES (?, ?, ?, ?, ?)', args: [recallId, String(frame), iso(base - 5 * DAY), 'repair', 'Workshop'] });
  }
  await client.batch(statements, 'write');
}
