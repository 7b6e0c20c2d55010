// Builds a zip bomb in memory: one entry whose header declares a small size while its deflate stream
// inflates to `inflated` bytes at about 1,000 to 1, as the worst real bombs do. One sync-flushed
// chunk of compressed zeros ends on a byte boundary and only refers back to zeros, so repeating it
// makes a valid stream of any length without compressing gigabytes.
import { Deflate } from 'fflate';

const CHUNK_BYTES = 16 * 1024 * 1024;

function zerosChunk(): Uint8Array {
  const parts: Uint8Array[] = [];
  const deflate = new Deflate({ level: 9 }, (data) => parts.push(data));
  deflate.push(new Uint8Array(CHUNK_BYTES));
  deflate.flush(true);
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

function deflateBomb(inflated: number): Uint8Array {
  const chunk = zerosChunk();
  const count = Math.max(1, Math.round(inflated / CHUNK_BYTES));
  const lastBlock = [0x03, 0x00]; // an empty final block with fixed codes
  const out = new Uint8Array(chunk.length * count + lastBlock.length);
  for (let i = 0; i < count; i++) out.set(chunk, i * chunk.length);
  out.set(lastBlock, chunk.length * count);
  return out;
}

const u16 = (v: number) => [v & 0xff, (v >>> 8) & 0xff];
const u32 = (v: number) => [v & 0xff, (v >>> 8) & 0xff, (v >>> 16) & 0xff, (v >>> 24) & 0xff];

/** A zip holding `xl/worksheets/sheet1.xml` that declares `declared` bytes and inflates to `inflated`. */
export function zipBomb(inflated: number, declared = 1_000): Uint8Array<ArrayBuffer> {
  const name = new TextEncoder().encode('xl/worksheets/sheet1.xml');
  const data = deflateBomb(inflated);
  const common = [...u16(20), ...u16(0), ...u16(8), ...u16(0), ...u16(0), ...u32(0x12345678), ...u32(data.length), ...u32(declared), ...u16(name.length), ...u16(0)];
  const local = new Uint8Array([...u32(0x04034b50), ...common, ...name]);
  const central = new Uint8Array([...u32(0x02014b50), ...u16(20), ...common, ...u16(0), ...u16(0), ...u16(0), ...u32(0), ...u32(0), ...name]);
  const end = new Uint8Array([...u32(0x06054b50), ...u16(0), ...u16(0), ...u16(1), ...u16(1), ...u32(central.length), ...u32(local.length + data.length), ...u16(0)]);
  const zip = new Uint8Array(local.length + data.length + central.length + end.length);
  zip.set(local, 0);
  zip.set(data, local.length);
  zip.set(central, local.length + data.length);
  zip.set(end, local.length + data.length + central.length);
  return zip;
}
