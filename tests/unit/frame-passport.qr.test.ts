// The warranty certificate's QR code (decision 0113) decodes to the frame passport's address on the
// certificate's site and in its language: the certificate is drawn, every rectangle its page fills
// is painted into an image, and jsQR (a QR decoder of its own, not the encoder that drew it) reads it.
import jsQR from 'jsqr';
import { decodePDFRawStream, PDFArray, PDFDocument, type PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { hostByKey } from '../../src/content/hosts/index.ts';
import { translator } from '../../src/server/i18n';
import type { RegisteredFrame } from '../../src/server/retail-sales/retail-sales.service';
import { warrantyPdf } from '../../src/server/retail-sales/warranty.pdf';
import { certificatePassportUrl, passportUrl, qrModules, qrRuns } from '../../src/server/retail-sales/warranty-qr';

const frame: RegisteredFrame = {
  id: '1', frameNumber: 'KE250000002', type: 'retail', nonRetail: false, brand: 'Kestrel', articleCode: '100000308',
  articleDescription: 'Kestrel Dustline 3 Pro 700c L', oldCode: null, soldDate: '2025-06-01', soldDateFormatted: '01/06/2025',
  customerName: 'Lena Vogel', customerPhone: null, customerAddress: null, customerCity: 'Köln', customerEmail: null,
  dealerName: 'Radhaus Müller GmbH', status: 'complete', createdAt: '2025-06-01T10:00:00.000Z',
};

/** The page's content operators, inflated. */
async function pageContent(bytes: Uint8Array): Promise<{ width: number; height: number; content: string }> {
  const doc = await PDFDocument.load(bytes);
  const page = doc.getPage(0);
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
  const content = streams.map((s) => Buffer.from(decodePDFRawStream(s as PDFRawStream).decode()).toString('latin1')).join('\n');
  return { ...page.getSize(), content };
}

/**
 * The rectangles the page fills: pdf-lib draws each as `q … 1 0 0 1 x y cm … m l l l h f Q`, a
 * translation and a closed path. Strokes (the certificate's frame) and text are left out.
 */
function filledRectangles(content: string): { x0: number; y0: number; x1: number; y1: number }[] {
  const out: { x0: number; y0: number; x1: number; y1: number }[] = [];
  for (const block of content.split(/\nQ\n|\nQ$/)) {
    if (!/\nf\s*$/.test(block) && !/\nf\n/.test(block)) continue;
    let tx = 0;
    let ty = 0;
    for (const m of block.matchAll(/(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) cm/g)) {
      tx += Number(m[5]);
      ty += Number(m[6]);
    }
    const points = [...block.matchAll(/(-?[\d.]+) (-?[\d.]+) [ml]\n/g)].map((m) => [Number(m[1]) + tx, Number(m[2]) + ty] as const);
    if (points.length < 4) continue;
    const xs = points.map((p) => p[0]);
    const ys = points.map((p) => p[1]);
    out.push({ x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) });
  }
  return out;
}

/** The page painted white with its filled rectangles black, at `scale` pixels per point (RGBA, top row first). */
function raster(width: number, height: number, rects: ReturnType<typeof filledRectangles>, scale: number) {
  const w = Math.ceil(width * scale);
  const h = Math.ceil(height * scale);
  const pixels = new Uint8ClampedArray(w * h * 4).fill(255);
  for (const r of rects) {
    for (let row = Math.round((height - r.y1) * scale); row < Math.round((height - r.y0) * scale); row++) {
      for (let col = Math.round(r.x0 * scale); col < Math.round(r.x1 * scale); col++) {
        const i = (row * w + col) * 4;
        pixels[i] = 0;
        pixels[i + 1] = 0;
        pixels[i + 2] = 0;
      }
    }
  }
  return { pixels, w, h };
}

async function decodedQr(url: string, locale: 'de' | 'en-us' = 'de'): Promise<string | null> {
  const bytes = await warrantyPdf({ frame, webTitle: 'Spoke', locale, t: translator(locale), passportUrl: url });
  const { width, height, content } = await pageContent(bytes);
  const rects = filledRectangles(content);
  expect(rects.length).toBeGreaterThan(20);
  const image = raster(width, height, rects, 2);
  return jsQR(image.pixels, image.w, image.h)?.data ?? null;
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
