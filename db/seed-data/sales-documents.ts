// Demo sales and technical/service documents: two groups, a few documents for the Global market,
// each with a one-page PDF made here (so a fresh start has something to open and download).

export interface SeedDocument {
  type: 'sales' | 'technical';
  group: string;
  title: string;
  subtitle: string;
  body: string;
  /** Fixed so a restart finds the file it wrote before. */
  fileId: string;
  fileName: string;
}

export const SEED_DOCUMENT_GROUPS: readonly { name: string; type: 'sales' | 'technical' }[] = [
  { name: 'Price lists', type: 'sales' },
  { name: 'Workshop manuals', type: 'technical' },
];

export const SEED_DOCUMENTS: readonly SeedDocument[] = [
  {
    type: 'sales',
    group: 'Price lists',
    title: 'Dealer price list 2027',
    subtitle: 'Bikes and parts, all brands',
    body: '<p>Net dealer prices valid for the 2027 season.</p>',
    fileId: '5d0c1c6e-0000-4000-8000-000000000001',
    fileName: 'dealer-price-list-2027.pdf',
  },
  {
    type: 'technical',
    group: 'Workshop manuals',
    title: 'E-bike drive unit service manual',
    subtitle: 'Diagnosis, firmware and torque values',
    body: '<p>Service steps for the 2026 and 2027 drive units.</p>',
    fileId: '5d0c1c6e-0000-4000-8000-000000000002',
    fileName: 'drive-unit-service-manual.pdf',
  },
  {
    type: 'technical',
    group: 'Workshop manuals',
    title: 'Hydraulic brake bleeding guide',
    subtitle: 'Mineral oil systems',
    body: '<p>Bleeding and pad replacement for mineral oil brakes.</p>',
    fileId: '5d0c1c6e-0000-4000-8000-000000000003',
    fileName: 'brake-bleeding-guide.pdf',
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
