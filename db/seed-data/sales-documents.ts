// Demo sales and technical/service documents: two groups, a few documents for the Global market,
// each in every portal language with a one-page PDF made here (so a fresh start has something to
// open and download).
import type { Language } from '../../src/domain/locales';


export interface SeedDocument {
  /** Rows of one document in several languages share it (decision 0108). */
  key: string;
  type: 'sales' | 'technical';
  group: string;
  texts: Readonly<Record<Language, readonly [title: string, subtitle: string, body: string]>>;
  /** Fixed so a restart finds the file it wrote before; every language's row carries the same file. */
  fileId: string;
  fileName: string;
}

export const SEED_DOCUMENT_GROUPS: readonly { name: string; type: 'sales' | 'technical' }[] = [
  { name: 'Price lists', type: 'sales' },
  { name: 'Workshop manuals', type: 'technical' },
];

export const SEED_DOCUMENTS: readonly SeedDocument[] = [
  {
    key: 'seed-document-price-list-2027',
    type: 'sales',
    group: 'Price lists',
    fileId: '5d0c1c6e-0000-4000-8000-000000000001',
    fileName: 'dealer-price-list-2027.pdf',
    texts: {
      en: ['Dealer price list 2027', 'Bikes and parts, all brands', '<p>Net dealer prices valid for the 2027 season.</p>'],
      de: ['Händlerpreisliste 2027', 'Räder und Teile, alle Marken', '<p>Netto-Händlerpreise, gültig für die Saison 2027.</p>'],
      fr: ['Liste de prix revendeur 2027', 'Vélos et pièces, toutes marques', '<p>Prix revendeur nets valables pour la saison 2027.</p>'],
      id: ['Daftar harga dealer 2027', 'Sepeda dan suku cadang, semua merek', '<p>Harga bersih dealer yang berlaku untuk musim 2027.</p>'],
      ms: ['Senarai harga pengedar 2027', 'Basikal dan alat ganti, semua jenama', '<p>Harga bersih pengedar yang sah untuk musim 2027.</p>'],
    },
  },
  {
    key: 'seed-document-drive-unit-manual',
    type: 'technical',
    group: 'Workshop manuals',
    fileId: '5d0c1c6e-0000-4000-8000-000000000002',
    fileName: 'drive-unit-service-manual.pdf',
    texts: {
      en: ['E-bike drive unit service manual', 'Diagnosis, firmware and torque values', '<p>Service steps for the 2026 and 2027 drive units.</p>'],
      de: ['Servicehandbuch für E-Bike-Antriebe', 'Diagnose, Firmware und Drehmomente', '<p>Serviceschritte für die Antriebe der Jahre 2026 und 2027.</p>'],
      fr: ['Manuel d’entretien des moteurs de VAE', 'Diagnostic, micrologiciel et couples de serrage', '<p>Étapes d’entretien des moteurs 2026 et 2027.</p>'],
      id: ['Manual servis unit penggerak e-bike', 'Diagnosis, firmware, dan nilai torsi', '<p>Langkah servis untuk unit penggerak 2026 dan 2027.</p>'],
      ms: ['Manual servis unit pacuan e-basikal', 'Diagnosis, perisian tegar dan nilai tork', '<p>Langkah servis untuk unit pacuan 2026 dan 2027.</p>'],
    },
  },
  {
    key: 'seed-document-brake-bleeding',
    type: 'technical',
    group: 'Workshop manuals',
    fileId: '5d0c1c6e-0000-4000-8000-000000000003',
    fileName: 'brake-bleeding-guide.pdf',
    texts: {
      en: ['Hydraulic brake bleeding guide', 'Mineral oil systems', '<p>Bleeding and pad replacement for mineral oil brakes.</p>'],
      de: ['Anleitung zum Entlüften hydraulischer Bremsen', 'Systeme mit Mineralöl', '<p>Entlüften und Belagwechsel für Mineralölbremsen.</p>'],
      fr: ['Guide de purge des freins hydrauliques', 'Systèmes à huile minérale', '<p>Purge et remplacement des plaquettes des freins à huile minérale.</p>'],
      id: ['Panduan bleeding rem hidraulik', 'Sistem oli mineral', '<p>Bleeding dan penggantian kampas untuk rem oli mineral.</p>'],
      ms: ['Panduan bleeding brek hidraulik', 'Sistem minyak mineral', '<p>Bleeding dan penggantian pad untuk brek minyak mineral.</p>'],
    },
  },
];

/** A valid one-page PDF showing `title` (ASCII only), with a correct cross-reference table. */
export function demoPdf(title: string): Uint8Array {
  const text = title.replace(/[^\x20-\x7e]/g, '?').replace(/[()\\]/g, (c) => `\\${c}`);
  const stream = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}
