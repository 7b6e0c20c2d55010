// The text a pdf-lib file shows: content streams inflated, hex strings of Tj/TJ decoded. Enough to
// check what a certificate says without a PDF library that renders.
import { inflateSync } from 'node:zlib';

export function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString('latin1');
  const texts: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    const body = Buffer.from(m[1] ?? '', 'latin1');
    let content: string;
    try {
      content = inflateSync(body).toString('latin1');
    } catch {
      content = body.toString('latin1');
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) texts.push(Buffer.from(hex[1] ?? '', 'hex').toString('latin1'));
    for (const lit of content.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)) texts.push(lit[1] ?? '');
  }
  return texts.join('\n');
}
