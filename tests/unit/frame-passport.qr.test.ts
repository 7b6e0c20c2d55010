// The warranty certificate's QR code (decision 0113) decodes to the frame passport's address on the
// certificate's site and in its language: the certificate is drawn, every rectangle its page fills
// is painted into an image, and jsQR (a QR decoder of its own, not the encoder that drew it) reads it
// (tests/support/pdf-qr.ts).
import { describe, expect, it } from 'vitest';
import { hostByKey } from '../../src/content/hosts/index.ts';
import { translator } from '../../src/server/i18n';
import type { RegisteredFrame } from '../../src/server/retail-sales/retail-sales.service';
import { warrantyPdf } from '../../src/server/retail-sales/warranty.pdf';
import { certificatePassportUrl, passportUrl, qrModules, qrRuns } from '../../src/server/retail-sales/warranty-qr';
import { pdfQr } from '../support/pdf-qr';

const frame: RegisteredFrame = {
  id: '1', frameNumber: 'KE250000002', type: 'retail', nonRetail: false, brand: 'Kestrel', articleCode: '100000308',
  articleDescription: 'Kestrel Dustline 3 Pro 700c L', oldCode: null, soldDate: '2025-06-01', soldDateFormatted: '01/06/2025',
  customerName: 'Lena Vogel', customerPhone: null, customerAddress: null, customerCity: 'Köln', customerEmail: null,
  dealerName: 'Radhaus Müller GmbH', status: 'complete', createdAt: '2025-06-01T10:00:00.000Z',
};

async function decodedQr(url: string, locale: 'de' | 'en-us' = 'de'): Promise<string | null> {
  const bytes = await warrantyPdf({ frame, webTitle: 'Spoke', locale, t: translator(locale), passportUrl: url });
  const { text, rectangles } = await pdfQr(bytes);
  expect(rectangles).toBeGreaterThan(20);
  return text;
}

describe('the warranty certificate’s QR code', () => {
  it('decodes to the passport address of the certificate’s site and language', async () => {
    const us = hostByKey('us');
    if (!us) throw new Error('no us site');
    const url = certificatePassportUrl(us, new URL('https://portal.example/api/frames/KE250000002/warranty.pdf'), 'de', frame.frameNumber);
    expect(url).toBe(`https://${us.hostnames[0]}/de/frame/KE250000002`);
    expect(await decodedQr(url)).toBe(url);
  });

  it('names the local site and port on a local machine', async () => {
    const de = hostByKey('de');
    if (!de) throw new Error('no de site');
    const url = certificatePassportUrl(de, new URL('http://127.0.0.1:4468/api/retail-sales/warranty'), 'en-us', 'ke25 0000002');
    expect(url).toBe('http://de.localhost:4468/en-us/frame/KE250000002');
    expect(await decodedQr(url, 'en-us')).toBe(url);
  });

  it('prints another frame’s address as another code', async () => {
    const url = passportUrl('https://dealers.example', 'fr', 'NO260000001');
    const decoded = await decodedQr(url);
    expect(decoded).toBe('https://dealers.example/fr/frame/NO260000001');
    expect(decoded).not.toBe(passportUrl('https://dealers.example', 'fr', frame.frameNumber));
  });
});

describe('qrRuns', () => {
  it('covers exactly the dark modules, in runs along each row', () => {
    const modules = qrModules('https://dealers.example/de/frame/KE250000002');
    const painted = modules.map((row) => row.map(() => false));
    for (const run of qrRuns(modules)) for (let c = run.column; c < run.column + run.length; c++) (painted[run.row] as boolean[])[c] = true;
    expect(painted).toEqual(modules);
    expect(qrRuns(modules).length).toBeLessThan(modules.flat().filter(Boolean).length);
  });
});
