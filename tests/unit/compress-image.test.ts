// The one browser image compressor: sizes scale down to the area's edge and never up, the first
// encoding the browser really writes is used, qualities step down until the target is met (else the
// smallest tried), names follow the written type, and a file that fits or cannot be decoded here is
// sent as it is. Each area keeps its own rule.
import { describe, expect, it } from 'vitest';
import { CLAIM_PHOTO_COMPRESSION } from '../../src/domain/claims/attachment.rules';
import { variantCompression } from '../../src/domain/content/image-variants';
import { encodedName, scaledSize, type EncodedImageType } from '../../src/domain/image-compression';
import { RETURN_PHOTO_COMPRESSION } from '../../src/domain/returns/return.rules';
import { VISIT_PHOTO_COMPRESSION } from '../../src/domain/visits/photo.rules';
import { compressImage, encodeToFit, type Encode } from '../../src/islands/lib/compress-image';

/** A fake canvas encoder: the size falls with quality; `writes` says which types this "browser" can write. */
function encoder(sizeAt: (quality: number) => number, writes: readonly EncodedImageType[] = ['image/jpeg', 'image/webp']): Encode & { calls: string[] } {
  const calls: string[] = [];
  const encode = async (type: EncodedImageType, quality: number) => {
    calls.push(`${type}@${quality}`);
    return new Blob([new Uint8Array(sizeAt(quality))], { type: writes.includes(type) ? type : 'image/png' });
  };
  return Object.assign(encode, { calls });
}

describe('scaled size', () => {
  it('brings the longest side down to the edge, keeps the shape, never scales up', () => {
    expect(scaledSize(4000, 3000, 2048)).toEqual({ width: 2048, height: 1536 });
    expect(scaledSize(1200, 4800, 1600)).toEqual({ width: 400, height: 1600 });
    expect(scaledSize(800, 600, 2048)).toEqual({ width: 800, height: 600 });
    expect(scaledSize(10_000, 1, 320)).toEqual({ width: 320, height: 1 });
  });
});

describe('encoding to fit', () => {
  it('steps the quality down until the photo fits the target', async () => {
    const encode = encoder((q) => Math.round(q * 2_000_000));
    const blob = await encodeToFit(encode, CLAIM_PHOTO_COMPRESSION);
    expect(encode.calls).toEqual(['image/jpeg@0.82', 'image/jpeg@0.72', 'image/jpeg@0.6', 'image/jpeg@0.5']);
    expect(blob?.size).toBe(1_000_000);
  });

  it('keeps the smallest tried when no quality fits', async () => {
    const blob = await encodeToFit(encoder((q) => Math.round(q * 10_000_000)), CLAIM_PHOTO_COMPRESSION);
    expect(blob?.size).toBe(5_000_000);
  });

  it('uses one quality when the area sets no target', async () => {
    const encode = encoder(() => 5_000_000);
    await encodeToFit(encode, VISIT_PHOTO_COMPRESSION);
    expect(encode.calls).toEqual(['image/jpeg@0.8']);
  });

  it('falls back to JPEG where the browser cannot write WebP', async () => {
    const encode = encoder(() => 1000, ['image/jpeg']);
    const blob = await encodeToFit(encode, variantCompression('low'));
    expect(encode.calls).toEqual(['image/webp@0.8', 'image/jpeg@0.8']);
    expect(blob?.type).toBe('image/jpeg');
  });

  it('gives nothing when the browser writes none of the types', async () => {
    expect(await encodeToFit(encoder(() => 1000, []), VISIT_PHOTO_COMPRESSION)).toBeNull();
  });
});

describe('the file sent', () => {
  it('is named after the original with the written type', () => {
    expect(encodedName('IMG_0001.HEIC', 'image/jpeg')).toBe('IMG_0001.jpg');
    expect(encodedName('shop.front.png', 'image/webp', '-low')).toBe('shop.front-low.webp');
    expect(encodedName('.png', 'image/jpeg')).toBe('image.jpg');
  });

  it('is the original when it already fits or cannot be decoded here', async () => {
    const small = new File([new Uint8Array(1000)], 'small.jpg', { type: 'image/jpeg' });
    expect(await compressImage(small, CLAIM_PHOTO_COMPRESSION)).toBe(small);
    // No createImageBitmap in Node: like a browser that cannot read the format.
    const large = new File([new Uint8Array(2_000_000)], 'large.png', { type: 'image/png' });
    expect(await compressImage(large, RETURN_PHOTO_COMPRESSION)).toBe(large);
  });
});

describe('each area keeps its limits', () => {
  it('claims and returns: 2048 px, JPEG to 1 MB; visits: 1600 px at 0.8; marketing: WebP, else JPEG, per variant edge', () => {
    expect(CLAIM_PHOTO_COMPRESSION).toMatchObject({ maxEdge: 2048, types: ['image/jpeg'], targetBytes: 1024 * 1024 });
    expect(RETURN_PHOTO_COMPRESSION).toMatchObject({ maxEdge: 2048, types: ['image/jpeg'], targetBytes: 1024 * 1024 });
    expect(VISIT_PHOTO_COMPRESSION).toEqual({ maxEdge: 1600, types: ['image/jpeg'], qualities: [0.8] });
    expect(variantCompression('thumbnail')).toEqual({ maxEdge: 320, types: ['image/webp', 'image/jpeg'], qualities: [0.75] });
  });
});
