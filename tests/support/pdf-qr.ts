// The QR code a pdf-lib page prints, read back without the encoder that drew it: every rectangle the
// page fills is painted black on white and jsQR (a decoder of its own) reads the image. Strokes and
// text are left out, so only the code's modules are painted.
import jsQR from 'jsqr';
import { decodePDFRawStream, PDFArray, PDFDocument, type PDFRawStream } from 'pdf-lib';

interface Rect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The first page's content operators, inflated. */
async function pageContent(bytes: Uint8Array): Promise<{ width: number; height: number; content: string }> {
  const doc = await PDFDocument.load(bytes);
  const page = doc.getPage(0);
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
  const content = streams.map((s) => Buffer.from(decodePDFRawStream(s as PDFRawStream).decode()).toString('latin1')).join('\n');
  return { ...page.getSize(), content };
}

/** The rectangles the page fills: pdf-lib draws each as `q … 1 0 0 1 x y cm … m l l l h f Q`. */
export function filledRectangles(content: string): Rect[] {
  const out: Rect[] = [];
  for (const block of content.split(/\nQ\n|\nQ$/)) {
    if (!/\nf(\n|\s*$)/.test(block)) continue;
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

/** The page white with its filled rectangles black, at `scale` pixels per point (RGBA, top row first). */
function raster(width: number, height: number, rects: readonly Rect[], scale: number) {
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

/** What the QR code on the PDF's first page says, with the number of filled rectangles; null when none reads. */
export async function pdfQr(bytes: Uint8Array): Promise<{ text: string | null; rectangles: number }> {
  const { width, height, content } = await pageContent(bytes);
  const rects = filledRectangles(content);
  const image = raster(width, height, rects, 2);
  return { text: jsQR(image.pixels, image.w, image.h)?.data ?? null, rectangles: rects.length };
}
