// Pixel size of an uploaded image read from its header bytes (PNG, JPEG, GIF, WebP), in plain code so
// it runs the same on Node and in workerd, where no image library is at hand.

export interface PixelSize {
  width: number;
  height: number;
}

const u16be = (b: Uint8Array, i: number) => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
const u16le = (b: Uint8Array, i: number) => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, i: number) => u16le(b, i) | ((b[i + 2] ?? 0) << 16);
const u32be = (b: Uint8Array, i: number) => ((b[i] ?? 0) * 0x1000000 + (u16be(b, i + 1) << 8)) + (b[i + 3] ?? 0);
const tag = (b: Uint8Array, i: number, s: string) => [...s].every((c, k) => b[i + k] === c.charCodeAt(0));

function png(b: Uint8Array): PixelSize | null {
  if (b.length < 24 || !tag(b, 12, 'IHDR')) return null;
  return { width: u32be(b, 16), height: u32be(b, 20) };
}

function gif(b: Uint8Array): PixelSize | null {
  return b.length < 10 ? null : { width: u16le(b, 6), height: u16le(b, 8) };
}

function webp(b: Uint8Array): PixelSize | null {
  if (b.length < 30) return null;
  if (tag(b, 12, 'VP8 ')) return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  if (tag(b, 12, 'VP8L')) {
    const bits = (b[21] ?? 0) | ((b[22] ?? 0) << 8) | ((b[23] ?? 0) << 16) | ((b[24] ?? 0) << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (tag(b, 12, 'VP8X')) return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  return null;
}

/** Walks the JPEG segments to the first start-of-frame marker, which holds the size. */
function jpeg(b: Uint8Array): PixelSize | null {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1] ?? 0;
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    const sof = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (sof) return { height: u16be(b, i + 5), width: u16be(b, i + 7) };
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      i += 2;
      continue;
    }
    i += 2 + u16be(b, i + 2);
  }
  return null;
}

/** The size for a sniffed image type, or null when the header cannot be read. */
export function imageSize(bytes: Uint8Array, type: string): PixelSize | null {
  const size = type === 'image/png' ? png(bytes) : type === 'image/jpeg' ? jpeg(bytes) : type === 'image/gif' ? gif(bytes) : type === 'image/webp' ? webp(bytes) : null;
  return size && size.width > 0 && size.height > 0 ? size : null;
}
