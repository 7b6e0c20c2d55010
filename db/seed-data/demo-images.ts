// Demo pictures drawn in code at seed time (nothing downloaded): a bicycle on a coloured sky, encoded
// as PNG with fflate, so a fresh demo's marketing material and news have real images in every size.
import { zlibSync } from 'fflate';

export interface DemoPalette {
  sky: readonly [number, number, number];
  horizon: readonly [number, number, number];
  ground: readonly [number, number, number];
  frame: readonly [number, number, number];
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i += 1) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/** Palette-indexed pixels (one byte each, row by row) as a PNG; rows use the Sub filter, which turns flat colour into zeros. */
export function encodePng(width: number, height: number, indices: Uint8Array, palette: readonly (readonly number[])[]): Uint8Array {
  const stride = width + 1;
  const raw = new Uint8Array(height * stride);
  for (let y = 0; y < height; y += 1) {
    const row = y * stride;
    const src = y * width;
    raw[row] = 1;
    raw[row + 1] = indices[src] as number;
    for (let x = 1; x < width; x += 1) raw[row + 1 + x] = ((indices[src + x] as number) - (indices[src + x - 1] as number)) & 0xff;
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 3, 0, 0, 0], 8);
  const plte = new Uint8Array(palette.flatMap((c) => [c[0] ?? 0, c[1] ?? 0, c[2] ?? 0]));
  const parts = [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('PLTE', plte), chunk('IDAT', zlibSync(raw, { level: 6 })), chunk('IEND', new Uint8Array(0))];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}

/** Distance from point p to the segment a-b. */
function toSegment(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  const ex = px - (ax + t * dx);
  const ey = py - (ay + t * dy);
  return Math.sqrt(ex * ex + ey * ey);
}

const SKY_STEPS = 200;
/** Drawn index maps by size and shift: pictures differ by palette, so each shape is drawn once. */
const drawn = new Map<string, Uint8Array>();

/** A bicycle (two wheels, a diamond frame) on a sky-to-horizon gradient over the ground, at any size. */
export function demoPicture(width: number, height: number, palette: DemoPalette, shift = 0): Uint8Array {
  const key = `${width}x${height}:${shift}`;
  const pixels = drawn.get(key) ?? draw(width, height, shift);
  drawn.set(key, pixels);
  // Palette: 0-199 the sky gradient, then ground, tyres and frame.
  const colors: number[][] = Array.from({ length: SKY_STEPS }, (_, i) => palette.sky.map((c, k) => Math.round(c + ((palette.horizon[k] ?? c) - c) * (i / (SKY_STEPS - 1)))));
  colors.push([...palette.ground], [38, 50, 56], [...palette.frame]);
  return encodePng(width, height, pixels, colors);
}

function draw(width: number, height: number, shift: number): Uint8Array {
  const u = Math.min(width, height * (4 / 3)) / 100;
  const cx = width / 2 + shift * u * 10;
  const groundY = height * 0.78;
  const r = 15 * u;
  const rear = [cx - 22 * u, groundY - r] as const;
  const front = [cx + 22 * u, groundY - r] as const;
  const seat = [cx - 6 * u, groundY - r - 24 * u] as const;
  const head = [cx + 16 * u, groundY - r - 22 * u] as const;
  const crank = [cx, groundY - r] as const;
  const bars: [number, number, number, number][] = [
    [rear[0], rear[1], crank[0], crank[1]],
    [rear[0], rear[1], seat[0], seat[1]],
    [seat[0], seat[1], crank[0], crank[1]],
    [seat[0], seat[1], head[0], head[1]],
    [head[0], head[1], crank[0], crank[1]],
    [head[0], head[1], front[0], front[1]],
    [head[0], head[1], head[0] + 4 * u, head[1] - 4 * u],
    [seat[0] - 4 * u, seat[1] - 2 * u, seat[0] + 3 * u, seat[1] - 2 * u],
  ];
  const thick = Math.max(1, 1.6 * u);
  const GROUND = SKY_STEPS;
  const TYRE = SKY_STEPS + 1;
  const FRAME = SKY_STEPS + 2;
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    const base = y < groundY ? Math.min(SKY_STEPS - 1, Math.floor((y / groundY) * SKY_STEPS)) : GROUND;
    pixels.fill(base, y * width, (y + 1) * width);
    if (!(y > groundY - 2 * r - 32 * u && y < groundY + 3 * thick)) continue;
    // Only the bars whose box this row crosses are tested per pixel (drawing stays fast at 1024 px).
    const rowBars = bars.filter(([, ay, , by]) => y >= Math.min(ay, by) - thick && y <= Math.max(ay, by) + thick);
    const from = Math.max(0, Math.floor(rear[0] - r - 3 * thick));
    const to = Math.min(width, Math.ceil(front[0] + r + 3 * thick));
    for (let x = from; x < to; x += 1) {
      const tyre = Math.min(Math.abs(Math.sqrt((x - rear[0]) ** 2 + (y - rear[1]) ** 2) - r), Math.abs(Math.sqrt((x - front[0]) ** 2 + (y - front[1]) ** 2) - r));
      if (tyre < thick * 1.2) pixels[y * width + x] = TYRE;
      else if (rowBars.some(([ax, ay, bx, by]) => x >= Math.min(ax, bx) - thick && x <= Math.max(ax, bx) + thick && toSegment(x, y, ax, ay, bx, by) < thick)) pixels[y * width + x] = FRAME;
    }
  }
  return pixels;
}
