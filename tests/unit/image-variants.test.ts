import { describe, expect, it } from 'vitest';
import { encodePng, demoPicture } from '../../db/seed-data/demo-images';
import { fitsVariant, IMAGE_VARIANTS, variantSize, VARIANT_EDGE } from '../../src/domain/content/image-variants';
import { editorLink } from '../../src/islands/content/rich-text-editor';
import { imageSize } from '../../src/server/content/image-size';
import { checkVariants } from '../../src/server/content/image-variants';

const png = (w: number, h: number) => encodePng(w, h, new Uint8Array(w * h), [[0, 0, 0]]);

/** A JPEG header: SOI, an APP0 segment, then a baseline SOF0 with the size. */
function jpeg(w: number, h: number): Uint8Array {
  return new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...'JFIF'.split('').map((c) => c.charCodeAt(0)), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xc0, 0x00, 0x11, 0x08, h >> 8, h & 255, w >> 8, w & 255, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
}

function webpVp8x(w: number, h: number): Uint8Array {
  const b = new Uint8Array(30);
  b.set([..."RIFF"].map((c) => c.charCodeAt(0)), 0);
  b.set([..."WEBPVP8X"].map((c) => c.charCodeAt(0)), 8);
  const [a, c] = [w - 1, h - 1];
  b.set([a & 255, (a >> 8) & 255, (a >> 16) & 255, c & 255, (c >> 8) & 255, (c >> 16) & 255], 24);
  return b;
}

function webpLossless(w: number, h: number): Uint8Array {
  const b = new Uint8Array(30);
  b.set([..."RIFF"].map((c) => c.charCodeAt(0)), 0);
  b.set([..."WEBPVP8L"].map((c) => c.charCodeAt(0)), 8);
  const bits = (w - 1) | ((h - 1) << 14);
  b.set([0x2f, bits & 255, (bits >>> 8) & 255, (bits >>> 16) & 255, (bits >>> 24) & 255], 20);
  return b;
}

describe('variantSize and fitsVariant', () => {
  it('scales the longest edge down to each bound and never up', () => {
    expect(variantSize('thumbnail', 4000, 3000)).toEqual({ width: 320, height: 240 });
    expect(variantSize('medium', 3000, 4000)).toEqual({ width: 960, height: 1280 });
    expect(variantSize('high', 800, 600)).toEqual({ width: 800, height: 600 });
    for (const v of IMAGE_VARIANTS) {
      const { width, height } = variantSize(v, 5000, 1234);
      expect(fitsVariant(v, width, height)).toBe(true);
    }
  });

  it('refuses an image larger than the bound or without pixels', () => {
    expect(fitsVariant('thumbnail', VARIANT_EDGE.thumbnail + 1, 10)).toBe(false);
    expect(fitsVariant('low', 0, 10)).toBe(false);
    expect(fitsVariant('high', 2560, 1440)).toBe(true);
  });
});

describe('imageSize', () => {
  it('reads PNG, JPEG, GIF and WebP headers', () => {
    expect(imageSize(png(37, 21), 'image/png')).toEqual({ width: 37, height: 21 });
    expect(imageSize(jpeg(1280, 960), 'image/jpeg')).toEqual({ width: 1280, height: 960 });
    expect(imageSize(new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x40, 0x01, 0xf0, 0x00]), 'image/gif')).toEqual({ width: 320, height: 240 });
    expect(imageSize(webpVp8x(2560, 1707), 'image/webp')).toEqual({ width: 2560, height: 1707 });
    expect(imageSize(webpLossless(640, 480), 'image/webp')).toEqual({ width: 640, height: 480 });
  });

  it('gives null for a truncated or foreign header', () => {
    expect(imageSize(png(10, 10).subarray(0, 12), 'image/png')).toBeNull();
    expect(imageSize(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]), 'image/jpeg')).toBeNull();
    expect(imageSize(png(10, 10), 'image/svg+xml')).toBeNull();
  });
});

describe('checkVariants', () => {
  it('accepts images within their bounds', () => {
    const result = checkVariants([{ variant: 'thumbnail', bytes: demoPicture(320, 240, { sky: [1, 2, 3], horizon: [4, 5, 6], ground: [7, 8, 9], frame: [1, 1, 1] }) }, { variant: 'medium', bytes: jpeg(1280, 720) }]);
    expect(result.ok).toBe(true);
  });

  it('refuses a variant that is not an image by its bytes (SVG, script) or is larger than its bound', () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(checkVariants([{ variant: 'thumbnail', bytes: svg }])).toEqual({ ok: false, variant: 'thumbnail', reason: 'type' });
    expect(checkVariants([{ variant: 'thumbnail', bytes: png(321, 200) }])).toEqual({ ok: false, variant: 'thumbnail', reason: 'size' });
    expect(checkVariants([{ variant: 'low', bytes: png(640, 480) }, { variant: 'medium', bytes: jpeg(1300, 10) }])).toEqual({ ok: false, variant: 'medium', reason: 'size' });
  });
});

describe('editorLink', () => {
  it('lets the editor set http(s), mailto and portal links only', () => {
    expect(editorLink(' https://spoke.example/a ')).toBe('https://spoke.example/a');
    expect(editorLink('mailto:a@spoke.example')).toBe('mailto:a@spoke.example');
    expect(editorLink('/en-us/catalog')).toBe('/en-us/catalog');
    expect(editorLink('javascript:alert(1)')).toBeNull();
    expect(editorLink('data:text/html,x')).toBeNull();
    expect(editorLink('')).toBeNull();
  });
});
