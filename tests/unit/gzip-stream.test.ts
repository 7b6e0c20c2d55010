import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipStream } from '#runtime/compression';

async function gzipOf(chunks: Uint8Array[]): Promise<Buffer> {
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  return Buffer.from(await new Response(source.pipeThrough(gzipStream())).arrayBuffer());
}

describe('gzip stream of the Node server', () => {
  it('decodes to the same bytes when a page arrives in many small chunks', async () => {
    const encoder = new TextEncoder();
    const chunks = Array.from({ length: 3_000 }, (_, i) => encoder.encode(`<li data-row="${i}">Gripline tube ${i % 17}</li>`));
    const gzipped = await gzipOf(chunks);
    const expected = Buffer.concat(chunks).toString('utf8');
    expect(gunzipSync(gzipped).toString('utf8')).toBe(expected);
    expect(gzipped.byteLength).toBeLessThan(expected.length / 4);
  });

  it('compresses the whole body in one piece, whatever the number of chunks it arrived in', async () => {
    const encoder = new TextEncoder();
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 500; i += 1) controller.enqueue(encoder.encode(`<tr><td>${i}</td></tr>`));
        controller.close();
      },
    });
    const pieces: Uint8Array[] = [];
    await source.pipeThrough(gzipStream()).pipeTo(new WritableStream({ write: (piece) => void pieces.push(piece) }));
    expect(pieces).toHaveLength(1);
  });

  it('decodes an empty body and a single chunk', async () => {
    expect(gunzipSync(await gzipOf([])).byteLength).toBe(0);
    expect(gunzipSync(await gzipOf([new TextEncoder().encode('ok')])).toString('utf8')).toBe('ok');
  });
});
